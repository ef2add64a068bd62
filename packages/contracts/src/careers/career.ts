import { BALLS_PER_OVER, type MatchFormat } from '../matches';
import { formatOvers, type PlayerId } from '../scoring';
import { sum } from './helpers';
import type { BattingInningsFigures, BowlingInningsFigures, FieldingFigures, PlayerMatchFigures } from './match-figures';

/** Careers are split by format as the records are kept: T20, ODI, Test, and every other format together. */
export const FORMAT_GROUPS = ['t20', 'odi', 'test', 'other'] as const;
export type FormatGroup = (typeof FORMAT_GROUPS)[number];

export function formatGroup(format: MatchFormat): FormatGroup {
  return format === 't20' || format === 'odi' || format === 'test' ? format : 'other';
}

export interface BattingCareer {
  /** Matches played (a substitute fielder's match is none). */
  matches: number;
  /** Innings batted: absent hurt and did not bat are none. */
  innings: number;
  /** Not out, retired hurt or retired not out. */
  notOuts: number;
  runs: number;
  /** '87*' (not out) or '102'; null before an innings. Of equal scores the not out one is the higher. */
  highest: string | null;
  /** Runs per dismissal, two decimals; null when never out. */
  average: number | null;
  ballsFaced: number;
  /** Runs per 100 balls faced, two decimals; null before a ball. */
  strikeRate: number | null;
  hundreds: number;
  /** Scores of 50 to 99. */
  fifties: number;
  /** Out for 0. */
  ducks: number;
  fours: number;
  sixes: number;
}

export interface BowlingCareer {
  /** Innings in which the player bowled. */
  innings: number;
  balls: number;
  /** Overs in each match's balls per over: '312.4'; where they differ, one part for each: '40 (6-ball) + 12.3 (8-ball)'. */
  overs: string;
  maidens: number;
  runs: number;
  wickets: number;
  /** Best innings figures 'wickets/runs': most wickets, then fewest runs; null before an innings. */
  best: string | null;
  /** Runs per wicket, two decimals; null without a wicket. */
  average: number | null;
  /** Runs per six balls, two decimals; null before a ball. */
  economy: number | null;
  /** Balls per wicket, two decimals; null without a wicket. */
  strikeRate: number | null;
  /** Innings of exactly four wickets. */
  fourWickets: number;
  /** Innings of five wickets or more. */
  fiveWickets: number;
}

export interface CareerFigures {
  player: PlayerId;
  name: string;
  batting: BattingCareer;
  bowling: BowlingCareer;
  fielding: FieldingFigures;
}

/**
 * numerator / denominator cut to two decimals, as the official records print averages, economy and
 * strike rates (405 runs in 14 dismissals is 28.92, not 28.93); null when the denominator is zero.
 * Both are whole numbers, so the floor of the exact quotient is exact in floating point.
 */
export function rate(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : Math.floor((numerator * 100) / denominator) / 100;
}

function highestScore(innings: readonly BattingInningsFigures[]): string | null {
  const top = innings.reduce<BattingInningsFigures | null>((best, one) => (!best || one.runs > best.runs || (one.runs === best.runs && one.notOut && !best.notOut) ? one : best), null);
  return top && `${top.runs}${top.notOut ? '*' : ''}`;
}

function bestFigures(innings: readonly BowlingInningsFigures[]): string | null {
  const top = innings.reduce<BowlingInningsFigures | null>((best, one) => (!best || one.wickets > best.wickets || (one.wickets === best.wickets && one.runs < best.runs) ? one : best), null);
  return top && `${top.wickets}/${top.runs}`;
}

function oversText(records: readonly PlayerMatchFigures[]): string {
  const ballsByOver = new Map<number, number>();
  for (const record of records) ballsByOver.set(record.ballsPerOver, (ballsByOver.get(record.ballsPerOver) ?? 0) + sum(record.bowling, (line) => line.balls));
  const parts = [...ballsByOver].filter(([, balls]) => balls > 0).sort(([a], [b]) => a - b);
  if (parts.length <= 1) return formatOvers(parts[0]?.[1] ?? 0, parts[0]?.[0] ?? BALLS_PER_OVER);
  return parts.map(([ballsPerOver, balls]) => `${formatOvers(balls, ballsPerOver)} (${ballsPerOver}-ball)`).join(' + ');
}

