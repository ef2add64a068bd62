import type { ResultOutcome, ScoreResponse } from '../matches';
import { calledBalls, formatOvers, runRate } from './overs';
import type { InningsState, MatchState, PlayerId, TeamSide } from './types';

/** What a chase still needs; null outside a chase or once it is over. */
export interface ChaseView {
  runsNeeded: number;
  /** Null in an innings without an overs limit. */
  ballsRemaining: number | null;
  /** Runs per over needed, two decimals; null without an overs limit. */
  requiredRunRate: number | null;
}

export function chaseView(state: MatchState, innings: InningsState): ChaseView | null {
  if (innings.target === null || innings.completed) return null;
  const runsNeeded = Math.max(0, innings.target - innings.runs);
  const ballsRemaining = innings.maxLegalBalls === null ? null : innings.maxLegalBalls - calledBalls(innings, state.rules.ballsPerOver);
  const requiredRunRate = ballsRemaining === null ? null : ballsRemaining === 0 ? null : runRate(runsNeeded, ballsRemaining, state.rules.ballsPerOver);
  return { runsNeeded, ballsRemaining, requiredRunRate };
}

/** The balls of the over in progress ('1', '4', 'W', '1wd'…), or of the over just completed. */
export function thisOver(innings: InningsState): string[] {
  return innings.overs[innings.overs.length - 1]?.balls ?? [];
}

/** Runs and wickets in the last `count` overs, the over in progress included ('Last 5 overs: 42/1'). */
export function lastOvers(innings: InningsState, count = 5): { runs: number; wickets: number; overs: number } {
  const recent = innings.overs.slice(-count);
  return { runs: recent.reduce((sum, over) => sum + over.runs, 0), wickets: recent.reduce((sum, over) => sum + over.wickets, 0), overs: recent.length };
}

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Runs a single legal ball's scoring varies by in limited-overs cricket (about 1.3 runs). */
const RUNS_SPREAD_PER_BALL = 1.3;

/**
 * The chasing side's chance of winning, updated every ball. Model: the target sets the pitch's
 * par rate r = (target − 1) / balls of the innings. With B balls left and w of W wickets lost the
 * chasers are expected to make E = B × r × (1 − (w / W)²) more runs (wickets in hand are worth
 * more the fewer are left), with a spread of σ = 1.3 × √B. The chance is P(runs ≥ needed) =
 * Φ((E − needed + 0.5) / σ), kept within 1%–99% until the chase is decided. Null outside a
 * limited-overs chase.
 */
export function winProbability(state: MatchState): { team: TeamSide; probability: number } | null {
  const chase = [...state.innings].reverse().find((innings) => innings.target !== null);
  if (!chase || chase.maxLegalBalls === null) return null;
  if (state.result) return { team: chase.battingTeam, probability: state.result.winner === chase.battingTeam ? 1 : state.result.winner === null ? 0.5 : 0 };
  if (chase.completed) return null;
  const needed = chase.target! - chase.runs;
  const ballsLeft = chase.maxLegalBalls - calledBalls(chase, state.rules.ballsPerOver);
  const parPerBall = (chase.target! - 1) / chase.maxLegalBalls;
  const expected = ballsLeft * parPerBall * (1 - (chase.wickets / chase.allOutWickets) ** 2);
  const spread = RUNS_SPREAD_PER_BALL * Math.sqrt(Math.max(ballsLeft, 1));
  const probability = Math.min(0.99, Math.max(0.01, normalCdf((expected - needed + 0.5) / spread)));
  return { team: chase.battingTeam, probability: Math.round(probability * 1000) / 1000 };
}

/**
 * Score as read (core §3): each side's latest innings of the match proper, the batting side as its
 * team id, and currentInnings counting innings of the match proper (super overs are in the scorecard).
 */
export function scoreResponse(state: MatchState, teamIds: Record<TeamSide, number>): ScoreResponse {
  const main = state.innings.filter((innings) => !innings.superOver);
  const latest = (side: TeamSide) => [...main].reverse().find((innings) => innings.battingTeam === side);
  const line = (side: TeamSide) => {
    const innings = latest(side);
    return { runs: innings?.runs ?? 0, wickets: innings?.wickets ?? 0, overs: formatOvers(innings ? calledBalls(innings, state.rules.ballsPerOver) : 0, state.rules.ballsPerOver) };
  };
  const [team1, team2] = [line('team1'), line('team2')];
  const batting = main[main.length - 1];
  return {
    battingTeam: batting ? teamIds[batting.battingTeam] : null,
    currentInnings: main.length,
    team1Score: team1.runs,
    team1Wickets: team1.wickets,
    team1Overs: team1.overs,
    team2Score: team2.runs,
    team2Wickets: team2.wickets,
    team2Overs: team2.overs,
  };
}

