import { MATCH_MESSAGES, MAX_PLAYERS_PER_SIDE, MIN_PLAYERS_PER_SIDE, type MatchStatus, type ScoreResponse } from '../matches';
import { chaseView, thisOver, winProbability, type ChaseView, type MatchBallTotals } from './live';
import { SCORING_MESSAGES } from './messages';
import { MAX_PENALTY_RUNS } from './rules';
import { calledBalls, formatOvers, runRate } from './overs';
import type { PlayingXIRequest } from './playing-xi';
import type { InningsScorecard } from './scorecard';
import {
  DISMISSAL_KINDS,
  RETIREMENT_KINDS,
  SUBSTITUTION_REASONS,
  type CreaseEnd,
  type DeliveryRecord,
  type MatchRules,
  type MatchSetup,
  type MatchState,
  type NextInput,
  type PlayerId,
  type ScoringEvent,
  type TeamSide,
} from './types';

/**
 * The live-scoring HTTP API of services/matches: paths, request and answer shapes, its messages
 * and the checks of a posted event's shape (the engine then decides whether it can happen).
 */

export const SCORING_PATHS = {
  /** GET the full scoring state (published read-only view); POST starts scoring (StartScoringRequest). */
  scoring: (matchId: number) => `/api/my/matches/${matchId}/scoring`,
  /** GET the same read-only view under the fans' prefix. */
  publicScoring: (matchId: number) => `/api/matches/${matchId}/scoring`,
  /** POST one event (AppendScoringEventRequest). */
  events: (matchId: number) => `/api/my/matches/${matchId}/scoring/events`,
  /** PUT a replacement for the event at `seq` (EditScoringEventRequest). */
  event: (matchId: number, seq: number) => `/api/my/matches/${matchId}/scoring/events/${seq}`,
  /** POST undo (UndoScoringRequest). */
  undo: (matchId: number) => `/api/my/matches/${matchId}/scoring/undo`,
  /** POST: completes the match with the engine's result. */
  finish: (matchId: number) => `/api/my/matches/${matchId}/scoring/finish`,
  /** GET {innings, result} (MatchScorecardResponse). */
  scorecard: (matchId: number) => `/api/my/matches/${matchId}/scorecard`,
  publicScorecard: (matchId: number) => `/api/matches/${matchId}/scorecard`,
} as const;

/** Competition rules a match may set when scoring starts (the rest follow the format). */
export const SCORING_RULE_SETTINGS = ['ballsPerOver', 'playersPerSide', 'lastManStands', 'freeHit', 'maxOversPerBowler', 'superOverOnTie'] as const;
export type ScoringRuleSettings = Partial<Pick<MatchRules, (typeof SCORING_RULE_SETTINGS)[number]>>;
export const MAX_BALLS_PER_OVER = 10;
/** A ball's comment is a line of commentary, not a report. */
export const BALL_COMMENT_MAX = 140;


/**
 * POST /api/my/matches/{id}/scoring: the setup is made from the match's teams, format, overs and
 * squads, with each side's playing XI (playing-xi.ts). Players per side are the match's own.
 */
export interface StartScoringRequest {
  rules?: ScoringRuleSettings;
  playingXI?: PlayingXIRequest;
}

/**
 * Every change carries the sequence it expects: the number of events the scorer has seen
 * (MatchState.eventCount). A stale one answers 409 and changes nothing.
 */
export interface ScoringChangeRequest {
  expectedSequence: number;
}

/** POST /api/my/matches/{id}/scoring/events. Player ids are squad player ids (numbers are accepted as text). */
export interface AppendScoringEventRequest extends ScoringChangeRequest {
  event: ScoringEvent;
}

/**
 * PUT /api/my/matches/{id}/scoring/events/{seq}: a correction of an earlier event. The whole match
 * is folded again with it; one that makes it or a later event impossible is refused (400 naming the
 * ball). The event's correction is kept beside it (ScoringEventRecord.corrections).
 */
export type EditScoringEventRequest = AppendScoringEventRequest;

/** POST /api/my/matches/{id}/scoring/undo: the last event, or the last delivery with whatever was entered after it. */
export interface UndoScoringRequest extends ScoringChangeRequest {
  last?: 'event' | 'delivery';
}

