import { diaryToday, TRAINING_API } from '@cricket/contracts';

// The diary's read paths, apart from the calls: the route table declares the diary pages' first
// reads with them, and everything imported here goes into every training route's first chunk.

/** Where a day's entry is read: the one-day list (see fetchEntry). */
export const diaryEntryPath = (date: string) => TRAINING_API.diaryEntries({ from: date, to: date });

/** The writer's summary; the streak counts up to their today, so the browser sends its local date. */
export const diarySummaryPath = () => TRAINING_API.diarySummary({ today: diaryToday() });
