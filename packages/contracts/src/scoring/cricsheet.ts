import { MATCH_FORMATS, type MatchFormat } from '../matches';
import type { ScoringRuleSettings } from './api';
import { applyEvent, initialState } from './fold';
import { SCORING_MESSAGES } from './messages';
import { MAX_PENALTY_RUNS } from './rules';
import { ownEntry } from '../validation/input';
import type { DeliveryDismissalKind, DeliveryEvent, MatchRules, MatchSetup, PenaltyEvent, RetirementKind, MatchState, PlayerId, ReviseEvent, ScoringEvent, SubstitutionReason, TeamSide } from './types';

/**
 * Cricsheet JSON (https://cricsheet.org/format/json/) read into a match's setup and events.
 * Data from Cricsheet (cricsheet.org) is under the Open Data Commons Attribution License.
 */

export interface CricsheetWicket {
  kind: string;
  player_out: string;
  fielders?: { name?: string; substitute?: boolean }[];
}

export interface CricsheetReplacement {
  in: string;
  out?: string;
  /** Match replacements name the team; role replacements the role taken over ('batter', 'bowler'). */
  team?: string;
  role?: string;
  reason?: string;
}

export interface CricsheetDelivery {
  batter: string;
  bowler: string;
  non_striker: string;
  runs: { batter: number; extras: number; total: number; non_boundary?: boolean };
  extras?: { wides?: number; noballs?: number; byes?: number; legbyes?: number; penalty?: number };
  wickets?: CricsheetWicket[];
  replacements?: { match?: CricsheetReplacement[]; role?: CricsheetReplacement[] };
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
  /** Batters who could not bat. */
  absent_hurt?: string[];
  /** Overs (0-based number) the umpire called with other than the balls per over (Law 17.5). */
  miscounted_overs?: Record<string, { balls: number | string; umpire?: string }>;
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
  return ownEntry(CRICSHEET_FORMATS, matchType) ?? MATCH_FORMATS.find((format) => format === own) ?? 'custom';
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
    for (const name of innings.absent_hurt ?? []) add(innings.team, name);
    for (const over of innings.overs ?? []) {
      for (const ball of over.deliveries) {
        for (const replacement of ball.replacements?.match ?? []) add(teams.find((team) => team === replacement.team), replacement.in);
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
      ...(twoRunNoBalls(match) && { noBallRuns: 2 }),
    },
  };
}

/** Some playing conditions (English domestic cricket) make a no-ball two runs: a no-ball of 2 with runs off the bat shows it. */
function twoRunNoBalls(match: CricsheetMatch): boolean {
  return match.innings.some((innings) =>
    (innings.overs ?? []).some((over) => over.deliveries.some(({ extras, runs }) => extras?.noballs === 2 && (runs.batter > 0 || !!extras.byes || !!extras.legbyes))),
  );
}

function playerIdOf(match: CricsheetMatch, playerIds: Readonly<Record<string, PlayerId>>): (name: string) => PlayerId {
  const people = match.info.registry?.people ?? {};
  return (name) => playerIds[name] ?? people[name] ?? name;
}

