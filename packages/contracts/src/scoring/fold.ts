import { applyDelivery, deliveryError, penaltyRunsOf, validPenalty } from './apply-delivery';
import { addPenalty, afterDeparture, batterLine, bowlerLine, createInnings, endOf, leaveCrease, placeAt, recordWicket, startPartnership, swapEnds } from './innings';
import { SCORING_MESSAGES, ScoringError } from './messages';
import { calledBalls, oversToBalls } from './overs';
import { matchProgress, otherSide, recordedResult, targetFor } from './result';
import { SUPER_OVER_OVERS, SUPER_OVER_WICKETS, bowlerOverLimit, rulesOf } from './rules';
import type {
  AbsentHurtEvent,
  BatterInEvent,
  BowlerEvent,
  InningsEndReason,
  InningsStartEvent,
  InningsState,
  MatchSetup,
  MatchState,
  PlayerId,
  ResultEvent,
  RetireEvent,
  ReviseEvent,
  ScoringEvent,
  SubstituteEvent,
  TeamSide,
  TimedOutEvent,
} from './types';

/** The state of a match before its first event. */
export function initialState(setup: MatchSetup): MatchState {
  return {
    rules: rulesOf(setup),
    teams: setup.teams,
    innings: [],
    current: null,
    pendingRevision: null,
    pendingPenalty: { team1: 0, team2: 0 },
    next: 'innings_start',
    result: null,
    completed: false,
    eventCount: 0,
    substitutions: [],
  };
}

/**
 * The one entry point: the state of a match is the fold of its events. Throws a ScoringError
 * naming the first event the state before it does not allow.
 */
export function foldMatch(setup: MatchSetup, events: readonly ScoringEvent[]): MatchState {
  const state = initialState(setup);
  events.forEach((event, index) => {
    const error = applyEvent(state, event);
    if (error) throw new ScoringError(error, index);
  });
  return state;
}

/** The innings of a match as folded so far (a view for one innings' screens). */
export function foldInnings(setup: MatchSetup, events: readonly ScoringEvent[], number: number): InningsState | null {
  return foldMatch(setup, events).innings[number - 1] ?? null;
}

/** A player's name from the rosters, else the id itself. */
export function playerName(state: Pick<MatchState, 'teams'>, player: PlayerId): string {
  for (const side of ['team1', 'team2'] as const) {
    const found = state.teams[side].players?.find((one) => one.id === player);
    if (found) return found.name;
  }
  return player;
}

/** Applies one event to the state, or answers why it cannot happen (the state is then not to be used). */
export function applyEvent(state: MatchState, event: ScoringEvent): string | null {
  const error = dispatch(state, event);
  if (error) return error;
  state.eventCount += 1;
  state.next = nextInput(state);
  return null;
}

function dispatch(state: MatchState, event: ScoringEvent): string | null {
  // The over that just ended the innings (or the match) may still go on for another ball.
  if (event.type === 'another_ball') return anotherBall(state);
  if (state.completed) return SCORING_MESSAGES.matchOver;
  if (event.type === 'innings_start') return startInnings(state, event);
  if (event.type === 'result') return recordResult(state, event);
  if (event.type === 'revise') return revise(state, event);
  if (event.type === 'substitute') return substitute(state, event);
  const innings = state.current;
  if (!innings) return state.next === 'result' ? SCORING_MESSAGES.noMoreInnings : SCORING_MESSAGES.noInnings;
  switch (event.type) {
    case 'delivery': {
      const error = deliveryError(innings, event);
      if (error) return error;
      const record = applyDelivery(innings, event, state.rules, state.eventCount);
      if (event.penalty?.to === 'fielding') awardToFielding(state, innings, penaltyRunsOf(event.penalty, state.rules));
      // An over reopened by the umpire ends again after its next legal ball.
      if (record.legal && innings.ballsInOver >= state.rules.ballsPerOver) endOver(state, innings);
      else checkInningsEnd(state, innings);
      return null;
    }
    case 'end_over':
      if (innings.bowler === null || !innings.overs.some((over) => over.number === innings.completedOvers + 1)) return SCORING_MESSAGES.overNotStarted;
      endOver(state, innings);
      return null;
    case 'absent_hurt':
      return absentHurt(state, innings, event);
    case 'bowler':
      return changeBowler(state, innings, event);
    case 'batter_in':
      return batterIn(state, innings, event);
    case 'retire':
      return retire(state, innings, event);
    case 'timed_out':
      return timedOut(state, innings, event);
    case 'penalty':
      if (!validPenalty(event)) return SCORING_MESSAGES.invalidPenalty;
      if (event.to === 'batting') addPenalty(innings, penaltyRunsOf(event, state.rules));
      else awardToFielding(state, innings, penaltyRunsOf(event, state.rules));
      checkInningsEnd(state, innings);
      return null;
    case 'swap_strike':
      swapEnds(innings);
      return null;
    case 'declare':
      if (!state.rules.declarationsAllowed) return SCORING_MESSAGES.declarationsNotAllowed;
      completeInnings(state, innings, 'declared');
      return null;
    case 'end_innings':
      if (event.reason === 'forfeited' && innings.deliveries.length > 0) return SCORING_MESSAGES.forfeitAfterBalls;
      completeInnings(state, innings, event.reason === 'all_out' ? 'all_out' : event.reason);
      return null;
  }
}

