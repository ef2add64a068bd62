import type { TossDecision } from '../matches';
import { SCORING_RULE_SETTINGS } from './api';
import { penaltyRunsOf } from './apply-delivery';
import {
  CRICSHEET_DISMISSALS,
  CRICSHEET_RETIREMENTS,
  cricsheetMatchType,
  type CricsheetDelivery,
  type CricsheetInnings,
  type CricsheetMatch,
  type CricsheetOutcome,
  type CricsheetReplacement,
  type CricsheetWicket,
} from './cricsheet';
import { foldMatch, playerName } from './fold';
import { ballsToOvers, miscountedOvers } from './overs';
import type { DeliveryRecord, InningsState, MatchSetup, MatchState, PlayerId, ScoringEvent, ScoringResult, SubstitutionReason, TeamSetup, TeamSide } from './types';

/**
 * A scored match written as Cricsheet JSON (https://cricsheet.org/format/json/), so that reading
 * it back (fromCricsheet) folds to the same innings and result. Retirements and timed out ride on
 * the ball before them, as Cricsheet records them. Competition rules other than the balls per over
 * go in `info.scoring_rules`, which other readers ignore.
 */

export interface CricsheetDetails {
  /** YYYY-MM-DD the match was played. */
  date: string;
  venue: string;
  toss: { winner: TeamSide; decision: TossDecision } | null;
  /** YYYY-MM-DD the file is written. */
  created: string;
}

const RETIREMENT_KINDS = Object.fromEntries(Object.entries(CRICSHEET_RETIREMENTS).map(([kind, ours]) => [ours, kind]));
const dismissalKind = (kind: string) => Object.entries(CRICSHEET_DISMISSALS).find(([, ours]) => ours === kind)![0];

/** Names as the file writes them: unique in the match (a shared name gets the player's id). */
function namer(state: MatchState, events: readonly ScoringEvent[]): (id: PlayerId) => string {
  const ids = new Set<PlayerId>();
  for (const side of ['team1', 'team2'] as const) for (const player of state.teams[side].players ?? []) ids.add(player.id);
  for (const innings of state.innings) {
    for (const line of innings.batters) ids.add(line.player);
    for (const line of innings.bowlers) ids.add(line.player);
  }
  for (const event of events) if (event.type === 'delivery') for (const fielder of event.wicket?.fielders ?? []) ids.add(fielder);
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(playerName(state, id), (counts.get(playerName(state, id)) ?? 0) + 1);
  return (id) => {
    const name = playerName(state, id);
    return (counts.get(name) ?? 0) > 1 ? `${name} (${id})` : name;
  };
}

/** What happened between balls, placed as Cricsheet places it. */
interface BetweenBalls {
  /** Retirements and timed out, on the ball before them (none before an innings' first ball). */
  wickets: Map<number, CricsheetWicket[]>;
  /** Penalty runs to the batting side between balls, on the ball before them. */
  penalties: Map<number, number>;
  /** Penalty runs an innings had before its first ball (Law 41.17's next innings, or awarded before it), by innings number. */
  before: Map<number, number>;
  /** Replacements, on the ball after them. */
  replacements: Map<number, CricsheetReplacement[]>;
}

function betweenBalls(setup: MatchSetup, events: readonly ScoringEvent[], state: MatchState, name: (id: PlayerId) => string): BetweenBalls {
  const found: BetweenBalls = { wickets: new Map(), penalties: new Map(), before: new Map(), replacements: new Map() };
  const add = <T>(map: Map<number, T[]>, key: number, value: T) => map.set(key, [...(map.get(key) ?? []), value]);
  let innings = 0;
  let lastBall: number | null = null;
  let substitutes: CricsheetReplacement[] = [];
  events.forEach((event, index) => {
    if (event.type === 'delivery' && substitutes.length > 0) {
      found.replacements.set(index, substitutes);
      substitutes = [];
    }
    if (event.type === 'innings_start') {
      innings += 1;
      lastBall = null;
      const pending = foldMatch(setup, events.slice(0, index + 1)).current!.extras.penalty;
      if (pending > 0) found.before.set(innings, pending);
    } else if (event.type === 'delivery') {
      lastBall = index;
    } else if (event.type === 'substitute') {
      substitutes.push({ in: name(event.in), out: name(event.out), team: state.teams[event.side].name, reason: SUBSTITUTION_REASONS_WRITTEN[event.reason] });
    } else if (event.type === 'penalty' && event.to === 'batting') {
      const runs = penaltyRunsOf(event, state.rules);
      if (lastBall === null) found.before.set(innings, (found.before.get(innings) ?? 0) + runs);
      else found.penalties.set(lastBall, (found.penalties.get(lastBall) ?? 0) + runs);
    } else if ((event.type === 'retire' || event.type === 'timed_out') && lastBall !== null) {
      add(found.wickets, lastBall, { kind: event.type === 'timed_out' ? 'timed out' : RETIREMENT_KINDS[event.kind], player_out: name(event.batter) });
    }
  });
  return found;
}

