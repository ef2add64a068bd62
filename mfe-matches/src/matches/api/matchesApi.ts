import {
  MATCH_FILE_PATHS,
  importBatches,
  type MatchImportBatchResponse,
  type MatchImportOutcome,
  type MatchPayload,
  type MatchResponse,
} from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';
import { pathsUnder } from '../../common/utils/queryPaths';
import { MY_MATCHES_PATH } from './matchKeys';
import type { PickedMatchFile } from '../utils/matchFiles';

/** After a write every cached match read is stale (lists, details, team and tournament views). */
export const MATCH_READS = pathsUnder(MY_MATCHES_PATH, '/api/matches');

export const createMatch = (payload: MatchPayload) => apiRequest<Partial<MatchResponse>>('POST', MY_MATCHES_PATH, payload);

export const updateMatch = (id: string, payload: MatchPayload) => apiRequest<MatchResponse>('PUT', `${MY_MATCHES_PATH}/${id}`, payload);

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