function nextInput(state: MatchState): MatchState['next'] {
  if (state.completed) return 'none';
  const innings = state.current;
  if (!innings) {
    const progress = matchProgress(state.innings, state.rules, state.teams);
    return 'next' in progress && progress.next === 'result' ? 'result' : 'innings_start';
  }
  if (innings.vacancy) return 'batter';
  if (innings.bowler === null) return 'bowler';
  return 'delivery';
}

// ---------------------------------------------------------------- innings

function teamName(state: MatchState, side: TeamSide): string {
  return state.teams[side].name;
}

/**
 * Who plays for a side now: its XI with the substitutes who came in for them, less those they
 * replaced; without a named XI its whole roster; null without a roster.
 */
export function playingNow(state: Pick<MatchState, 'teams' | 'substitutions'>, side: TeamSide): PlayerId[] | null {
  const { players, playingXI } = state.teams[side];
  if (!players) return null;
  if (!playingXI) return players.map((one) => one.id);
  const substitutions = state.substitutions.filter((one) => one.side === side);
  const replaced = new Set(substitutions.map((one) => one.out));
  return [...playingXI.filter((id) => !replaced.has(id)), ...substitutions.map((one) => one.in).filter((id) => !replaced.has(id))];
}

/** Wickets that end a side's innings: one fewer than its XI (or the rules' players per side), as many with last man stands. */
function allOutWickets(state: MatchState, side: TeamSide): number {
  const { rules } = state;
  return (state.teams[side].playingXI?.length ?? rules.playersPerSide) - (rules.lastManStands ? 0 : 1);
}

function rosterError(state: MatchState, side: TeamSide, player: PlayerId): string | null {
  const playing = playingNow(state, side);
  if (!playing || playing.includes(player)) return null;
  if (state.teams[side].players!.some((one) => one.id === player)) return SCORING_MESSAGES.notPlaying(playerName(state, player));
  return SCORING_MESSAGES.notInTeam(playerName(state, player), teamName(state, side));
}

function bowlerSideError(state: MatchState, innings: { bowlingTeam: TeamSide; batters: InningsState['batters'] }, bowler: PlayerId): string | null {
  const playing = playingNow(state, innings.bowlingTeam);
  const fielding = playing ? playing.includes(bowler) : !innings.batters.some((one) => one.player === bowler);
  return fielding ? null : SCORING_MESSAGES.bowlerNotFielding;
}

