import {
  DIARY_AWARDS,
  type DiaryAward,
  type DiaryBatting,
  type DiaryBowling,
  type DiaryEntryPayload,
  type DiaryEntryResponse,
  type DiaryFielding,
} from '@cricket/contracts';

/** What the entry form holds: the sections' figures always, with a switch saying whether each was played. */
export interface DiaryFormValues {
  mood: number;
  trainingHours: number;
  activities: string[];
  notes?: string;
  batted: boolean;
  batting: DiaryBatting;
  bowled: boolean;
  bowling: DiaryBowling;
  fielded: boolean;
  fielding: DiaryFielding;
  awards: DiaryAward[];
}

const EMPTY_BATTING: DiaryBatting = { ballsFaced: 0, runs: 0, fours: 0, sixes: 0, shotExecution: 5 };
const EMPTY_BOWLING: DiaryBowling = { overs: 0, wickets: 0, runsConceded: 0, lineLengthConsistency: 5 };
const EMPTY_FIELDING: DiaryFielding = { catches: 0, runOuts: 0, fieldingActions: 0, effort: 5 };

/** A stored entry (or none yet) as the form's values; a section not played starts from zeros and middling ratings. */
export function toValues(entry: DiaryEntryResponse | null): DiaryFormValues {
  return {
    mood: entry?.mood ?? 3,
    trainingHours: entry?.trainingHours ?? 0,
    activities: entry?.activities ?? [],
    notes: entry?.notes ?? undefined,
    batted: !!entry?.batting,
    batting: entry?.batting ?? EMPTY_BATTING,
    bowled: !!entry?.bowling,
    bowling: entry?.bowling ?? EMPTY_BOWLING,
    fielded: !!entry?.fielding,
    fielding: entry?.fielding ?? EMPTY_FIELDING,
    awards: entry ? DIARY_AWARDS.filter((award) => entry.awards[award]) : [],
  };
}

/** A section the person did not play that day travels as null. */
export function toPayload(values: DiaryFormValues): DiaryEntryPayload {
  return {
    mood: values.mood,
    trainingHours: values.trainingHours ?? 0,
    activities: values.activities ?? [],
    notes: values.notes?.trim() || null,
    batting: values.batted ? values.batting : null,
    bowling: values.bowled ? values.bowling : null,
    fielding: values.fielded ? values.fielding : null,
    awards: Object.fromEntries(DIARY_AWARDS.map((award) => [award, (values.awards ?? []).includes(award)])),
  };
}
