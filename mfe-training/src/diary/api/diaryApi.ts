import { TRAINING_API, type DiaryEntryPayload, type DiaryEntryResponse } from '@cricket/contracts';
import { apiGet, apiRequest } from '@cricket/shell-sdk';
import { diaryEntryPath } from './diaryPaths';


/**
 * The entry of a day, or null when none is written yet. Read as the one-day list: a day without
 * an entry is the page's ordinary state, not a failed request for the browser to report.
 */
export async function fetchEntry(date: string): Promise<DiaryEntryResponse | null> {
  const [entry] = await apiGet<DiaryEntryResponse[]>(diaryEntryPath(date));
  return entry ?? null;
}

export function saveEntry(date: string, payload: DiaryEntryPayload): Promise<DiaryEntryResponse> {
  return apiRequest('PUT', TRAINING_API.diaryEntry(date), payload);
}

export function deleteEntry(date: string): Promise<unknown> {
  return apiRequest('DELETE', TRAINING_API.diaryEntry(date));
}