/** Which innings may start now: the match order, the follow-on, the super over's order. */
function inningsOrderError(state: MatchState, battingTeam: TeamSide): { error: string } | { superOver: boolean; followOn: boolean } {
  const { rules } = state;
  const main = state.innings.filter((one) => !one.superOver);
  const progress = matchProgress(state.innings, rules, state.teams);
  const wrongSide = { error: SCORING_MESSAGES.wrongBattingSide(teamName(state, battingTeam)) };
  if (main.length === rules.inningsPerSide * 2) {
    if (!('next' in progress) || progress.next === 'result') return { error: SCORING_MESSAGES.noMoreInnings };
    const superOvers = state.innings.filter((one) => one.superOver);
    const previous = state.innings[state.innings.length - 1];
    // The side that batted second (in the match or the last super over) bats first in the next super over.
    if (superOvers.length % 2 === 0) return battingTeam === previous.battingTeam ? { superOver: true, followOn: false } : { error: SCORING_MESSAGES.superOverOrder };
    return battingTeam === previous.bowlingTeam ? { superOver: true, followOn: false } : wrongSide;
  }
  if (main.length === 0) return { superOver: false, followOn: false };
  if (main.length === 2) {
    if (battingTeam === main[0].battingTeam) return { superOver: false, followOn: false };
    const lead = main[0].runs - main[1].runs;
    if (rules.followOnMargin === null) return wrongSide;
    if (lead < rules.followOnMargin) return { error: SCORING_MESSAGES.followOnNotAvailable(rules.followOnMargin) };
    return { superOver: false, followOn: true };
  }
  const battedOnce = (['team1', 'team2'] as const).filter((side) => main.filter((one) => one.battingTeam === side).length < rules.inningsPerSide);
  const expected = main.length === 1 ? otherSide(main[0].battingTeam) : battedOnce[0];
  return battingTeam === expected ? { superOver: false, followOn: false } : wrongSide;
}

function startInnings(state: MatchState, event: InningsStartEvent): string | null {
  if (state.current) return SCORING_MESSAGES.inningsInProgress;
  const order = inningsOrderError(state, event.battingTeam);
  if ('error' in order) return order.error;
  if (event.striker === event.nonStriker) return SCORING_MESSAGES.sameBatters;
  const bowlingTeam = otherSide(event.battingTeam);
  const problem = rosterError(state, event.battingTeam, event.striker) ?? rosterError(state, event.battingTeam, event.nonStriker);
  if (problem) return problem;
  if (event.bowler === event.striker || event.bowler === event.nonStriker) return SCORING_MESSAGES.bowlerNotFielding;
  const bowlerProblem = bowlerSideError(state, { bowlingTeam, batters: [] }, event.bowler);
  if (bowlerProblem) return bowlerProblem;

  const { rules } = state;
  const revision = order.superOver ? null : state.pendingRevision;
  const overs = order.superOver ? SUPER_OVER_OVERS : rules.oversPerInnings;
  // Revised overs were checked when entered (revise): an overs figure such as 16.4.
  const revised = revision?.overs === undefined ? null : revisedBalls(revision.overs, rules.ballsPerOver)!;
  const innings = createInnings({
    number: state.innings.length + 1,
    battingTeam: event.battingTeam,
    superOver: order.superOver,
    followOn: order.followOn,
    striker: event.striker,
    nonStriker: event.nonStriker,
    bowler: event.bowler,
    maxLegalBalls: revised ?? (overs === null ? null : overs * rules.ballsPerOver),
    allOutWickets: order.superOver ? SUPER_OVER_WICKETS : allOutWickets(state, event.battingTeam),
    maxOversPerBowler: order.superOver ? SUPER_OVER_OVERS : revised && rules.maxOversPerBowler !== null ? bowlerOverLimit(Math.ceil(revised / rules.ballsPerOver)) : rules.maxOversPerBowler,
  });
  innings.target = revision?.target ?? targetFor(state.innings, rules, innings);
  innings.revised = revision !== null;
  if (!order.superOver && state.pendingPenalty[event.battingTeam] > 0) {
    addPenalty(innings, state.pendingPenalty[event.battingTeam]);
    state.pendingPenalty[event.battingTeam] = 0;
  }
  if (revision) state.pendingRevision = null;
  state.innings.push(innings);
  state.current = innings;
  return null;
}

