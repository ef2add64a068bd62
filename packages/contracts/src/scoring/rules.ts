import { BALLS_PER_OVER, PLAYERS_PER_SIDE, oversQuota, type MatchFormat } from '../matches';
import type { MatchRules, MatchSetup } from './types';

export const WIDE_RUNS = 1;
export const NO_BALL_RUNS = 1;
export const PENALTY_RUNS = 5;
/** The largest penalty a playing condition awards at once (Law 41's is 5; over-rate penalties a few more). */
export const MAX_PENALTY_RUNS = 30;
/** Follow-on margin of a five-day match (Law 14.1.1). */
export const FOLLOW_ON_MARGIN = 200;
/** A super over is one over a side, and two wickets end it. */
export const SUPER_OVER_OVERS = 1;
export const SUPER_OVER_WICKETS = 2;

/** One bowler may bowl a fifth of the overs, rounded up (T20 4, ODI 10). */
export function bowlerOverLimit(oversPerInnings: number | null): number | null {
  return oversPerInnings === null ? null : Math.ceil(oversPerInnings / 5);
}

/** The format's rules, with the match's overs and the league's overrides applied. */
export function resolveRules(format: MatchFormat, overs?: number | null, overrides: MatchSetup['rules'] = {}): MatchRules {
  const test = format === 'test';
  const oversPerInnings = test ? null : oversQuota(format, overs) ?? 20;
  return {
    format,
    oversPerInnings,
    ballsPerOver: BALLS_PER_OVER,
    inningsPerSide: test ? 2 : 1,
    playersPerSide: PLAYERS_PER_SIDE,
    lastManStands: false,
    freeHit: !test,
    wideRuns: WIDE_RUNS,
    noBallRuns: NO_BALL_RUNS,
    penaltyRuns: PENALTY_RUNS,
    maxOversPerBowler: bowlerOverLimit(oversPerInnings),
    followOnMargin: test ? FOLLOW_ON_MARGIN : null,
    declarationsAllowed: test,
    superOverOnTie: !test,
    ...overrides,
  };
}

export function rulesOf(setup: MatchSetup): MatchRules {
  return resolveRules(setup.format, setup.overs, setup.rules);
}
