import { addDays } from '../matches/dates';
import { ballsFromOversFigure, oversFigureFromBalls } from '../matches/overs';
import type { AttendanceCounts } from './attendance';
import { DIARY_AWARDS, type DiaryDerived, type DiaryFigures, type DiaryStats, type DiaryStreak } from './diary';

/** Figures shown and sent with two decimals at most. */
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Runs per 100 balls; null without a ball faced. */
export function strikeRate(runs: number, ballsFaced: number): number | null {
  return ballsFaced > 0 ? round2((runs / ballsFaced) * 100) : null;
}

/** Share of the runs scored in 4s and 6s, in percent; null without a run. */
export function boundaryPercentage(runs: number, fours: number, sixes: number): number | null {
  return runs > 0 ? round2(((fours * 4 + sixes * 6) / runs) * 100) : null;
}

/** Runs conceded per over (an overs figure such as 3.4); null without a ball bowled. */
export function economyRate(runsConceded: number, overs: number): number | null {
  const balls = ballsFromOversFigure(overs);
  return balls > 0 ? round2((runsConceded * 6) / balls) : null;
}

export function diaryDerived(figures: Pick<DiaryFigures, 'batting' | 'bowling'>): DiaryDerived {
  const { batting, bowling } = figures;
  return {
    strikeRate: batting ? strikeRate(batting.runs, batting.ballsFaced) : null,
    boundaryPercentage: batting ? boundaryPercentage(batting.runs, batting.fours, batting.sixes) : null,
    economy: bowling ? economyRate(bowling.runsConceded, bowling.overs) : null,
  };
}

/**
 * Present and late attended; excused is left out; absent and unmarked did not attend.
 * Percent with two decimals, null when nothing counts.
 */
export function attendanceRate(counts: Pick<AttendanceCounts, 'present' | 'late' | 'absent'> & { unmarked?: number }): number | null {
  const attended = counts.present + counts.late;
  const expected = attended + counts.absent + (counts.unmarked ?? 0);
  return expected > 0 ? round2((attended / expected) * 100) : null;
}

/**
 * Days in a row with an entry. The current streak ends today, or yesterday while today has
 * no entry yet (the day is not over); the longest is the best run anywhere.
 */
export function diaryStreak(dates: readonly string[], today: string): DiaryStreak {
  const days = new Set(dates);
  let longest = 0;
  for (const date of days) {
    if (days.has(addDays(date, -1))) continue;
    let length = 1;
    while (days.has(addDays(date, length))) length += 1;
    longest = Math.max(longest, length);
  }
  let current = 0;
  let cursor = days.has(today) ? today : addDays(today, -1);
  while (days.has(cursor)) {
    current += 1;
    cursor = addDays(cursor, -1);
  }
  return { current, longest };
}

const average = (sum: number, count: number) => (count > 0 ? round2(sum / count) : 0);

/** diaryStats of booking spec §3 over any set of entries (one person's, or every person's for the About page). */
export function diaryStats(entries: readonly DiaryFigures[]): DiaryStats {
  const batting = entries.flatMap((e) => (e.batting ? [e.batting] : []));
  const bowling = entries.flatMap((e) => (e.bowling ? [e.bowling] : []));
  const fielding = entries.flatMap((e) => (e.fielding ? [e.fielding] : []));
  const sum = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0);

  const awardCounts = Object.fromEntries(DIARY_AWARDS.map((a) => [a, entries.filter((e) => e.awards[a]).length])) as Record<
    (typeof DIARY_AWARDS)[number],
    number
  >;
  const runs = sum(batting, (b) => b.runs);
  const balls = sum(batting, (b) => b.ballsFaced);
  const fours = sum(batting, (b) => b.fours);
  const sixes = sum(batting, (b) => b.sixes);
  const economies = bowling.flatMap((b) => {
    const e = economyRate(b.runsConceded, b.overs);
    return e === null ? [] : [e];
  });
  const wickets = sum(bowling, (b) => b.wickets);

  return {
    totalEntries: entries.length,
    totalTrainingHours: round2(sum(entries, (e) => e.trainingHours)),
    averageMood: average(sum(entries, (e) => e.mood), entries.length),
    awards: { total: sum(DIARY_AWARDS, (a) => awardCounts[a]), ...awardCounts },
    battingPerformance: {
      totalBallsFaced: balls,
      totalRunsScored: runs,
      totalFours: fours,
      totalSixes: sixes,
      strikeRate: strikeRate(runs, balls) ?? 0,
      boundaryPercentage: boundaryPercentage(runs, fours, sixes) ?? 0,
      averageShotExecution: average(sum(batting, (b) => b.shotExecution), batting.length),
      battingSessions: batting.length,
    },
    bowlingPerformance: {
      totalOversBowled: Number(oversFigureFromBalls(sum(bowling, (b) => ballsFromOversFigure(b.overs)))),
      totalWicketsTaken: wickets,
      averageEconomyRate: average(sum(economies, (e) => e), economies.length),
      averageLineLengthConsistency: average(sum(bowling, (b) => b.lineLengthConsistency), bowling.length),
      wicketsPerSession: average(wickets, bowling.length),
      bowlingSessions: bowling.length,
    },
    fieldingPerformance: {
      totalCatchesTaken: sum(fielding, (f) => f.catches),
      totalRunOuts: sum(fielding, (f) => f.runOuts),
      totalFieldingActions: sum(fielding, (f) => f.fieldingActions),
      averageFieldingEffort: average(sum(fielding, (f) => f.effort), fielding.length),
      fieldingSessions: fielding.length,
    },
  };
}