function toDelivery(ball: CricsheetDelivery, id: (name: string) => PlayerId, rules: MatchRules): DeliveryEvent {
  const extras = ball.extras ?? {};
  const delivery: DeliveryEvent = { type: 'delivery', runs: 0 };
  if (extras.wides) {
    delivery.extra = 'wide';
    // On a wide every run is a wide (Law 22.6); a file that credits the striker too keeps its total.
    delivery.runs = extras.wides - rules.wideRuns + ball.runs.batter;
    // Cricsheet does not mark boundaries on wides; five wides are a boundary in practice.
    if (delivery.runs === 4) delivery.boundary = 4;
  } else {
    if (extras.noballs) delivery.extra = 'no_ball';
    if (extras.byes) Object.assign(delivery, { runs: extras.byes, runsKind: 'bye' });
    else if (extras.legbyes) Object.assign(delivery, { runs: extras.legbyes, runsKind: 'leg_bye' });
    // Older files count runs run off a no-ball (not off the bat) as no-balls; the 2017 Laws make them byes.
    else if ((extras.noballs ?? 0) > rules.noBallRuns) Object.assign(delivery, { runs: extras.noballs! - rules.noBallRuns, runsKind: 'bye' });
    else delivery.runs = ball.runs.batter;
    if ((delivery.runs === 4 || delivery.runs === 6) && !ball.runs.non_boundary && (delivery.runs === 4 || !delivery.runsKind)) delivery.boundary = delivery.runs;
  }
  // A penalty that is no whole number of Law 41 awards is the playing conditions' own (one award of its runs).
  if (extras.penalty) delivery.penalty = extras.penalty % rules.penaltyRuns === 0 ? { to: 'batting' } : { to: 'batting', runs: extras.penalty };
  const wicket = ball.wickets?.find((one) => ownEntry(CRICSHEET_DISMISSALS, one.kind));
  if (wicket) {
    const kind = ownEntry(CRICSHEET_DISMISSALS, wicket.kind)!;
    delivery.wicket = { kind, batter: id(wicket.player_out) };
    const fielders = (wicket.fielders ?? []).map((fielder) => fielder.name).filter((name): name is string => !!name);
    if (fielders.length && kind !== 'caught_and_bowled') delivery.wicket.fielders = fielders.map(id);
  }
  return delivery;
}

/** Penalty runs as awards: whole Law 41 awards, or one award of the playing conditions' own number. */
function penaltyAwards(runs: number | undefined, state: MatchState, to: PenaltyEvent['to'] = 'batting'): PenaltyEvent[] {
  if (!runs) return [];
  const award = state.rules.penaltyRuns;
  // Anything but a few whole awards is one award of its own runs, for the engine to judge.
  if (runs % award !== 0 || runs > MAX_PENALTY_RUNS) return [{ type: 'penalty', to, runs }];
  return Array.from({ length: runs / award }, () => ({ type: 'penalty', to }) as const);
}

const SUBSTITUTION_REASON_OF: Record<string, SubstitutionReason> = {
  concussion: 'concussion',
  concussion_substitute: 'concussion',
  impact_player: 'impact_player',
  covid_replacement: 'covid',
  injury: 'injury',
};

/** Runs the file's balls add to an innings before its last ball (to see whether a target was set after play). */
function runsBeforeLastBall(balls: readonly { ball: CricsheetDelivery }[]): number {
  return balls.slice(0, -1).reduce((sum, { ball }) => sum + ball.runs.total, 0);
}

function inningsRuns(innings: CricsheetInnings, balls: readonly { ball: CricsheetDelivery }[]): number {
  return balls.reduce((sum, { ball }) => sum + ball.runs.total, 0) + (innings.penalty_runs?.pre ?? 0) + (innings.penalty_runs?.post ?? 0);
}