const SUBSTITUTION_REASONS_WRITTEN: Record<SubstitutionReason, string> = {
  concussion: 'concussion_substitute',
  impact_player: 'impact_player',
  covid: 'covid_replacement',
  injury: 'injury',
  other: 'other',
};

function delivery(record: DeliveryRecord, name: (id: PlayerId) => string, between: BetweenBalls): CricsheetDelivery {
  const { event, extras } = record;
  const penaltyAfter = between.penalties.get(record.eventIndex) ?? 0;
  const written = { wides: extras.wides, noballs: extras.noBalls, byes: extras.byes, legbyes: extras.legByes, penalty: extras.penalty + penaltyAfter };
  const extrasRuns = record.totalRuns - record.batterRuns + penaltyAfter;
  // Four or six run, or made of runs and overthrows (not a boundary hit), off the bat or as byes: the reader would take it for one.
  const ran = (event.runs === 4 || event.runs === 6) && event.runs !== event.boundary && event.extra !== 'wide';
  const wickets: CricsheetWicket[] = [...(between.wickets.get(record.eventIndex) ?? [])];
  if (event.wicket && record.dismissed) {
    const fielders = (event.wicket.fielders ?? []).map((fielder) => ({ name: name(fielder) }));
    wickets.unshift({ kind: dismissalKind(event.wicket.kind), player_out: name(record.dismissed), ...(fielders.length > 0 && { fielders }) });
  }
  const nonZero = Object.entries(written).filter(([, runs]) => runs > 0);
  const replacements = between.replacements.get(record.eventIndex);
  return {
    batter: name(record.striker),
    bowler: name(record.bowler),
    non_striker: record.nonStriker === null ? name(record.striker) : name(record.nonStriker),
    runs: { batter: record.batterRuns, extras: extrasRuns, total: record.batterRuns + extrasRuns, ...(ran && { non_boundary: true }) },
    ...(nonZero.length > 0 && { extras: Object.fromEntries(nonZero) }),
    ...(wickets.length > 0 && { wickets }),
    ...(replacements && { replacements: { match: replacements } }),
  };
}

function innings(state: MatchState, one: InningsState, name: (id: PlayerId) => string, between: BetweenBalls): CricsheetInnings {
  const overs: CricsheetInnings['overs'] = [];
  for (const record of one.deliveries) {
    if (overs[overs.length - 1]?.over !== record.over) overs.push({ over: record.over, deliveries: [] });
    overs[overs.length - 1].deliveries.push(delivery(record, name, between));
  }
  const pre = between.before.get(one.number) ?? 0;
  const onBalls = overs.flatMap((over) => over.deliveries).reduce((sum, ball) => sum + (ball.extras?.penalty ?? 0), 0);
  // What is left was awarded to this side after its innings (Law 41.17: to its most recent completed innings).
  const post = one.extras.penalty - pre - onBalls;
  const { ballsPerOver } = state.rules;
  const miscounted = miscountedOvers(one, ballsPerOver);
  const absent = one.batters.filter((line) => line.status === 'absent_hurt').map((line) => name(line.player));
  return {
    team: state.teams[one.battingTeam].name,
    overs,
    ...(miscounted.length > 0 && { miscounted_overs: Object.fromEntries(miscounted.map((over) => [String(over.number - 1), { balls: over.legalBalls }])) }),
    ...(absent.length > 0 && { absent_hurt: absent }),
    ...(one.superOver && { super_over: true }),
    ...(one.endReason === 'declared' && { declared: true }),
    ...(one.endReason === 'forfeited' && { forfeited: true }),
    ...(one.target !== null && !one.superOver && { target: { runs: one.target, ...(one.maxLegalBalls !== null && { overs: ballsToOvers(one.maxLegalBalls, ballsPerOver) }) } }),
    ...((pre > 0 || post > 0) && { penalty_runs: { ...(pre > 0 && { pre }), ...(post > 0 && { post }) } }),
  };
}

