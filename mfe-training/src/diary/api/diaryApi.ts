import { TRAINING_API, type DiaryEntryPayload, type DiaryEntryResponse } from '@cricket/contracts';
import { apiGet, apiRequest, isApiError } from '@cricket/shell-sdk';

/** The entry of a day, or null when none is written yet (404). */
export async function fetchEntry(date: string): Promise<DiaryEntryResponse | null> {
  try {
    return await apiGet<DiaryEntryResponse>(TRAINING_API.diaryEntry(date));
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function saveEntry(date: string, payload: DiaryEntryPayload): Promise<DiaryEntryResponse> {
  return apiRequest('PUT', TRAINING_API.diaryEntry(date), payload);
}

export function deleteEntry(date: string): Promise<unknown> {
  return apiRequest('DELETE', TRAINING_API.diaryEntry(date));
}
