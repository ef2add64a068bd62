import type { PlayerId } from '../scoring';
import type { CareerFigures } from './career';
import { byPlayerId } from './helpers';

/** A strike rate counts on the board from this many balls faced (a few lucky hits are no rate). */
export const MIN_BALLS_FACED_FOR_STRIKE_RATE = 100;
/** An economy rate counts on the board from this many balls bowled: twenty six-ball overs. */
export const MIN_BALLS_BOWLED_FOR_ECONOMY = 120;
/** Rows a board shows unless asked for another number. */
export const LEADERBOARD_SIZE = 10;

export const LEADERBOARD_KINDS = ['most_runs', 'most_wickets', 'best_strike_rate', 'best_economy', 'most_sixes'] as const;
export type LeaderboardKind = (typeof LEADERBOARD_KINDS)[number];

export interface LeaderboardRow {
  /** 1-based; ties are broken, so every rank is one player's. */
  rank: number;
  player: PlayerId;
  name: string;
  /** The figure ranked: runs, wickets, strike rate, economy or sixes. */
  value: number;
  career: CareerFigures;
}

interface Board {
  /** On the board at all (a figure above zero, or the qualifying minimum). */
  qualifies: (career: CareerFigures) => boolean;
  value: (career: CareerFigures) => number;
  /** Before the player id, which settles every tie left. */
  compare: (a: CareerFigures, b: CareerFigures) => number;
}

/** Rates are compared exactly (cross-multiplied), not as the rounded figures shown. */
const fasterScoring = (a: CareerFigures, b: CareerFigures) => b.batting.runs * a.batting.ballsFaced - a.batting.runs * b.batting.ballsFaced;
const cheaperBowling = (a: CareerFigures, b: CareerFigures) => a.bowling.runs * b.bowling.balls - b.bowling.runs * a.bowling.balls;
const fewerBallsFaced = (a: CareerFigures, b: CareerFigures) => a.batting.ballsFaced - b.batting.ballsFaced;

/**
 * Each board's order and its ties:
 * - most runs: runs, then fewer balls faced;
 * - most wickets: wickets, then fewer runs conceded;
 * - best strike rate (at least MIN_BALLS_FACED_FOR_STRIKE_RATE balls faced): rate, then more runs;
 * - best economy (at least MIN_BALLS_BOWLED_FOR_ECONOMY balls bowled): the lower rate, then more balls bowled;
 * - most sixes: sixes, then fewer balls faced;
 * and last, on every board, the player id in code-point order.
 */
const BOARDS: Record<LeaderboardKind, Board> = {
  most_runs: {
    qualifies: (career) => career.batting.runs > 0,
    value: (career) => career.batting.runs,
    compare: (a, b) => b.batting.runs - a.batting.runs || fewerBallsFaced(a, b),
  },
  most_wickets: {
    qualifies: (career) => career.bowling.wickets > 0,
    value: (career) => career.bowling.wickets,
    compare: (a, b) => b.bowling.wickets - a.bowling.wickets || a.bowling.runs - b.bowling.runs,
  },
  best_strike_rate: {
    qualifies: (career) => career.batting.ballsFaced >= MIN_BALLS_FACED_FOR_STRIKE_RATE,
    value: (career) => career.batting.strikeRate!,
    compare: (a, b) => fasterScoring(a, b) || b.batting.runs - a.batting.runs,
  },
  best_economy: {
    qualifies: (career) => career.bowling.balls >= MIN_BALLS_BOWLED_FOR_ECONOMY,
    value: (career) => career.bowling.economy!,
    compare: (a, b) => cheaperBowling(a, b) || b.bowling.balls - a.bowling.balls,
  },
  most_sixes: {
    qualifies: (career) => career.batting.sixes > 0,
    value: (career) => career.batting.sixes,
    compare: (a, b) => b.batting.sixes - a.batting.sixes || fewerBallsFaced(a, b),
  },
};

/** The board of `kind` over the careers given (one format, one season: the caller chooses), best first. */
export function leaderboard(kind: LeaderboardKind, careers: readonly CareerFigures[], size: number = LEADERBOARD_SIZE): LeaderboardRow[] {
  const board = BOARDS[kind];
  return careers
    .filter(board.qualifies)
    .sort((a, b) => board.compare(a, b) || byPlayerId(a.player, b.player))
    .slice(0, size)
    .map((career, index) => ({ rank: index + 1, player: career.player, name: career.name, value: board.value(career), career }));
}