function outcome(result: ScoringResult | null, teams: Record<TeamSide, TeamSetup>): CricsheetOutcome | null {
  if (!result) return null;
  if (result.outcome !== 'win') return { result: result.outcome === 'tie' ? 'tie' : result.outcome === 'drawn' ? 'draw' : 'no result' };
  const winner = teams[result.winner].name;
  if (result.superOver) return { result: 'tie', eliminator: winner };
  if (result.by === null) return { winner, method: 'Awarded' };
  const by = 'innings' in result.by ? { innings: 1, runs: result.by.runs } : result.by;
  return { winner, by, ...(result.method && { method: result.method }) };
}

/**
 * The XIs' size decides 'all out' and the margins; a file lists players, substitutes among them, so
 * it keeps the size as the players per side when both sides named XIs of one size other than eleven.
 */
function xiSize({ teams, rules }: MatchState): { playersPerSide?: number } {
  const [one, two] = [teams.team1.playingXI?.length, teams.team2.playingXI?.length];
  return one !== undefined && one === two && one !== rules.playersPerSide ? { playersPerSide: one } : {};
}

/** The players each side fielded: its XI and who came in for them, or its roster, else whoever batted for it or bowled for it. */
function players(state: MatchState, side: TeamSide, name: (id: PlayerId) => string): string[] {
  const { players: roster, playingXI } = state.teams[side];
  if (playingXI) return [...playingXI, ...state.substitutions.filter((one) => one.side === side).map((one) => one.in)].map(name);
  if (roster) return roster.map((player) => name(player.id));
  const ids = new Set<PlayerId>();
  for (const one of state.innings) {
    if (one.battingTeam === side) for (const line of one.batters) ids.add(line.player);
    else for (const line of one.bowlers) ids.add(line.player);
  }
  return [...ids].map(name);
}

export function toCricsheet(setup: MatchSetup, events: readonly ScoringEvent[], details: CricsheetDetails): CricsheetMatch {
  const state = foldMatch(setup, events);
  const name = namer(state, events);
  const between = betweenBalls(setup, events, state, name);
  const { rules, teams } = state;
  // The balls per over are Cricsheet's own field; rules the file shows by itself (two-run no-balls) are not written.
  const otherRules = { ...Object.fromEntries(Object.entries(setup.rules ?? {}).filter(([rule]) => rule !== 'ballsPerOver' && (SCORING_RULE_SETTINGS as readonly string[]).includes(rule))), ...xiSize(state) };
  const result = outcome(state.result, teams);
  return {
    meta: { data_version: '1.0.0', created: details.created, revision: 1 },
    info: {
      balls_per_over: rules.ballsPerOver,
      dates: [details.date],
      match_type: cricsheetMatchType(rules.format),
      ...(rules.oversPerInnings !== null && { overs: rules.oversPerInnings }),
      ...(result && { outcome: result }),
      players: { [teams.team1.name]: players(state, 'team1', name), [teams.team2.name]: players(state, 'team2', name) },
      ...(Object.keys(otherRules).length > 0 && { scoring_rules: otherRules }),
      teams: [teams.team1.name, teams.team2.name],
      ...(details.toss && { toss: { winner: teams[details.toss.winner].name, decision: details.toss.decision === 'bowl' ? 'field' : 'bat' } }),
      venue: details.venue,
    },
    innings: state.innings.map((one) => innings(state, one, name, between)),
  };
}
