import {
  MATCH_FILE_PATHS,
  importBatches,
  type MatchDetailResponse,
  type MatchesResponse,
  type MatchImportBatchResponse,
  type MatchImportOutcome,
  type MatchPayload,
  type MatchResponse,
  type MatchStatus,
} from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PickedMatchFile } from './matchFiles';

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

/**
 * Imports match files in the batches the server takes (importBatches), one request after another,
 * telling `onBatch` each batch's outcomes as they come; a batch the server cannot take at all
 * (503, 413) is reported against each of its files, and the next is still sent.
 */
export async function importMatchFiles(
  files: readonly PickedMatchFile[],
  tournamentId: number | null,
  onBatch: (results: MatchImportOutcome[]) => void,
): Promise<void> {
  for (const batch of importBatches(files)) {
    try {
      const answer = await apiRequest<MatchImportBatchResponse>('POST', MATCH_FILE_PATHS.importBatch('cricsheet', tournamentId), {
        files: batch.map(({ name, match }) => ({ name, match })),
      });
      onBatch(answer.results);
    } catch (error) {
      onBatch(batch.map(({ name }) => ({ name, error: (error as Error).message })));
    }
  }
}

/** Runs an import of picked files; afterwards every read is stale (matches, teams, tournaments' tables). */
export function useImportMatchFiles() {
  const queryClient = useQueryClient();
  return async (files: readonly PickedMatchFile[], tournamentId: number | null, onBatch: (results: MatchImportOutcome[]) => void) => {
    await importMatchFiles(files, tournamentId, onBatch);
    await queryClient.invalidateQueries();
  };
}
