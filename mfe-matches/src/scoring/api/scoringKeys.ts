import { SCORING_PATHS } from '@cricket/contracts';

// The scoring view's path and key, apart from the calls: the route table declares a match page's
// first reads with them, and everything imported here goes into every match route's first chunk.

/** The scorer reads under /api/my; a fan's shared link reads the published view. */
export function scoringPath(matchId: number, published: boolean): string {
  return published ? SCORING_PATHS.publicScoring(matchId) : SCORING_PATHS.scoring(matchId);
}

export const scoringQueryKey = (matchId: number, published: boolean) => [scoringPath(matchId, published)];