/** Available to come in: not yet batted, or retired hurt / not out and off the field (known only with a roster). */
function availableBatters(state: MatchState, innings: InningsState): PlayerId[] | null {
  const playing = playingNow(state, innings.battingTeam);
  if (!playing) return null;
  return playing.filter((id) => {
      const line = innings.batters.find((batter) => batter.player === id);
      return !line || ((line.status === 'retired_hurt' || line.status === 'retired_not_out') && !line.atCrease);
    });
}

function checkInningsEnd(state: MatchState, innings: InningsState): void {
  if (innings.target !== null && innings.runs >= innings.target) return completeInnings(state, innings, 'target');
  if (innings.wickets >= innings.allOutWickets) return completeInnings(state, innings, 'all_out');
  if (innings.vacancy && availableBatters(state, innings)?.length === 0) return completeInnings(state, innings, 'all_out');
  if (innings.maxLegalBalls !== null && calledBalls(innings, state.rules.ballsPerOver) >= innings.maxLegalBalls) completeInnings(state, innings, 'overs');
}

/**
 * The over is called (after its balls, or early by the umpire): the bowler who ended it is credited
 * a whole over, a maiden is counted, and the batters change ends unless the innings is over.
 */
function endOver(state: MatchState, innings: InningsState): void {
  const { ballsPerOver } = state.rules;
  const bowler = innings.bowler!;
  const delta = ballsPerOver - innings.ballsInOver;
  bowlerLine(innings, bowler).overBalls += delta;
  const summary = innings.overs.find((over) => over.number === innings.completedOvers + 1)!;
  const charged = innings.deliveries.filter((ball) => ball.over === innings.completedOvers).reduce((sum, ball) => sum + ball.bowlerRuns, 0);
  summary.maiden = summary.bowlers.length === 1 && charged === 0;
  if (summary.maiden) bowlerLine(innings, bowler).maidens += 1;
  innings.overEndedAt = { eventCount: state.eventCount, delta, maiden: summary.maiden, bowler };
  innings.completedOvers += 1;
  innings.ballsInOver = 0;
  checkInningsEnd(state, innings);
  if (!innings.completed) {
    swapEnds(innings);
    innings.bowler = null;
  }
}

/** Law 17.5: play went on after the ball that ended the over or the innings; what ending them did is undone. */
function anotherBall(state: MatchState): string | null {
  const previous = state.eventCount - 1;
  const innings = state.current ?? state.innings[state.innings.length - 1];
  const ended = innings?.overEndedAt?.eventCount === previous ? innings.overEndedAt : null;
  const reopens = innings?.completed === true && innings.endedAt === previous && ['overs', 'target', 'all_out'].includes(innings.endReason!);
  if (!innings || (!ended && !reopens) || (innings.completed && !reopens)) return SCORING_MESSAGES.noOverToReopen;
  if (reopens) {
    innings.completed = false;
    innings.endReason = null;
    innings.endedAt = null;
    state.current = innings;
    state.result = null;
    state.completed = false;
  }
  if (!ended) return null;
  if (!reopens) {
    swapEnds(innings);
    innings.bowler = ended.bowler;
  }
  const line = bowlerLine(innings, ended.bowler);
  line.overBalls -= ended.delta;
  if (ended.maiden) {
    line.maidens -= 1;
    innings.overs.find((over) => over.number === innings.completedOvers)!.maiden = false;
  }
  innings.completedOvers -= 1;
  innings.ballsInOver = state.rules.ballsPerOver - ended.delta;
  innings.overEndedAt = null;
  return null;
}

function completeInnings(state: MatchState, innings: InningsState, reason: InningsEndReason): void {
  innings.completed = true;
  innings.endReason = reason;
  innings.endedAt = state.eventCount;
  innings.freeHit = false;
  state.current = null;
  const progress = matchProgress(state.innings, state.rules, state.teams);
  if ('result' in progress) {
    state.result = progress.result;
    state.completed = true;
  }
}

// ---------------------------------------------------------------- between balls