/**
 * Reads a Cricsheet match into setup, events and the state they fold to. A file is the match's
 * history: the striker of each ball is taken from it, the overs stand as the umpires called them,
 * and where the Laws' checks of live input would refuse what the umpires allowed (a bowler in
 * consecutive overs, one over too many, a dismissal off a free hit) the event is recorded as
 * called. Throws a CricsheetError naming the first ball the engine still refuses.
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
  /** The umpires' call stands where the live checks would refuse it; the event says so. */
  const pushAsCalled = (event: Extract<ScoringEvent, { type: 'bowler' | 'delivery' }>, where: string) => {
    if (applyEvent(state, event) === null) {
      events.push(event);
      return;
    }
    const error = applyEvent(state, { ...event, asCalled: true });
    if (error) throw new CricsheetError(`${where}: ${error}`);
    events.push({ ...event, asCalled: true });
  };
  const main = match.innings.filter((innings) => !innings.super_over);
  const chase = main[main.length - 1];

  match.innings.forEach((innings, number) => {
    const label = `innings ${number + 1}`;
    const balls = (innings.overs ?? []).flatMap((over) => over.deliveries.map((ball, index) => ({ ball, over: over.over, where: `${label}, over ${over.over}.${index + 1}` })));
    const target = innings.target;
    const revision = target && !innings.super_over && state.rules.inningsPerSide === 1 && !reviseMatches(state, target, setup) ? reviseOf(target) : null;
    // A target the chase passed before its last ball, or a chase won by runs, was set when play
    // ended: the par of a terminated match, which the margin recorded gives.
    const winMargin = match.info.outcome?.winner === innings.team ? match.info.outcome.by?.runs : undefined;
    const parTarget = winMargin === undefined ? revision?.target : inningsRuns(innings, balls) - winMargin + 1;
    const revisedAfterPlay = revision !== null && innings === chase && parTarget !== undefined && (winMargin !== undefined || runsBeforeLastBall(balls) >= parTarget);
    if (revisedAfterPlay) revision.target = parTarget;
    if (revision && !revisedAfterPlay) push(revision, label);
    const first = balls[0]?.ball;
    if (!first) return;
    push({ type: 'innings_start', battingTeam: side(innings.team), striker: id(first.batter), nonStriker: id(first.non_striker), bowler: id(first.bowler) }, label);
    for (const award of penaltyAwards(innings.penalty_runs?.pre, state)) push(award, label);
    // Runs awarded to the other side after its innings go to that innings (Law 41.17) before this one's first ball.
    const before = match.innings[number - 1];
    if (before?.team !== innings.team) for (const award of penaltyAwards(before?.penalty_runs?.post, state, 'fielding')) push(award, label);
    // Retirements recorded on a ball that also left an end vacant wait for the next ball's batters.
    let retiring = new Map<PlayerId, RetirementKind>();
    balls.forEach(({ ball, over, where }, index) => {
      const current = state.current ?? fail(where, SCORING_MESSAGES.inningsOver);
      if (over > current.completedOvers && current.overs.some((one) => one.number === current.completedOvers + 1)) push({ type: 'end_over' }, where);
      for (const replacement of ball.replacements?.match ?? []) {
        if (replacement.out === undefined || !match.info.teams.includes(replacement.team ?? '')) continue;
        push({ type: 'substitute', side: side(replacement.team!), out: id(replacement.out), in: id(replacement.in), reason: SUBSTITUTION_REASON_OF[replacement.reason ?? ''] ?? 'other' }, where);
      }
      bringIn(state, [id(ball.batter), id(ball.non_striker)], new Map([...injured(ball, id), ...retiring]), push, where);
      retiring = new Map();
      if (state.current!.bowler !== id(ball.bowler)) pushAsCalled({ type: 'bowler', bowler: id(ball.bowler) }, where);
      if (state.current!.striker !== id(ball.batter)) push({ type: 'swap_strike' }, where);
      // One award rides on the ball and more are awarded after it; the innings may end on its last
      // ball, so there they go in before it, with the runs awarded after the innings (`post`).
      const last = index === balls.length - 1;
      const delivery = toDelivery(ball, id, state.rules);
      const more = penaltyAwards(ball.extras?.penalty, state).slice(1);
      const after = match.innings[number + 1];
      const postLater = after !== undefined && after.team !== innings.team && (after.overs ?? []).length > 0;
      if (last) for (const award of [...more, ...(postLater ? [] : penaltyAwards(innings.penalty_runs?.post, state))]) push(award, where);
      // Batters absent hurt are recorded while the innings is open: it may end on its last ball.
      if (last) for (const batter of (innings.absent_hurt ?? []).map(id)) if (!state.current!.batters.some((line) => line.player === batter)) push({ type: 'absent_hurt', batter }, where);
      pushAsCalled(delivery, where);
      // The umpire let the over go on: the next ball of the file is in the same over.
      const next = balls[index + 1];
      const reopened = state.current ?? state.innings[state.innings.length - 1];
      if (next && (reopened.completed || next.over < reopened.completedOvers) && (reopened.endedAt ?? reopened.overEndedAt?.eventCount) === state.eventCount - 1) {
        push({ type: 'another_ball' }, where);
      }
      for (const wicket of ball.wickets ?? []) {
        const retirement = ownEntry<RetirementKind>(CRICSHEET_RETIREMENTS, wicket.kind);
        if (wicket.kind === 'timed out') push({ type: 'timed_out', batter: id(wicket.player_out) }, where);
        else if (retirement && state.current?.vacancy) retiring.set(id(wicket.player_out), retirement);
        else if (retirement && state.current) push({ type: 'retire', batter: id(wicket.player_out), kind: retirement }, where);
      }
      if (!last) for (const award of more) push(award, where);
    });
    closeInnings(state, innings, push, label);
    if (revision && revisedAfterPlay) {
      push(revision, label);
      if (state.current) push({ type: 'result', outcome: 'par' }, label);
    }
    if (state.current) push(innings.declared ? { type: 'declare' } : { type: 'end_innings', reason: 'closed' }, label);
  });
  if (!state.completed) push(recordedOutcome(match, state), 'outcome');
  return { setup, events, state };
}