/** The points-table outcome of a completed match (a super-over decision is a win). */
export function pointsOutcome(state: MatchState): ResultOutcome | null {
  const result = state.result;
  if (!result) return null;
  if (result.outcome === 'win') return 'win';
  return result.outcome === 'tie' ? 'tie' : 'no_result';
}

/**
 * Net run rate figures of each side in the match proper, as the ICC Men's T20I Playing Conditions
 * count them (Appendix, clause 16.10.x on net run rate; the same text as the World Cup's 21.10.5):
 * - a side all out (or left with no batter able to bat) counts the full quota of overs it was
 *   entitled to, not the overs in which it was dismissed; the quota is the innings' revised overs
 *   where they were revised;
 * - in a match decided by Duckworth/Lewis (DLS) after the chasing side's target was revised, the
 *   side batting first is credited with one run less than that target, off the overs the chasing
 *   side was allocated to reach it;
 * - super overs are left out (a no result is left out by the points table).
 */
export function netRunRateFigures(state: MatchState): Record<TeamSide, { runsScored: number; ballsFaced: number; runsConceded: number; ballsBowled: number }> {
  const figures = {
    team1: { runsScored: 0, ballsFaced: 0, runsConceded: 0, ballsBowled: 0 },
    team2: { runsScored: 0, ballsFaced: 0, runsConceded: 0, ballsBowled: 0 },
  };
  const main = state.innings.filter((one) => !one.superOver);
  const chase = state.result?.outcome === 'win' && state.result.method === 'DLS' ? main.find((one) => one.target !== null && one.maxLegalBalls !== null) : undefined;
  for (const innings of main) {
    const credited = chase && innings.battingTeam === chase.bowlingTeam ? { runs: chase.target! - 1, balls: chase.maxLegalBalls! } : null;
    const allOut = innings.wickets >= innings.allOutWickets || innings.endReason === 'all_out';
    const runs = credited?.runs ?? innings.runs;
    // Overs count as the umpires called them (a five- or seven-ball over is one over).
    const balls = credited?.balls ?? (allOut && innings.maxLegalBalls !== null ? innings.maxLegalBalls : calledBalls(innings, state.rules.ballsPerOver));
    figures[innings.battingTeam].runsScored += runs;
    figures[innings.battingTeam].ballsFaced += balls;
    figures[innings.bowlingTeam].runsConceded += runs;
    figures[innings.bowlingTeam].ballsBowled += balls;
  }
  return figures;
}

/** Match totals for the platform statistics. */
export function matchTotals(state: MatchState): { legalBalls: number; dotBalls: number; fours: number; sixes: number; wickets: number; runs: number } {
  const totals = { legalBalls: 0, dotBalls: 0, fours: 0, sixes: 0, wickets: 0, runs: 0 };
  for (const innings of state.innings) {
    totals.legalBalls += innings.legalBalls;
    totals.wickets += innings.wickets;
    totals.runs += innings.runs;
    for (const ball of innings.deliveries) totals.dotBalls += ball.legal && ball.totalRuns === 0 ? 1 : 0;
    for (const batter of innings.batters) {
      totals.fours += batter.fours;
      totals.sixes += batter.sixes;
    }
  }
  return totals;
}

/**
 * The ball figures the platform statistics keep, for a whole match: overs with a legal ball,
 * dot balls, boundaries and wickets off deliveries, and every player who batted or bowled.
 */
export interface MatchBallTotals {
  overs: number;
  dots: number;
  fours: number;
  sixes: number;
  wickets: number;
  players: PlayerId[];
}

export function matchBallTotals(state: MatchState): MatchBallTotals {
  const totals: MatchBallTotals = { overs: 0, dots: 0, fours: 0, sixes: 0, wickets: 0, players: [] };
  const players = new Set<PlayerId>();
  for (const innings of state.innings) {
    const overs = new Set<number>();
    for (const ball of innings.deliveries) {
      if (ball.legal) overs.add(ball.over);
      if (ball.legal && ball.totalRuns === 0) totals.dots += 1;
      if (ball.batterRuns > 0 && ball.event.boundary === 4) totals.fours += 1;
      if (ball.batterRuns > 0 && ball.event.boundary === 6) totals.sixes += 1;
      if (ball.dismissed !== null) totals.wickets += 1;
      for (const player of [ball.striker, ball.nonStriker, ball.bowler]) if (player) players.add(player);
    }
    totals.overs += overs.size;
  }
  totals.players = [...players];
  return totals;
}
