import { MATCH_TEXTS } from '@cricket/contracts';
import { NotFound } from '../../common/components/NotFound';
import { MATCH_SCREEN_TEXTS } from '../../texts';

/** The 'Match Not Found' state of core §2 with 'Return to Matches' to /my/matches. */
export function MatchNotFound() {
  return <NotFound title={MATCH_TEXTS.notFound} subTitle={MATCH_SCREEN_TEXTS.notFoundDescription} backTo="/my/matches" backText={MATCH_TEXTS.returnToMatches} />;
}