function fail(where: string, message: string): never {
  throw new CricsheetError(`${where}: ${message}`);
}

function reviseOf(target: { overs?: number; runs?: number }): ReviseEvent {
  return { type: 'revise', ...(target.overs !== undefined && { overs: target.overs }), ...(target.runs !== undefined && { target: target.runs }) };
}

/** Batters a role replacement names as leaving hurt (Cricsheet 'role: batter'). */
function injured(ball: CricsheetDelivery, id: (name: string) => PlayerId): Map<PlayerId, RetirementKind> {
  return new Map((ball.replacements?.role ?? []).filter((one) => one.role === 'batter' && one.out !== undefined).map((one) => [id(one.out!), 'retired_hurt']));
}

/**
 * The ball's two batters at the crease: a newcomer fills a vacancy, else takes over from the batter
 * the file no longer names, who left not out (retired hurt where a replacement says so).
 */
function bringIn(state: MatchState, named: PlayerId[], leavingAs: Map<PlayerId, RetirementKind>, push: (event: ScoringEvent, where: string) => void, where: string): void {
  for (const player of named) {
    const innings = state.current!;
    if (innings.striker === player || innings.nonStriker === player) continue;
    if (!innings.vacancy) {
      const leaving = [innings.striker, innings.nonStriker].find((one) => one !== null && !named.includes(one));
      if (leaving) push({ type: 'retire', batter: leaving, kind: leavingAs.get(leaving) ?? 'retired_not_out' }, where);
    }
    if (state.current?.vacancy) push({ type: 'batter_in', batter: player }, where);
  }
}

/**
 * What the file says after an innings' last ball: an over the umpire called short, and an innings
 * left with no one able to bat, which is all out.
 */
function closeInnings(state: MatchState, innings: CricsheetInnings, push: (event: ScoringEvent, where: string) => void, where: string): void {
  const current = state.current;
  if (!current) return;
  const called = innings.miscounted_overs?.[String(current.completedOvers)];
  if (called && current.ballsInOver > 0) push({ type: 'end_over' }, where);
  const left = state.current;
  if (left?.vacancy) {
    const roster = state.teams[left.battingTeam].players ?? [];
    const fresh = roster.some((player) => !left.batters.some((line) => line.player === player.id));
    if (!fresh) push({ type: 'end_innings', reason: 'all_out' }, where);
  }
}

/** The result a file states when its deliveries do not decide one: a draw, an awarded match, or no result. */
function recordedOutcome(match: CricsheetMatch, state: MatchState): ScoringEvent {
  const outcome = match.info.outcome;
  if (outcome?.result === 'draw') return { type: 'result', outcome: 'drawn' };
  const revisedChase = state.innings.filter((one) => !one.superOver).find((one) => one.revised && one.target !== null);
  if (revisedChase && outcome?.method?.startsWith('D/L') && outcome.by?.runs !== undefined) return { type: 'result', outcome: 'par' };
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
