/** The daily diary (issue #8; what an entry records follows booking spec §3 diaryStats). */
export const DIARY_AWARDS = ['manOfMatch', 'manOfSeries', 'bestFielder', 'bestBowler', 'matchWinner'] as const;
export type DiaryAward = (typeof DIARY_AWARDS)[number];
export const DIARY_AWARD_LABELS: Record<DiaryAward, string> = {
  manOfMatch: 'Man of the Match',
  manOfSeries: 'Man of the Series',
  bestFielder: 'Best Fielder',
  bestBowler: 'Best Bowler',
  matchWinner: 'Match Winner',
};
export type DiaryAwards = Record<DiaryAward, boolean>;

export const MOOD_LABELS: Record<number, string> = { 1: 'Very low', 2: 'Low', 3: 'Okay', 4: 'Good', 5: 'Great' };

export interface DiaryBatting {
  ballsFaced: number;
  runs: number;
  fours: number;
  sixes: number;
  /** 1..10. */
  shotExecution: number;
}

export interface DiaryBowling {
  /** An overs figure: 3.4 is 3 overs and 4 balls. */
  overs: number;
  wickets: number;
  runsConceded: number;
  /** 1..10. */
  lineLengthConsistency: number;
}

export interface DiaryFielding {
  catches: number;
  runOuts: number;
  fieldingActions: number;
  /** 1..10. */
  effort: number;
}

/** Body of PUT /api/diary/entries/{YYYY-MM-DD}. A section left null means the person did not bat, bowl or field that day. */
export interface DiaryEntryPayload {
  /** 1..5. */
  mood: number;
  /** 0..24 in steps of 0.25. */
  trainingHours: number;
  activities?: string[];
  notes?: string | null;
  batting?: DiaryBatting | null;
  bowling?: DiaryBowling | null;
  fielding?: DiaryFielding | null;
  awards?: Partial<DiaryAwards>;
}

/** The figures that the statistics derive from (everything but the private text). */
export interface DiaryFigures {
  mood: number;
  trainingHours: number;
  batting: DiaryBatting | null;
  bowling: DiaryBowling | null;
  fielding: DiaryFielding | null;
  awards: DiaryAwards;
}

/** Strike rate, boundary percentage and economy: derived, never typed. */
export interface DiaryDerived {
  strikeRate: number | null;
  boundaryPercentage: number | null;
  economy: number | null;
}

export interface DiaryEntryResponse extends DiaryFigures {
  id: number;
  date: string;
  activities: string[];
  notes: string | null;
  derived: DiaryDerived;
  createdAt: string;
  updatedAt: string;
}

/** diaryStats of booking spec §3, for one person (GET /api/diary/summary) or the platform (statistics). */
export interface DiaryStats {
  totalEntries: number;
  totalTrainingHours: number;
  averageMood: number;
  awards: { total: number } & Record<DiaryAward, number>;
  battingPerformance: {
    totalBallsFaced: number;
    totalRunsScored: number;
    totalFours: number;
    totalSixes: number;
    strikeRate: number;
    boundaryPercentage: number;
    averageShotExecution: number;
    battingSessions: number;
  };
  bowlingPerformance: {
    totalOversBowled: number;
    totalWicketsTaken: number;
    averageEconomyRate: number;
    averageLineLengthConsistency: number;
    wicketsPerSession: number;
    bowlingSessions: number;
  };
  fieldingPerformance: {
    totalCatchesTaken: number;
    totalRunOuts: number;
    totalFieldingActions: number;
    averageFieldingEffort: number;
    fieldingSessions: number;
  };
}

export interface DiaryStreak {
  /** Consecutive days with an entry ending today (or yesterday, while today is still open). */
  current: number;
  longest: number;
}

/** One point of the history charts. */
export interface DiaryTrendPoint {
  date: string;
  mood: number;
  trainingHours: number;
  runs: number | null;
  strikeRate: number | null;
  wickets: number | null;
  economy: number | null;
  fieldingEffort: number | null;
}

/** GET /api/diary/summary?from=&to=&today= */
export interface DiarySummary {
  from: string | null;
  to: string | null;
  streak: DiaryStreak;
  stats: DiaryStats;
  trend: DiaryTrendPoint[];
  /** Every date with an entry in the period, ascending (the calendar marks them). */
  entryDates: string[];
}
