import { diaryToday, TRAINING_API, type DiaryEntryPayload, type DiaryEntryResponse, type DiarySummary } from '@cricket/contracts';
import { useQuery } from '@tanstack/react-query';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { useTrainingMutation } from '../../common/hooks/useTrainingMutation';
import { DIARY_TOASTS } from '../../texts';
import { deleteEntry, fetchEntry, saveEntry } from '../api/diaryApi';

export const useDiaryEntry = (date: string) => {
  const path = TRAINING_API.diaryEntry(date);
  return useQuery({ queryKey: [path], queryFn: () => fetchEntry(date) });
};

export const useDiaryEntries = () => useApiQuery<DiaryEntryResponse[]>(TRAINING_API.diaryEntries());

/** The streak counts up to the writer's today, so the browser sends its local date. */
export const useDiarySummary = () => useApiQuery<DiarySummary>(TRAINING_API.diarySummary({ today: diaryToday() }));

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
