import type { MatchDetailResponse, MatchesResponse, MatchStatus } from '@cricket/contracts';
import { useQuery } from '@tanstack/react-query';
import { matchDetailQueryKey, matchesQueryKey } from '../api/matchKeys';

export function useMatches(status: MatchStatus | null) {
  return useQuery<MatchesResponse>({ queryKey: matchesQueryKey(status) });
}

export function useMatchDetail(id: string, published: boolean) {
  return useQuery<MatchDetailResponse>({ queryKey: matchDetailQueryKey(id, published) });
}
