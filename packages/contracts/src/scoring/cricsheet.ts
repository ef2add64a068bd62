import { MATCH_FORMATS, type MatchFormat } from '../matches';
import type { ScoringRuleSettings } from './api';
import { applyEvent, initialState } from './fold';
import type { DeliveryDismissalKind, DeliveryEvent, MatchSetup, MatchState, PlayerId, ScoringEvent, TeamSide } from './types';

/**
 * Cricsheet JSON (https://cricsheet.org/format/json/) read into a match's setup and events.
 * Data from Cricsheet (cricsheet.org) is under the Open Data Commons Attribution License.
 */

export interface CricsheetWicket {
  kind: string;
  player_out: string;
  fielders?: { name?: string; substitute?: boolean }[];
}

export interface CricsheetDelivery {
  batter: string;
  bowler: string;
  non_striker: string;
  runs: { batter: number; extras: number; total: number; non_boundary?: boolean };
  extras?: { wides?: number; noballs?: number; byes?: number; legbyes?: number; penalty?: number };
  wickets?: CricsheetWicket[];
}

export interface CricsheetInnings {
  team: string;
  overs?: { over: number; deliveries: CricsheetDelivery[] }[];
  super_over?: boolean;
  declared?: boolean;
  forfeited?: boolean;
  target?: { overs?: number; runs?: number };
  /** Penalty runs awarded to this side before its first ball or after its last (data version 1.1.0). */
  penalty_runs?: { pre?: number; post?: number };
}

export interface CricsheetOutcome {
  winner?: string;
  by?: { runs?: number; wickets?: number; innings?: number };
  /** 'tie', 'draw' or 'no result'. */
  result?: string;
  /** 'D/L', 'DLS', 'Awarded'… */
  method?: string;
  /** The winner of the super over (or bowl-out) of a tie. */
  eliminator?: string;
}

export interface CricsheetMatch {
  meta?: { data_version: string; created: string; revision: number };
  info: {
    match_type?: string;
    overs?: number;
    balls_per_over?: number;
    teams: string[];
    players?: Record<string, string[]>;
    registry?: { people?: Record<string, string> };
    outcome?: CricsheetOutcome;
    dates?: string[];
    venue?: string;
    city?: string;
    toss?: { winner: string; decision: string };
    /** Ours, not Cricsheet's: the match's competition rules beyond the balls per over (toCricsheet writes them). */
    scoring_rules?: ScoringRuleSettings;
  };
  innings: CricsheetInnings[];
}

export const CRICSHEET_FORMATS: Record<string, MatchFormat> = { T20: 't20', IT20: 't20', ODI: 'odi', ODM: 'odi', Test: 'test', MDM: 'test' };

/** Cricsheet's match type for a format; formats Cricsheet has no type for keep their own name ('T10'). */
export function cricsheetMatchType(format: MatchFormat): string {
  return Object.entries(CRICSHEET_FORMATS).find(([, value]) => value === format)?.[0] ?? format.toUpperCase();
}

/** The format of a Cricsheet match type; our own formats written out ('T10') are read back too. */
export function cricsheetFormat(matchType: string | undefined): MatchFormat {
  const own = matchType?.toLowerCase();
  return CRICSHEET_FORMATS[matchType ?? ''] ?? MATCH_FORMATS.find((format) => format === own) ?? 'custom';
}

export const CRICSHEET_DISMISSALS: Record<string, DeliveryDismissalKind> = {
  bowled: 'bowled',
  caught: 'caught',
  'caught and bowled': 'caught_and_bowled',
  lbw: 'lbw',
  stumped: 'stumped',
  'run out': 'run_out',
  'hit wicket': 'hit_wicket',
  'hit the ball twice': 'hit_the_ball_twice',
  'obstructing the field': 'obstructing_the_field',
  'handled the ball': 'obstructing_the_field',
};
export const CRICSHEET_RETIREMENTS = { 'retired hurt': 'retired_hurt', 'retired not out': 'retired_not_out', 'retired out': 'retired_out' } as const;

/** Thrown when a file's deliveries break the Laws as the engine applies them. */
export class CricsheetError extends Error {}

/**
 * Each team's players in order: the listed XI, then anyone else the deliveries name batting for
 * it or bowling at it (files without `players`, or a substitute who bowled).
 */