/** A stored event: `seq` is its 0-based position (the engine's eventIndex). */
export interface ScoringEventRecord {
  seq: number;
  /** The event as it stands after any corrections. */
  event: ScoringEvent;
  recordedBy: number;
  recordedAt: string;
  /** Its corrections, oldest first (only when it was corrected). */
  corrections?: ScoringCorrectionRecord[];
}

/** One correction of an event: what it replaced, who corrected it and when. */
export interface ScoringCorrectionRecord {
  previous: ScoringEvent;
  correctedBy: number;
  correctedAt: string;
}

export interface MatchScorecardResponse {
  innings: InningsScorecard[];
  result: string | null;
}

/** The innings being played (or the last one played) at a glance: what the scorer's console and the live view show. */
export interface LiveInningsView {
  number: number;
  battingTeam: TeamSide;
  superOver: boolean;
  runs: number;
  wickets: number;
  legalBalls: number;
  overs: string;
  runRate: number;
  target: number | null;
  striker: PlayerId | null;
  nonStriker: PlayerId | null;
  bowler: PlayerId | null;
  vacancy: CreaseEnd | null;
  freeHit: boolean;
  thisOver: string[];
  chase: ChaseView | null;
  completed: boolean;
}

/**
 * The answer to every scoring change and the data of matches.score.score_updated: the core §3
 * score (flat, as PUT /score reports it) plus what the scorer needs next.
 */
export interface ScoringSummary extends ScoreResponse {
  matchId: number;
  /** The expectedSequence of the next change. */
  eventCount: number;
  next: NextInput;
  completed: boolean;
  result: string | null;
  live: LiveInningsView | null;
  winProbability: { team: TeamSide; probability: number } | null;
}

/** GET /api/my/matches/{id}/scoring and /api/matches/{id}/scoring. */
export interface ScoringStateResponse {
  matchId: number;
  status: MatchStatus;
  /** Scoring was started; before that setup and state are null. */
  started: boolean;
  setup: MatchSetup | null;
  events: ScoringEventRecord[];
  summary: ScoringSummary | null;
  state: MatchState | null;
  scorecard: MatchScorecardResponse;
}

/** Data of matches.score.ball_recorded (socket BALL_RECORDED). */
export interface BallRecordedData {
  matchId: number;
  seq: number;
  innings: number;
  delivery: DeliveryRecord;
  /** The score after the change that recorded the ball: the ball itself, or a whole imported match file. */
  score: ScoringSummary;
}

/**
 * Data of matches.match.imported: a finished match read from a file. Consumers take the match's
 * totals from it (statistics, standings) and watchers reload once; no ball event follows.
 */
export interface MatchImportedData {
  matchId: number;
  tournamentId: number | null;
  status: MatchStatus;
  /** The score of the whole file, as score_updated carries it. */
  score: ScoringSummary;
  /** What the platform statistics count from balls, for the whole match (matchBallTotals). */
  balls: MatchBallTotals;
}

/** Data of matches.score.striker_swapped (socket STRIKER_SWAP). */
export interface StrikerSwappedData {
  matchId: number;
  seq: number;
  striker: PlayerId | null;
  nonStriker: PlayerId | null;
}

export const SCORING_EVENT_TYPES = [
  'delivery', 'innings_start', 'bowler', 'end_over', 'another_ball', 'absent_hurt', 'substitute', 'batter_in', 'retire', 'timed_out', 'penalty', 'swap_strike',
  'declare', 'end_innings', 'revise', 'result',
] as const satisfies readonly ScoringEvent['type'][];