function changeBowler(state: MatchState, innings: InningsState, event: BowlerEvent): string | null {
  const sideError = bowlerSideError(state, innings, event.bowler);
  if (sideError) return sideError;
  if (innings.bowler === event.bowler) return SCORING_MESSAGES.alreadyBowling(playerName(state, event.bowler));
  if (!event.asCalled) {
    const { ballsPerOver } = state.rules;
    // The over before the one about to be (or being) bowled.
    const previous = innings.overs.find((over) => over.number === innings.completedOvers);
    if (previous?.bowlers.includes(event.bowler)) return SCORING_MESSAGES.consecutiveOvers;
    const limit = innings.maxOversPerBowler;
    const bowled = innings.bowlers.find((one) => one.player === event.bowler)?.overBalls ?? 0;
    if (limit !== null && bowled >= limit * ballsPerOver) return SCORING_MESSAGES.bowlerLimit(limit);
  }
  bowlerLine(innings, event.bowler);
  innings.bowler = event.bowler;
  return null;
}

function batterIn(state: MatchState, innings: InningsState, event: BatterInEvent): string | null {
  if (!innings.vacancy) return SCORING_MESSAGES.noVacancy;
  const problem = rosterError(state, innings.battingTeam, event.batter);
  if (problem) return problem;
  const existing = innings.batters.find((one) => one.player === event.batter);
  if (existing?.atCrease) return SCORING_MESSAGES.alreadyBatting(playerName(state, event.batter));
  if (existing?.status === 'out') return SCORING_MESSAGES.cannotBatAgain(playerName(state, event.batter));
  const line = batterLine(innings, event.batter);
  line.status = 'not_out';
  line.atCrease = true;
  placeAt(innings, innings.vacancy, event.batter);
  innings.vacancy = null;
  startPartnership(innings);
  return null;
}

function retire(state: MatchState, innings: InningsState, event: RetireEvent): string | null {
  if (endOf(innings, event.batter) === null) return SCORING_MESSAGES.notAtCrease(playerName(state, event.batter));
  if (innings.vacancy) return SCORING_MESSAGES.batterRequired;
  const end = leaveCrease(innings, event.batter);
  if (event.kind === 'retired_out') {
    recordWicket(innings, event.batter, { kind: 'retired_out', bowler: null, fielders: [] }, state.rules.ballsPerOver);
    afterDeparture(innings, end, state.rules);
  } else {
    batterLine(innings, event.batter).status = event.kind;
    innings.vacancy = end;
  }
  checkInningsEnd(state, innings);
  return null;
}

/** The batter cannot come in: shown as absent hurt; with no one else left the innings is all out. */
function absentHurt(state: MatchState, innings: InningsState, event: AbsentHurtEvent): string | null {
  const problem = rosterError(state, innings.battingTeam, event.batter);
  if (problem) return problem;
  const line = innings.batters.find((one) => one.player === event.batter);
  if (line && line.status !== 'absent_hurt' && (line.atCrease || line.status === 'out')) return SCORING_MESSAGES.cannotBeAbsent(playerName(state, event.batter));
  const absent = batterLine(innings, event.batter);
  absent.status = 'absent_hurt';
  absent.atCrease = false;
  checkInningsEnd(state, innings);
  return null;
}

/**
 * A replacement joins the side; a batter replaced at the crease leaves it (not out) for the newcomer.
 * With a named XI the replacement comes from the rest of the squad and the replaced player leaves.
 */
function substitute(state: MatchState, event: SubstituteEvent): string | null {
  const players = state.teams[event.side].players;
  if (players && !players.some((one) => one.id === event.in)) return SCORING_MESSAGES.notInTeam(playerName(state, event.in), teamName(state, event.side));
  if (players && !players.some((one) => one.id === event.out)) return SCORING_MESSAGES.notInTeam(playerName(state, event.out), teamName(state, event.side));
  if (event.in === event.out || state.substitutions.some((one) => one.side === event.side && one.in === event.in)) return SCORING_MESSAGES.substituteInEleven(playerName(state, event.in));
  if (state.teams[event.side].playingXI) {
    const playing = playingNow(state, event.side)!;
    if (playing.includes(event.in)) return SCORING_MESSAGES.substituteInEleven(playerName(state, event.in));
    if (!playing.includes(event.out)) return SCORING_MESSAGES.notPlaying(playerName(state, event.out));
  }
  const innings = state.current;
  state.substitutions.push({ side: event.side, out: event.out, in: event.in, reason: event.reason, innings: innings?.number ?? state.innings.length, over: innings?.completedOvers ?? 0 });
  if (innings && innings.battingTeam === event.side && endOf(innings, event.out) !== null) {
    const end = leaveCrease(innings, event.out);
    batterLine(innings, event.out).status = 'retired_not_out';
    const line = batterLine(innings, event.in);
    line.atCrease = true;
    placeAt(innings, end, event.in);
    startPartnership(innings);
  }
  return null;
}

