import type { MatchFormat } from '../matches';
import { applyEvent, initialState } from './fold';
import type { DeliveryDismissalKind, DeliveryEvent, MatchSetup, MatchState, PlayerId, ScoringEvent, TeamSide } from './types';

/**
 * Cricsheet JSON (https://cricsheet.org/format/json/) read into a match's setup and events.
 * Data from Cricsheet (cricsheet.org) is under the Open Data Commons Attribution License.
 */

export interface CricsheetDelivery {
  batter: string;
  bowler: string;
  non_striker: string;
  runs: { batter: number; extras: number; total: number; non_boundary?: boolean };
  extras?: { wides?: number; noballs?: number; byes?: number; legbyes?: number; penalty?: number };
  wickets?: { kind: string; player_out: string; fielders?: { name?: string }[] }[];
}

export interface CricsheetInnings {
  team: string;
  overs?: { over: number; deliveries: CricsheetDelivery[] }[];
  super_over?: boolean;
  declared?: boolean;
  forfeited?: boolean;
  target?: { overs?: number; runs?: number };
}

export interface CricsheetMatch {
  info: {
    match_type: string;
    overs?: number;
    balls_per_over?: number;
    teams: string[];
    players?: Record<string, string[]>;
    registry?: { people?: Record<string, string> };
    outcome?: { winner?: string; result?: string; method?: string };
  };
  innings: CricsheetInnings[];
}

export const CRICSHEET_FORMATS: Record<string, MatchFormat> = { T20: 't20', IT20: 't20', ODI: 'odi', ODM: 'odi', Test: 'test', MDM: 'test' };

const DISMISSALS: Record<string, DeliveryDismissalKind> = {
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
const RETIREMENTS = { 'retired hurt': 'retired_hurt', 'retired not out': 'retired_not_out', 'retired out': 'retired_out' } as const;

/** Thrown when a file's deliveries break the Laws as the engine applies them. */
export class CricsheetError extends Error {}

export function cricsheetSetup(match: CricsheetMatch): MatchSetup {
  const { info } = match;
  const format = CRICSHEET_FORMATS[info.match_type] ?? 'custom';
  const people = info.registry?.people ?? {};
  const team = (name: string) => ({ name, players: (info.players?.[name] ?? []).map((player) => ({ id: people[player] ?? player, name: player })) });
  return {
    format,
    overs: format === 'test' ? null : (info.overs ?? null),
    teams: { team1: team(info.teams[0]), team2: team(info.teams[1]) },
    rules: info.balls_per_over && info.balls_per_over !== 6 ? { ballsPerOver: info.balls_per_over } : {},
  };
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
  const wicket = ball.wickets?.find((one) => DISMISSALS[one.kind]);
  if (wicket) {
    const kind = DISMISSALS[wicket.kind];
    delivery.wicket = { kind, batter: id(wicket.player_out) };
    const fielders = (wicket.fielders ?? []).map((fielder) => fielder.name).filter((name): name is string => !!name);
    if (fielders.length && kind !== 'caught_and_bowled') delivery.wicket.fielders = fielders.map(id);
  }
  return delivery;
}

/** Reads a Cricsheet match into setup and events; the striker of each ball is taken from the file. */
export function fromCricsheet(match: CricsheetMatch): { setup: MatchSetup; events: ScoringEvent[] } {
  const setup = cricsheetSetup(match);
  const people = match.info.registry?.people ?? {};
  const id = (name: string): PlayerId => people[name] ?? name;
  const side = (team: string): TeamSide => (team === match.info.teams[0] ? 'team1' : 'team2');
  const state = initialState(setup);
  const events: ScoringEvent[] = [];
  const push = (event: ScoringEvent, where: string) => {
    const error = applyEvent(state, event);
    if (error) throw new CricsheetError(`${where}: ${error}`);
    events.push(event);
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
    for (const { ball, where } of balls) {
      const current = state.current!;
      for (const name of [ball.batter, ball.non_striker]) {
        if (current.vacancy && current.striker !== id(name) && current.nonStriker !== id(name)) push({ type: 'batter_in', batter: id(name) }, where);
      }
      if (current.bowler !== id(ball.bowler)) push({ type: 'bowler', bowler: id(ball.bowler) }, where);
      if (current.striker !== id(ball.batter)) push({ type: 'swap_strike' }, where);
      push(toDelivery(ball, id), where);
      for (const wicket of ball.wickets ?? []) {
        const kind = wicket.kind as keyof typeof RETIREMENTS | 'timed out';
        if (kind === 'timed out') push({ type: 'timed_out', batter: id(wicket.player_out) }, where);
        else if (RETIREMENTS[kind] && state.current) push({ type: 'retire', batter: id(wicket.player_out), kind: RETIREMENTS[kind] }, where);
      }
    }
    if (state.current) push(innings.declared ? { type: 'declare' } : { type: 'end_innings', reason: 'closed' }, `innings ${number + 1}`);
  });
  if (!state.completed) {
    const outcome = match.info.outcome?.result;
    push({ type: 'result', outcome: outcome === 'draw' ? 'drawn' : 'no_result' }, 'outcome');
  }
  return { setup, events };
}

/** A file's target that the score already implies needs no revision. */
function reviseMatches(state: MatchState, target: { overs?: number; runs?: number }, setup: MatchSetup): boolean {
  const previous = state.innings.filter((innings) => !innings.superOver);
  const runs = previous.length === 1 ? previous[0].runs + 1 : undefined;
  const overs = state.rules.oversPerInnings ?? setup.overs ?? undefined;
  return (target.runs === undefined || target.runs === runs) && (target.overs === undefined || target.overs === overs);
}