export const SCORING_API_MESSAGES = {
  notStarted: 'Scoring has not started for this match',
  alreadyStarted: 'Scoring has already started: undo every event to change the match settings',
  closed: 'Scoring is closed for a completed or abandoned match',
  stale: (expected: number, actual: number) =>
    `The score has changed since you loaded it (you expected event ${expected}, the match is at event ${actual}): reload and try again`,
  noResult: 'The match has no result yet: score it to the end or record a result',
  keptBallByBall: 'The score and result of this match are kept ball by ball',
  setupLocked: 'The teams, format and overs cannot change once scoring has started',
  tossOrder: (team: string) => `${team} bats first according to the toss`,
  expectedSequence: 'Expected sequence must be a whole number from 0',
  eventRequired: 'A scoring event is required',
  eventType: `Event type must be one of ${SCORING_EVENT_TYPES.join(', ')}`,
  player: (field: string) => `${field} must be a player id`,
  extra: 'Extra must be wide or no_ball',
  runsKind: 'Runs kind must be bat, bye or leg_bye',
  dismissalKind: `Dismissal kind must be one of ${DISMISSAL_KINDS.join(', ')}`,
  fielders: 'Fielders must be a list of player ids',
  end: 'End must be striker or non_striker',
  penaltyTo: 'Penalty runs go to batting or fielding',
  battingTeam: 'Batting team must be team1 or team2',
  retirementKind: `Retirement kind must be one of ${RETIREMENT_KINDS.join(', ')}`,
  endReason: 'Reason must be forfeited, closed or all_out',
  revision: 'Revised overs must be an overs figure and the target a whole number',
  resultOutcome: 'Outcome must be one of drawn, no_result, abandoned, conceded, par',
  penaltyRuns: 'Penalty runs must be a whole number from 1',
  asCalled: "As called must be true: the umpire's call overrides the check",
  substitutionReason: `Reason must be one of ${SUBSTITUTION_REASONS.join(', ')}`,
  winner: 'Winner must be team1 or team2',
  undoLast: 'Undo the last event or the last delivery',
  rules: `Match settings may only set ${SCORING_RULE_SETTINGS.join(', ')}`,
  ballsPerOver: `Balls per over must be a whole number from 1 to ${MAX_BALLS_PER_OVER}`,
  playersPerSide: MATCH_MESSAGES.playersPerSide,
  playersPerSideOfMatch: 'Players per side are set on the match or its tournament',
  maxOversPerBowler: 'Overs per bowler must be a positive whole number or null',
  ruleFlag: (name: string) => `${name} must be true or false`,
  comment: `A ball's comment must be text of at most ${BALL_COMMENT_MAX} characters`,
} as const;

// ---------------------------------------------------------------- request checks

type Parsed<T> = { value: T } | { error: string };
type Input = Record<string, unknown>;

const isObject = (value: unknown): value is Input => typeof value === 'object' && value !== null && !Array.isArray(value);
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T => (values as readonly unknown[]).includes(value);