function timedOut(state: MatchState, innings: InningsState, event: TimedOutEvent): string | null {
  if (!innings.vacancy) return SCORING_MESSAGES.noVacancy;
  const problem = rosterError(state, innings.battingTeam, event.batter);
  if (problem) return problem;
  if (innings.batters.some((one) => one.player === event.batter)) return SCORING_MESSAGES.alreadyBatting(playerName(state, event.batter));
  recordWicket(innings, event.batter, { kind: 'timed_out', bowler: null, fielders: [] }, state.rules.ballsPerOver);
  afterDeparture(innings, innings.vacancy, state.rules);
  checkInningsEnd(state, innings);
  return null;
}

/** Law 41.17: to the fielding side's most recent completed innings, else to its next innings. */
function awardToFielding(state: MatchState, innings: InningsState, runs: number): void {
  const side = innings.bowlingTeam;
  const completed = state.innings.filter((one) => one.battingTeam === side && one.completed);
  const latest = completed[completed.length - 1];
  if (!latest) {
    state.pendingPenalty[side] += runs;
    return;
  }
  addPenalty(latest, runs);
  if (innings.target !== null && !innings.revised) {
    innings.target = targetFor(
      state.innings.filter((one) => one !== innings),
      state.rules,
      innings,
    );
  }
}

/** Balls of revised overs given as an overs figure (16.4), or null when they are not one. */
function revisedBalls(overs: number | undefined, ballsPerOver: number): number | null | undefined {
  if (overs === undefined) return undefined;
  try {
    const balls = oversToBalls(overs, ballsPerOver);
    return balls > 0 ? balls : null;
  } catch {
    return null;
  }
}

function revise(state: MatchState, event: ReviseEvent): string | null {
  const { ballsPerOver } = state.rules;
  const balls = revisedBalls(event.overs, ballsPerOver);
  const validTarget = event.target === undefined || (Number.isInteger(event.target) && event.target > 0);
  if (balls === null || !validTarget || (event.overs === undefined && event.target === undefined)) return SCORING_MESSAGES.invalidRevision;
  const innings = state.current;
  if (!innings) {
    const { overs, target } = event;
    state.pendingRevision = { ...state.pendingRevision, ...(overs !== undefined && { overs }), ...(target !== undefined && { target }) };
    return null;
  }
  if (balls !== undefined) {
    if (balls < calledBalls(innings, ballsPerOver)) return SCORING_MESSAGES.invalidRevision;
    innings.maxLegalBalls = balls;
    if (state.rules.maxOversPerBowler !== null) innings.maxOversPerBowler = bowlerOverLimit(Math.ceil(balls / ballsPerOver));
  }
  if (event.target !== undefined) innings.target = event.target;
  innings.revised = true;
  // A target the chase has already passed is the par of a match that ended there: the scorer records it (result 'par').
  if (innings.target === null || innings.runs < innings.target) checkInningsEnd(state, innings);
  return null;
}

function recordResult(state: MatchState, event: ResultEvent): string | null {
  if (event.outcome === 'conceded' && event.winner !== 'team1' && event.winner !== 'team2') return SCORING_MESSAGES.conceding;
  const chase = state.innings.filter((one) => !one.superOver)[state.rules.inningsPerSide * 2 - 1];
  if (event.outcome === 'par' && (!chase?.revised || chase.target === null)) return SCORING_MESSAGES.noPar;
  const innings = state.current;
  if (innings) {
    innings.completed = true;
    innings.endReason = 'closed';
    state.current = null;
  }
  state.result = recordedResult(event, state.teams, chase);
  state.completed = true;
  return null;
}
