import type { BatchLevel, BatchStatus, TrainingBatchResponse } from '@cricket/contracts';

/** What Browse Batches filters by: text in the name, coach or location, a level, a status. */
export interface BatchFilter {
  text: string;
  level: BatchLevel | 'all';
  status: BatchStatus | 'all';
}

export const NO_BATCH_FILTER: BatchFilter = { text: '', level: 'all', status: 'all' };

export function matchesBatchFilter(batch: TrainingBatchResponse, { text, level, status }: BatchFilter): boolean {
  const needle = text.trim().toLowerCase();
  const haystack = [batch.name, batch.coachName, batch.location ?? ''].join(' ').toLowerCase();
  return (!needle || haystack.includes(needle)) && (level === 'all' || batch.level === level) && (status === 'all' || batch.status === status);
}
