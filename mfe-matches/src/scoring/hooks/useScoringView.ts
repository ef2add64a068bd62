import type { ScoringStateResponse } from '@cricket/contracts';
import { useQuery } from '@tanstack/react-query';
import { scoringQueryKey } from '../api/scoringKeys';

/** A match's ball-by-ball scoring: the scorer's view, or the published one of a shared link. */
export function useScoringView(matchId: number, published: boolean) {
  return useQuery<ScoringStateResponse>({ queryKey: scoringQueryKey(matchId, published), enabled: Number.isInteger(matchId) && matchId > 0 });
}
