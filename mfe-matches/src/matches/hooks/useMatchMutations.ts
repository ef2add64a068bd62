import type { MatchImportOutcome, MatchPayload } from '@cricket/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useInvalidatingMutation } from '../../common/hooks/useInvalidatingMutation';
import { createMatch, importMatchFiles, MATCH_READS, updateMatch } from '../api/matchesApi';
import type { PickedMatchFile } from '../utils/matchFiles';

export function useCreateMatch() {
  return useInvalidatingMutation(createMatch, MATCH_READS);
}

export function useUpdateMatch(id: string) {
  return useInvalidatingMutation((payload: MatchPayload) => updateMatch(id, payload), MATCH_READS);
}

/** Runs an import of picked files; afterwards every read is stale (matches, teams, tournaments' tables). */
export function useImportMatchFiles() {
  const queryClient = useQueryClient();
  return async (files: readonly PickedMatchFile[], tournamentId: number | null, onBatch: (results: MatchImportOutcome[]) => void) => {
    await importMatchFiles(files, tournamentId, onBatch);
    await queryClient.invalidateQueries();
  };
}
