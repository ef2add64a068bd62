import { diaryDerived, type DiaryEntryResponse, type DiaryFigures, type DiarySavedData, type DiaryTrendPoint } from '@cricket/contracts';
import type { DiaryEntry } from './diary-entry.entity';

export function diaryFigures(entry: DiaryEntry): DiaryFigures {
  return { mood: entry.mood, trainingHours: entry.trainingHours, batting: entry.batting, bowling: entry.bowling, fielding: entry.fielding, awards: entry.awards };
}

export function toDiaryResponse(entry: DiaryEntry): DiaryEntryResponse {
  return {
    id: entry.id,
    date: entry.date,
    ...diaryFigures(entry),
    activities: entry.activities,
    notes: entry.notes,
    derived: diaryDerived(entry),
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
  };
}

export function toTrendPoint(entry: DiaryEntry): DiaryTrendPoint {
  const derived = diaryDerived(entry);
  return {
    date: entry.date,
    mood: entry.mood,
    trainingHours: entry.trainingHours,
    runs: entry.batting?.runs ?? null,
    strikeRate: derived.strikeRate,
    wickets: entry.bowling?.wickets ?? null,
    economy: derived.economy,
    fieldingEffort: entry.fielding?.effort ?? null,
  };
}

/** What statistics learns of a saved entry: its figures, never its notes or activities. */
export function diarySavedData(entry: DiaryEntry, created: boolean): DiarySavedData {
  return { entryId: entry.id, userId: entry.userId, date: entry.date, created, ...diaryFigures(entry) };
}