export function cricsheetSquads(match: CricsheetMatch): Record<string, string[]> {
  const { teams } = match.info;
  const squads: Record<string, string[]> = Object.fromEntries(teams.map((team) => [team, [...(match.info.players?.[team] ?? [])]]));
  const add = (team: string | undefined, name: string) => {
    if (team !== undefined && !squads[team].includes(name)) squads[team].push(name);
  };
  for (const innings of match.innings) {
    const fielding = teams.find((team) => team !== innings.team);
    for (const over of innings.overs ?? []) {
      for (const ball of over.deliveries) {
        add(innings.team, ball.batter);
        add(innings.team, ball.non_striker);
        add(fielding, ball.bowler);
      }
    }
  }
  return squads;
}

/**
 * The setup of a Cricsheet match. Players are known by `playerIds` (name → id, e.g. squad ids),
 * else by the file's registry id, else by name.
 */
export function cricsheetSetup(match: CricsheetMatch, playerIds: Readonly<Record<string, PlayerId>> = {}): MatchSetup {
  const { info } = match;
  const format = cricsheetFormat(info.match_type);
  const id = playerIdOf(match, playerIds);
  const squads = cricsheetSquads(match);
  const team = (name: string) => ({ name, players: squads[name].map((player) => ({ id: id(player), name: player })) });
  // A tie the file decides without a super over (an old one-day match) stays a tie.
  const tiedForGood = info.outcome?.result === 'tie' && !info.outcome.eliminator && !match.innings.some((innings) => innings.super_over);
  return {
    format,
    overs: format === 'test' ? null : (info.overs ?? null),
    teams: { team1: team(info.teams[0]), team2: team(info.teams[1]) },
    rules: {
      ...info.scoring_rules,
      ...(info.balls_per_over && info.balls_per_over !== 6 && { ballsPerOver: info.balls_per_over }),
      ...(tiedForGood && { superOverOnTie: false }),
    },
  };
}

function playerIdOf(match: CricsheetMatch, playerIds: Readonly<Record<string, PlayerId>>): (name: string) => PlayerId {
  const people = match.info.registry?.people ?? {};
  return (name) => playerIds[name] ?? people[name] ?? name;
}

function toDelivery(ball: CricsheetDelivery, id: (name: string) => PlayerId): DeliveryEvent {
  const extras = ball.extras ?? {};
  const delivery: DeliveryEvent = { type: 'delivery', runs: 0 };
  if (extras.wides) {
    delivery.extra = 'wide';
    delivery.runs = extras.wides - 1;
    // Cricsheet does not mark boundaries on wides; five wides are a boundary in practice.
    if (delivery.runs === 4) delivery.boundary = 4;
  } else {
    if (extras.noballs) delivery.extra = 'no_ball';
    if (extras.byes) Object.assign(delivery, { runs: extras.byes, runsKind: 'bye' });
    else if (extras.legbyes) Object.assign(delivery, { runs: extras.legbyes, runsKind: 'leg_bye' });
    // Older files count runs run off a no-ball (not off the bat) as no-balls; the 2017 Laws make them byes.
    else if ((extras.noballs ?? 0) > 1) Object.assign(delivery, { runs: extras.noballs! - 1, runsKind: 'bye' });
    else delivery.runs = ball.runs.batter;
    if ((delivery.runs === 4 || delivery.runs === 6) && !ball.runs.non_boundary && (delivery.runs === 4 || !delivery.runsKind)) delivery.boundary = delivery.runs;
  }
  if (extras.penalty) delivery.penalty = { to: 'batting' };
  const wicket = ball.wickets?.find((one) => CRICSHEET_DISMISSALS[one.kind]);
  if (wicket) {
    const kind = CRICSHEET_DISMISSALS[wicket.kind];
    delivery.wicket = { kind, batter: id(wicket.player_out) };
    const fielders = (wicket.fielders ?? []).map((fielder) => fielder.name).filter((name): name is string => !!name);
    if (fielders.length && kind !== 'caught_and_bowled') delivery.wicket.fielders = fielders.map(id);
  }
  return delivery;
}

/** Awards of `runs` penalty runs, each worth the rules' penalty; a remainder cannot be scored. */
function penaltyAwards(runs: number | undefined, state: MatchState, where: string): number {
  const awards = (runs ?? 0) / state.rules.penaltyRuns;
  if (!Number.isInteger(awards)) throw new CricsheetError(`${where}: ${runs} penalty runs are not whole awards of ${state.rules.penaltyRuns}`);
  return awards;
}

/**
 * Reads a Cricsheet match into setup, events and the state they fold to; the striker of each ball
 * is taken from the file. Throws a CricsheetError naming the first ball the engine refuses.
 */
