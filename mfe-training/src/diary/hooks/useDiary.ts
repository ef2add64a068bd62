import { TRAINING_API, type DiaryEntryPayload, type DiaryEntryResponse, type DiarySummary } from '@cricket/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { useTrainingMutation } from '../../common/hooks/useTrainingMutation';
import { pathKey } from '../../common/utils/trainingKeys';
import { DIARY_TOASTS } from '../../texts';
import { deleteEntry, fetchEntry, saveEntry } from '../api/diaryApi';
import { diaryEntryPath, diarySummaryPath } from '../api/diaryPaths';

/** Keyed by the path fetchEntry reads, so the key names the request it stands for (core §7). */
export const useDiaryEntry = (date: string) => useQuery({ queryKey: pathKey(diaryEntryPath(date)), queryFn: () => fetchEntry(date) });

export const useDiaryEntries = () => useApiQuery<DiaryEntryResponse[]>(TRAINING_API.diaryEntries());

export const useDiarySummary = () => useApiQuery<DiarySummary>(diarySummaryPath());

export function useSaveEntry() {
  return useTrainingMutation(({ date, payload }: { date: string; payload: DiaryEntryPayload }) => saveEntry(date, payload), {
    success: () => [DIARY_TOASTS.savedTitle, DIARY_TOASTS.saved],
    failure: DIARY_TOASTS.saveFailed,
  });
}

export function useDeleteEntry() {
  return useTrainingMutation((date: string) => deleteEntry(date), {
    success: () => [DIARY_TOASTS.deletedTitle],
    failure: DIARY_TOASTS.deleteFailed,
  });
}