function battingCareer(records: readonly PlayerMatchFigures[]): BattingCareer {
  const innings = records.flatMap((record) => record.batting);
  const runs = sum(innings, (one) => one.runs);
  const ballsFaced = sum(innings, (one) => one.balls);
  const notOuts = innings.filter((one) => one.notOut).length;
  return {
    matches: records.filter((record) => record.played).length,
    innings: innings.length,
    notOuts,
    runs,
    highest: highestScore(innings),
    average: rate(runs, innings.length - notOuts),
    ballsFaced,
    strikeRate: rate(runs * 100, ballsFaced),
    hundreds: innings.filter((one) => one.runs >= 100).length,
    fifties: innings.filter((one) => one.runs >= 50 && one.runs < 100).length,
    ducks: innings.filter((one) => one.runs === 0 && !one.notOut).length,
    fours: sum(innings, (one) => one.fours),
    sixes: sum(innings, (one) => one.sixes),
  };
}

function bowlingCareer(records: readonly PlayerMatchFigures[]): BowlingCareer {
  const innings = records.flatMap((record) => record.bowling);
  const balls = sum(innings, (one) => one.balls);
  const runs = sum(innings, (one) => one.runs);
  const wickets = sum(innings, (one) => one.wickets);
  return {
    innings: innings.length,
    balls,
    overs: oversText(records),
    maidens: sum(innings, (one) => one.maidens),
    runs,
    wickets,
    best: bestFigures(innings),
    average: rate(runs, wickets),
    economy: rate(runs * BALLS_PER_OVER, balls),
    strikeRate: rate(balls, wickets),
    fourWickets: innings.filter((one) => one.wickets === 4).length,
    fiveWickets: innings.filter((one) => one.wickets >= 5).length,
  };
}

/** Figures over records that are all the player's own. */
function figuresOf(player: PlayerId, own: readonly PlayerMatchFigures[]): CareerFigures {
  return {
    player,
    name: own[own.length - 1]?.name ?? player,
    batting: battingCareer(own),
    bowling: bowlingCareer(own),
    fielding: {
      catches: sum(own, (record) => record.fielding.catches),
      stumpings: sum(own, (record) => record.fielding.stumpings),
      runOuts: sum(own, (record) => record.fielding.runOuts),
    },
  };
}

/** One player's figures over the match records given (other players' records are passed over). */
export function careerFigures(player: PlayerId, records: readonly PlayerMatchFigures[]): CareerFigures {
  return figuresOf(player, records.filter((record) => record.player === player));
}

/** Every player's figures over the records, in order of first appearance. */
export function careersOf(records: readonly PlayerMatchFigures[]): CareerFigures[] {
  const byPlayer = new Map<PlayerId, PlayerMatchFigures[]>();
  for (const record of records) {
    const own = byPlayer.get(record.player);
    if (own) own.push(record);
    else byPlayer.set(record.player, [record]);
  }
  return [...byPlayer].map(([player, own]) => figuresOf(player, own));
}

/**
 * A person's records from each of their squads as one player's: a registered user who plays for a
 * club and a school has one career, whichever squad id each match knows them by.
 */
export function asOnePlayer(player: PlayerId, records: readonly PlayerMatchFigures[]): PlayerMatchFigures[] {
  return records.map((record) => (record.player === player ? record : { ...record, player }));
}

/** One player's figures in each format group they played. */
export function careerByFormat(player: PlayerId, records: readonly PlayerMatchFigures[]): Partial<Record<FormatGroup, CareerFigures>> {
  const own = records.filter((record) => record.player === player);
  return Object.fromEntries(
    FORMAT_GROUPS.map((group) => [group, own.filter((record) => formatGroup(record.format) === group)] as const)
      .filter(([, inGroup]) => inGroup.length > 0)
      .map(([group, inGroup]) => [group, figuresOf(player, inGroup)]),
  );
}
