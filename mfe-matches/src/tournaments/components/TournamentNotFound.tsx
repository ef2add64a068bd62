import { NotFound } from '../../common/components/NotFound';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';

/** A tournament that does not exist, with the way back to Tournaments. */
export function TournamentNotFound() {
  return <NotFound title={TOURNAMENT_SCREEN_TEXTS.notFound} backTo="/tournaments" backText={TOURNAMENT_SCREEN_TEXTS.returnToTournaments} />;
}