export function fromCricsheet(
  match: CricsheetMatch,
  playerIds: Readonly<Record<string, PlayerId>> = {},
): { setup: MatchSetup; events: ScoringEvent[]; state: MatchState } {
  const setup = cricsheetSetup(match, playerIds);
  const id = playerIdOf(match, playerIds);
  const side = (team: string): TeamSide => (team === match.info.teams[0] ? 'team1' : 'team2');
  const state = initialState(setup);
  const events: ScoringEvent[] = [];
  const push = (event: ScoringEvent, where: string) => {
    const error = applyEvent(state, event);
    if (error) throw new CricsheetError(`${where}: ${error}`);
    events.push(event);
  };
  const penalties = (count: number, where: string) => {
    for (let award = 0; award < count; award++) push({ type: 'penalty', to: 'batting' }, where);
  };

  match.innings.forEach((innings, number) => {
    const balls = (innings.overs ?? []).flatMap((over) => over.deliveries.map((ball, index) => ({ ball, where: `innings ${number + 1}, over ${over.over}.${index + 1}` })));
    const target = innings.target;
    if (target && !innings.super_over && state.rules.inningsPerSide === 1 && !reviseMatches(state, target, setup)) {
      push({ type: 'revise', ...(target.overs !== undefined && { overs: Math.ceil(target.overs) }), ...(target.runs !== undefined && { target: target.runs }) }, `innings ${number + 1}`);
    }
    const first = balls[0]?.ball;
    if (!first) return;
    push({ type: 'innings_start', battingTeam: side(innings.team), striker: id(first.batter), nonStriker: id(first.non_striker), bowler: id(first.bowler) }, `innings ${number + 1}`);
    penalties(penaltyAwards(innings.penalty_runs?.pre, state, `innings ${number + 1}`), `innings ${number + 1}`);
    balls.forEach(({ ball, where }, index) => {
      const current = state.current!;
      for (const name of [ball.batter, ball.non_striker]) {
        if (current.vacancy && current.striker !== id(name) && current.nonStriker !== id(name)) push({ type: 'batter_in', batter: id(name) }, where);
      }
      if (current.bowler !== id(ball.bowler)) push({ type: 'bowler', bowler: id(ball.bowler) }, where);
      if (current.striker !== id(ball.batter)) push({ type: 'swap_strike' }, where);
      // One award rides on the ball and more are awarded after it; the innings may end on its last
      // ball, so there they go in before it, with the runs awarded after the innings (`post`).
      const last = index === balls.length - 1;
      const more = Math.max(0, penaltyAwards(ball.extras?.penalty, state, where) - 1);
      if (last) penalties(more + penaltyAwards(innings.penalty_runs?.post, state, where), where);
      push(toDelivery(ball, id), where);
      for (const wicket of ball.wickets ?? []) {
        const kind = wicket.kind as keyof typeof CRICSHEET_RETIREMENTS | 'timed out';
        if (kind === 'timed out') push({ type: 'timed_out', batter: id(wicket.player_out) }, where);
        else if (CRICSHEET_RETIREMENTS[kind] && state.current) push({ type: 'retire', batter: id(wicket.player_out), kind: CRICSHEET_RETIREMENTS[kind] }, where);
      }
      if (!last) penalties(more, where);
    });
    if (state.current) push(innings.declared ? { type: 'declare' } : { type: 'end_innings', reason: 'closed' }, `innings ${number + 1}`);
  });
  if (!state.completed) push(recordedOutcome(match), 'outcome');
  return { setup, events, state };
}

/** The result a file states when its deliveries do not decide one: a draw, an awarded match, or no result. */
function recordedOutcome(match: CricsheetMatch): ScoringEvent {
  const outcome = match.info.outcome;
  if (outcome?.result === 'draw') return { type: 'result', outcome: 'drawn' };
  const winner = match.info.teams.indexOf(outcome?.winner ?? '');
  if (winner >= 0) return { type: 'result', outcome: 'conceded', winner: winner === 0 ? 'team1' : 'team2' };
  return { type: 'result', outcome: 'no_result' };
}

/** A file's target that the score already implies needs no revision. */
function reviseMatches(state: MatchState, target: { overs?: number; runs?: number }, setup: MatchSetup): boolean {
  const previous = state.innings.filter((innings) => !innings.superOver);
  const runs = previous.length === 1 ? previous[0].runs + 1 : undefined;
  const overs = state.rules.oversPerInnings ?? setup.overs ?? undefined;
  return (target.runs === undefined || target.runs === runs) && (target.overs === undefined || target.overs === overs);
}
