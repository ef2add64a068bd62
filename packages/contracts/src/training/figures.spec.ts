import type { DiaryFigures } from './diary';
import { attendanceRate, boundaryPercentage, diaryDerived, diaryStats, diaryStreak, economyRate, strikeRate } from './figures';

const noAwards = { manOfMatch: false, manOfSeries: false, bestFielder: false, bestBowler: false, matchWinner: false };
const entry = (overrides: Partial<DiaryFigures> = {}): DiaryFigures => ({
  mood: 3,
  trainingHours: 2,
  batting: null,
  bowling: null,
  fielding: null,
  awards: noAwards,
  ...overrides,
});

describe('batting and bowling figures', () => {
  it('gives runs per 100 balls, none without a ball faced', () => {
    expect(strikeRate(45, 30)).toBe(150);
    expect(strikeRate(10, 3)).toBe(333.33);
    expect(strikeRate(0, 0)).toBeNull();
  });

  it('gives the share of runs scored in boundaries', () => {
    expect(boundaryPercentage(40, 4, 2)).toBe(70);
    expect(boundaryPercentage(0, 0, 0)).toBeNull();
  });

  it('reads the overs figure as overs and balls for the economy', () => {
    expect(economyRate(24, 4)).toBe(6);
    expect(economyRate(20, 3.2)).toBe(6);
    expect(economyRate(5, 0)).toBeNull();
  });

  it('derives only the sections the entry has', () => {
    expect(diaryDerived({ batting: null, bowling: null })).toEqual({ strikeRate: null, boundaryPercentage: null, economy: null });
    expect(
      diaryDerived({
        batting: { ballsFaced: 20, runs: 30, fours: 3, sixes: 1, shotExecution: 7 },
        bowling: { overs: 2, wickets: 1, runsConceded: 15, lineLengthConsistency: 6 },
      }),
    ).toEqual({ strikeRate: 150, boundaryPercentage: 60, economy: 7.5 });
  });
});

describe('attendanceRate', () => {
  it('counts present and late as attended, unmarked as absent, and leaves excused out', () => {
    expect(attendanceRate({ present: 2, late: 1, absent: 0, unmarked: 1 })).toBe(75);
    expect(attendanceRate({ present: 1, late: 0, absent: 2 })).toBe(33.33);
  });

  it('is none when nothing counts', () => {
    expect(attendanceRate({ present: 0, late: 0, absent: 0, unmarked: 0 })).toBeNull();
  });
});

describe('diaryStreak', () => {
  it('counts the run ending today', () => {
    expect(diaryStreak(['2026-11-03', '2026-11-04', '2026-11-05'], '2026-11-05')).toEqual({ current: 3, longest: 3 });
  });

  it('keeps the streak while today has no entry yet, and breaks it after a missed day', () => {
    expect(diaryStreak(['2026-11-03', '2026-11-04'], '2026-11-05').current).toBe(2);
    expect(diaryStreak(['2026-11-03', '2026-11-04'], '2026-11-06').current).toBe(0);
  });

  it('finds the longest run anywhere, across month ends', () => {
    const dates = ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02', '2026-11-10'];
    expect(diaryStreak(dates, '2026-11-10')).toEqual({ current: 1, longest: 4 });
  });

  it('is zero without entries', () => {
    expect(diaryStreak([], '2026-11-10')).toEqual({ current: 0, longest: 0 });
  });
});

describe('diaryStats', () => {
  it('totals and averages the entries as booking §3 names them', () => {
    const stats = diaryStats([
      entry({
        mood: 4,
        trainingHours: 2.5,
        batting: { ballsFaced: 20, runs: 30, fours: 3, sixes: 1, shotExecution: 7 },
        bowling: { overs: 2, wickets: 1, runsConceded: 12, lineLengthConsistency: 6 },
        awards: { ...noAwards, manOfMatch: true, matchWinner: true },
      }),
      entry({
        mood: 2,
        trainingHours: 1,
        batting: { ballsFaced: 10, runs: 6, fours: 0, sixes: 0, shotExecution: 4 },
        bowling: { overs: 1.3, wickets: 2, runsConceded: 18, lineLengthConsistency: 8 },
        fielding: { catches: 2, runOuts: 1, fieldingActions: 9, effort: 9 },
      }),
    ]);
    expect(stats.totalEntries).toBe(2);
    expect(stats.totalTrainingHours).toBe(3.5);
    expect(stats.averageMood).toBe(3);
    expect(stats.awards).toEqual({ total: 2, manOfMatch: 1, manOfSeries: 0, bestFielder: 0, bestBowler: 0, matchWinner: 1 });
    expect(stats.battingPerformance).toEqual({
      totalBallsFaced: 30,
      totalRunsScored: 36,
      totalFours: 3,
      totalSixes: 1,
      strikeRate: 120,
      boundaryPercentage: 50,
      averageShotExecution: 5.5,
      battingSessions: 2,
    });
    expect(stats.bowlingPerformance).toEqual({
      totalOversBowled: 3.3,
      totalWicketsTaken: 3,
      averageEconomyRate: 9,
      averageLineLengthConsistency: 7,
      wicketsPerSession: 1.5,
      bowlingSessions: 2,
    });
    expect(stats.fieldingPerformance).toEqual({
      totalCatchesTaken: 2,
      totalRunOuts: 1,
      totalFieldingActions: 9,
      averageFieldingEffort: 9,
      fieldingSessions: 1,
    });
  });

  it('is all zeros without entries', () => {
    const stats = diaryStats([]);
    expect(stats.averageMood).toBe(0);
    expect(stats.battingPerformance.strikeRate).toBe(0);
    expect(stats.bowlingPerformance.totalOversBowled).toBe(0);
  });
});
