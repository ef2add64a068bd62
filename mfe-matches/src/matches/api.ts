import type { MatchDetailResponse, MatchesResponse, MatchPayload, MatchResponse, MatchStatus } from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const MY_MATCHES_PATH = '/api/my/matches';

/** /my/matches/{id} reads the workspace's match; a shared /matches/{id} link reads the published view. */
export function matchDetailPath(id: string | number, published: boolean): string {
  return `${published ? '/api/matches' : MY_MATCHES_PATH}/${id}`;
}

export function useMatches(status: MatchStatus | null) {
  return useQuery<MatchesResponse>({ queryKey: status ? [MY_MATCHES_PATH, { status }] : [MY_MATCHES_PATH] });
}

export function useMatchDetail(id: string, published: boolean) {
  return useQuery<MatchDetailResponse>({ queryKey: [matchDetailPath(id, published)] });
}

/** After a write every cached match read is stale (lists, details, team and tournament views). */
function useInvalidateMatches() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [path] }) => typeof path === 'string' && (path.startsWith('/api/my/matches') || path.startsWith('/api/matches')),
    });
}

export function useCreateMatch() {
  const invalidate = useInvalidateMatches();
  return useMutation({
    mutationFn: (payload: MatchPayload) => apiRequest<Partial<MatchResponse>>('POST', MY_MATCHES_PATH, payload),
    onSuccess: invalidate,
  });
}

export function useUpdateMatch(id: string) {
  const invalidate = useInvalidateMatches();
  return useMutation({
    mutationFn: (payload: MatchPayload) => apiRequest<MatchResponse>('PUT', `${MY_MATCHES_PATH}/${id}`, payload),
    onSuccess: invalidate,
  });
}