/** Squad ids are numbers; the engine knows players by text ids. */
export function playerId(value: unknown): PlayerId | null {
  if (isWhole(value) && value > 0) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

class ShapeError extends Error {}

function fail(message: string): never {
  throw new ShapeError(message);
}

function player(input: Input, field: string): PlayerId {
  return playerId(input[field]) ?? fail(SCORING_API_MESSAGES.player(field));
}

function optional<T>(input: Input, field: string, read: (value: unknown) => T): T | undefined {
  return input[field] === undefined || input[field] === null ? undefined : read(input[field]);
}

function side(value: unknown, message: string): TeamSide {
  return oneOf(['team1', 'team2'] as const, value) ? value : fail(message);
}

function delivery(input: Input): ScoringEvent {
  // Ranges and combinations are the engine's to judge; here only the types.
  const runs = isWhole(input.runs) ? input.runs : fail(SCORING_MESSAGES.invalidRuns);
  const extra = optional(input, 'extra', (v) => (oneOf(['wide', 'no_ball'] as const, v) ? v : fail(SCORING_API_MESSAGES.extra)));
  const runsKind = optional(input, 'runsKind', (v) => (oneOf(['bat', 'bye', 'leg_bye'] as const, v) ? v : fail(SCORING_API_MESSAGES.runsKind)));
  const boundary = optional(input, 'boundary', (v) => (v === 4 || v === 6 ? v : fail(SCORING_MESSAGES.invalidBoundary)));
  const wicket = optional(input, 'wicket', (v) => {
    const w = isObject(v) ? v : fail(SCORING_API_MESSAGES.dismissalKind);
    const kind = oneOf(DISMISSAL_KINDS, w.kind) && w.kind !== 'timed_out' && w.kind !== 'retired_out' ? w.kind : fail(SCORING_API_MESSAGES.dismissalKind);
    const batter = optional(w, 'batter', () => player(w, 'batter'));
    const fielders = optional(w, 'fielders', (f) =>
      Array.isArray(f) ? f.map((one) => playerId(one) ?? fail(SCORING_API_MESSAGES.fielders)) : fail(SCORING_API_MESSAGES.fielders),
    );
    const end = optional(w, 'end', (e) => (oneOf(['striker', 'non_striker'] as const, e) ? e : fail(SCORING_API_MESSAGES.end)));
    return { kind, ...(batter !== undefined && { batter }), ...(fielders !== undefined && { fielders }), ...(end !== undefined && { end }) };
  });
  const penalty = optional(input, 'penalty', (v) => (isObject(v) ? penaltyAward(v) : fail(SCORING_API_MESSAGES.penaltyTo)));
  // Stored trimmed; a blank comment is none.
  const comment = optional(input, 'comment', (v) => (typeof v === 'string' && v.trim().length <= BALL_COMMENT_MAX ? v.trim() : fail(SCORING_API_MESSAGES.comment)));
  return {
    ...asCalled(input),
    type: 'delivery',
    runs,
    ...(extra !== undefined && { extra }),
    ...(runsKind !== undefined && { runsKind }),
    ...(boundary !== undefined && { boundary }),
    ...(wicket !== undefined && { wicket }),
    ...(penalty !== undefined && { penalty }),
    ...(comment && { comment }),
  };
}

function penaltyAward(input: Input): { to: 'batting' | 'fielding'; runs?: number } {
  const to = oneOf(['batting', 'fielding'] as const, input.to) ? input.to : fail(SCORING_API_MESSAGES.penaltyTo);
  const runs = optional(input, 'runs', (v) => (isWhole(v) && v > 0 && v <= MAX_PENALTY_RUNS ? v : fail(SCORING_API_MESSAGES.penaltyRuns)));
  return { to, ...(runs !== undefined && { runs }) };
}

/** The scorer confirmed the umpire's call over a check of the Laws. */
function asCalled(input: Input): { asCalled?: true } {
  return optional(input, 'asCalled', (v) => (v === true ? { asCalled: true as const } : fail(SCORING_API_MESSAGES.asCalled))) ?? {};
}

function eventOf(input: Input): ScoringEvent {
  switch (input.type) {
    case 'delivery':
      return delivery(input);
    case 'innings_start':
      return {
        type: 'innings_start',
        battingTeam: side(input.battingTeam, SCORING_API_MESSAGES.battingTeam),
        striker: player(input, 'striker'),
        nonStriker: player(input, 'nonStriker'),
        bowler: player(input, 'bowler'),
      };
    case 'bowler':
      return { ...asCalled(input), type: 'bowler', bowler: player(input, 'bowler') };
    case 'end_over':
    case 'another_ball':
      return { type: input.type };
    case 'absent_hurt':
      return { type: 'absent_hurt', batter: player(input, 'batter') };
    case 'substitute':
      return {
        type: 'substitute',
        side: side(input.side, SCORING_API_MESSAGES.battingTeam),
        out: player(input, 'out'),
        in: player(input, 'in'),
        reason: oneOf(SUBSTITUTION_REASONS, input.reason) ? input.reason : fail(SCORING_API_MESSAGES.substitutionReason),
      };
    case 'batter_in':
      return { type: 'batter_in', batter: player(input, 'batter') };
    case 'retire':
      return {
        type: 'retire',
        batter: player(input, 'batter'),
        kind: oneOf(RETIREMENT_KINDS, input.kind) ? input.kind : fail(SCORING_API_MESSAGES.retirementKind),
      };
    case 'timed_out':
      return { type: 'timed_out', batter: player(input, 'batter') };
    case 'penalty':
      return { type: 'penalty', ...penaltyAward(input) };
    case 'swap_strike':
    case 'declare':
      return { type: input.type };
    case 'end_innings':
      return { type: 'end_innings', reason: oneOf(['forfeited', 'closed', 'all_out'] as const, input.reason) ? input.reason : fail(SCORING_API_MESSAGES.endReason) };
    case 'revise': {
      const overs = optional(input, 'overs', (v) => (typeof v === 'number' && Number.isFinite(v) ? v : fail(SCORING_API_MESSAGES.revision)));
      const target = optional(input, 'target', (v) => (isWhole(v) ? v : fail(SCORING_API_MESSAGES.revision)));
      return { type: 'revise', ...(overs !== undefined && { overs }), ...(target !== undefined && { target }) };
    }
    case 'result': {
      const outcome = oneOf(['drawn', 'no_result', 'abandoned', 'conceded', 'par'] as const, input.outcome) ? input.outcome : fail(SCORING_API_MESSAGES.resultOutcome);
      const winner = optional(input, 'winner', (v) => side(v, SCORING_API_MESSAGES.winner));
      return { type: 'result', outcome, ...(winner !== undefined && { winner }) };
    }
    default:
      return fail(SCORING_API_MESSAGES.eventType);
  }
}

function parsed<T>(read: () => T): Parsed<T> {
  try {
    return { value: read() };
  } catch (error) {
    if (error instanceof ShapeError) return { error: error.message };
    throw error;
  }
}

/** A posted event in its stored form (known fields only, player ids as text), or the first shape problem. */
export function parseScoringEvent(value: unknown): Parsed<ScoringEvent> {
  return parsed(() => (isObject(value) ? eventOf(value) : fail(SCORING_API_MESSAGES.eventRequired)));
}

export function parseExpectedSequence(body: unknown): Parsed<number> {
  const value = isObject(body) ? body.expectedSequence : undefined;
  return isWhole(value) && value >= 0 ? { value } : { error: SCORING_API_MESSAGES.expectedSequence };
}

/** The match settings of StartScoringRequest.rules. */
export function parseScoringRules(value: unknown): Parsed<ScoringRuleSettings> {
  return parsed(() => {
    if (value === undefined || value === null) return {};
    if (!isObject(value) || Object.keys(value).some((key) => !oneOf(SCORING_RULE_SETTINGS, key))) return fail(SCORING_API_MESSAGES.rules);
    const rules: ScoringRuleSettings = {};
    const flag = (name: 'lastManStands' | 'freeHit' | 'superOverOnTie') => {
      if (value[name] === undefined) return;
      rules[name] = typeof value[name] === 'boolean' ? value[name] : fail(SCORING_API_MESSAGES.ruleFlag(name));
    };
    const { ballsPerOver, playersPerSide, maxOversPerBowler } = value;
    if (ballsPerOver !== undefined) {
      rules.ballsPerOver = isWhole(ballsPerOver) && ballsPerOver >= 1 && ballsPerOver <= MAX_BALLS_PER_OVER ? ballsPerOver : fail(SCORING_API_MESSAGES.ballsPerOver);
    }
    if (playersPerSide !== undefined) {
      const ok = isWhole(playersPerSide) && playersPerSide >= MIN_PLAYERS_PER_SIDE && playersPerSide <= MAX_PLAYERS_PER_SIDE;
      rules.playersPerSide = ok ? playersPerSide : fail(SCORING_API_MESSAGES.playersPerSide);
    }
    if (maxOversPerBowler !== undefined) {
      rules.maxOversPerBowler = maxOversPerBowler === null || (isWhole(maxOversPerBowler) && maxOversPerBowler > 0) ? maxOversPerBowler : fail(SCORING_API_MESSAGES.maxOversPerBowler);
    }
    flag('lastManStands');
    flag('freeHit');
    flag('superOverOnTie');
    return rules;
  });
}

// ---------------------------------------------------------------- views

/** The innings being played, else the last one played. */
export function liveInnings(state: MatchState): LiveInningsView | null {
  const innings = state.current ?? state.innings[state.innings.length - 1];
  if (!innings) return null;
  const { ballsPerOver } = state.rules;
  return {
    number: innings.number,
    battingTeam: innings.battingTeam,
    superOver: innings.superOver,
    runs: innings.runs,
    wickets: innings.wickets,
    legalBalls: innings.legalBalls,
    overs: formatOvers(calledBalls(innings, ballsPerOver), ballsPerOver),
    runRate: runRate(innings.runs, calledBalls(innings, ballsPerOver), ballsPerOver),
    target: innings.target,
    striker: innings.striker,
    nonStriker: innings.nonStriker,
    bowler: innings.bowler,
    vacancy: innings.vacancy,
    freeHit: innings.freeHit,
    thisOver: thisOver(innings),
    chase: chaseView(state, innings),
    completed: innings.completed,
  };
}

export function scoringSummary(matchId: number, state: MatchState, score: ScoreResponse): ScoringSummary {
  return {
    ...score,
    matchId,
    eventCount: state.eventCount,
    next: state.next,
    completed: state.completed,
    result: state.result?.text ?? null,
    live: liveInnings(state),
    winProbability: winProbability(state),
  };
}
