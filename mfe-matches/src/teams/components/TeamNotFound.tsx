import { NotFound } from '../../common/components/NotFound';
import { TEAM_SCREEN_TEXTS } from '../../texts';

/** A team that does not exist (or is not the workspace's), with the way back to My Teams. */
export function TeamNotFound() {
  return <NotFound title={TEAM_SCREEN_TEXTS.notFound} backTo="/my/teams" backText={TEAM_SCREEN_TEXTS.returnToTeams} />;
}
