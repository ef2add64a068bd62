import type { DiaryStats } from '../training/diary';

/** The statistics response of booking spec §3, field by field (GET /api/statistics, public). */
export interface PlatformStatistics {
  userStats: { total: number; players: number; coaches: number; team_managers: number; umpires: number; admins: number; general: number };
  teamCount: number;
  tournamentCount: number;
  matchStats: { total: number; live: number };
  technicalStats: {
    peakConcurrentLiveMatches: number;
    avgScoringUpdatesPerMinute: number;
    systemUptimePercentage: number;
    winProbabilityCalculationsPerMatch: number;
  };
  cricketStats: { totalPlayers: number; totalOvers: number; dotBalls: number; fours: number; sixes: number; wickets: number };
  /** Totals and averages over every diary entry (training contracts compute them: `diaryStats`). */
  diaryStats: DiaryStats;
}

export type StatisticsResponse = PlatformStatistics;

export const STATISTICS_API = { statistics: '/api/statistics' } as const;

export const ZERO_STATISTICS: PlatformStatistics = {
  userStats: { total: 0, players: 0, coaches: 0, team_managers: 0, umpires: 0, admins: 0, general: 0 },
  teamCount: 0,
  tournamentCount: 0,
  matchStats: { total: 0, live: 0 },
  technicalStats: { peakConcurrentLiveMatches: 0, avgScoringUpdatesPerMinute: 0, systemUptimePercentage: 0, winProbabilityCalculationsPerMatch: 0 },
  cricketStats: { totalPlayers: 0, totalOvers: 0, dotBalls: 0, fours: 0, sixes: 0, wickets: 0 },
  diaryStats: {
    totalEntries: 0,
    totalTrainingHours: 0,
    averageMood: 0,
    awards: { total: 0, manOfMatch: 0, manOfSeries: 0, bestFielder: 0, bestBowler: 0, matchWinner: 0 },
    battingPerformance: {
      totalBallsFaced: 0,
      totalRunsScored: 0,
      totalFours: 0,
      totalSixes: 0,
      strikeRate: 0,
      boundaryPercentage: 0,
      averageShotExecution: 0,
      battingSessions: 0,
    },
    bowlingPerformance: {
      totalOversBowled: 0,
      totalWicketsTaken: 0,
      averageEconomyRate: 0,
      averageLineLengthConsistency: 0,
      wicketsPerSession: 0,
      bowlingSessions: 0,
    },
    fieldingPerformance: { totalCatchesTaken: 0, totalRunOuts: 0, totalFieldingActions: 0, averageFieldingEffort: 0, fieldingSessions: 0 },
  },
};

type Plain = Record<string, unknown>;

/** Fills every missing or non-numeric figure of a partial answer with zero. */
function withZeros<T>(zero: T, value: unknown): T {
  if (typeof zero === 'number') return (typeof value === 'number' && Number.isFinite(value) ? value : 0) as T;
  const source = value && typeof value === 'object' ? (value as Plain) : {};
  const result: Plain = {};
  for (const [key, zeroValue] of Object.entries(zero as Plain)) result[key] = withZeros(zeroValue, source[key]);
  return result as T;
}

/** Any answer (or none) as a complete statistics object: a failed load shows zeros (booking spec §2). */
export function normalizeStatistics(answer: unknown): PlatformStatistics {
  return withZeros(ZERO_STATISTICS, answer);
}
