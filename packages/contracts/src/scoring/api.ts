import { oneOf, parseWith, problemOf, v, type Parsed } from '../validation/schema';
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
 * The live-scoring HTTP API of services/matches (its paths are in paths.ts): request and answer
 * shapes, its messages and the checks of a posted event's shape (the engine then decides whether
 * it can happen).
 */

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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A squad player's id: a number from 1 or non-blank text, kept as text (the engine knows players by text ids). */
export const squadPlayerId = (message: string) =>
  v.union(
    [v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.transform(String)), v.pipe(v.string(message), v.trim(), v.nonEmpty(message))],
    message,
  );

const player = (field: string) => squadPlayerId(SCORING_API_MESSAGES.player(field));
const wholeNumber = (message: string) => v.pipe(v.number(message), v.integer(message));
const side = (message: string) => oneOf(['team1', 'team2'], message);
/** The scorer confirmed the umpire's call over a check of the Laws. */
const asCalled = v.nullish(v.literal(true, SCORING_API_MESSAGES.asCalled));
const penaltyAward = {
  to: oneOf(['batting', 'fielding'], SCORING_API_MESSAGES.penaltyTo),
  runs: v.nullish(v.pipe(wholeNumber(SCORING_API_MESSAGES.penaltyRuns), v.minValue(1, SCORING_API_MESSAGES.penaltyRuns), v.maxValue(MAX_PENALTY_RUNS, SCORING_API_MESSAGES.penaltyRuns))),
};
// Timed out and retired out are events of their own.
const BALL_DISMISSALS = DISMISSAL_KINDS.filter((kind) => kind !== 'timed_out' && kind !== 'retired_out');

/** One type of event; a left-out field answers with its own message (parseWith names only the body's own fields). */
function eventOf<const T extends ScoringEvent['type'], E extends v.ObjectEntries>(type: T, entries: E) {
  return v.object({ type: v.literal(type), ...entries }, (issue) => {
    const key = issue.path?.at(-1)?.key;
    return (typeof key === 'string' && Object.hasOwn(entries, key) ? problemOf(entries[key], undefined) : null) ?? SCORING_API_MESSAGES.eventRequired;
  });
}

/** The event as stored: fields sent as null, and a blank comment, are left out as if never sent. */
function stored(fields: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== null && value !== undefined && value !== '')
      .map(([key, value]) => [key, isObject(value) ? stored(value) : value]),
  );
}

/** A posted event in its stored form (known fields only, player ids as text); ranges and combinations are the engine's to judge. */
export const scoringEvent = v.pipe(
  v.variant(
    'type',
    [
      eventOf('delivery', {
        runs: wholeNumber(SCORING_MESSAGES.invalidRuns),
        extra: v.nullish(oneOf(['wide', 'no_ball'], SCORING_API_MESSAGES.extra)),
        runsKind: v.nullish(oneOf(['bat', 'bye', 'leg_bye'], SCORING_API_MESSAGES.runsKind)),
        boundary: v.nullish(oneOf([4, 6], SCORING_MESSAGES.invalidBoundary)),
        wicket: v.nullish(
          v.object(
            {
              kind: oneOf(BALL_DISMISSALS, SCORING_API_MESSAGES.dismissalKind),
              batter: v.nullish(player('batter')),
              fielders: v.nullish(v.array(squadPlayerId(SCORING_API_MESSAGES.fielders), SCORING_API_MESSAGES.fielders)),
              end: v.nullish(oneOf(['striker', 'non_striker'], SCORING_API_MESSAGES.end)),
            },
            SCORING_API_MESSAGES.dismissalKind,
          ),
        ),
        penalty: v.nullish(v.object(penaltyAward, SCORING_API_MESSAGES.penaltyTo)),
        // Stored trimmed; a blank comment is none.
        comment: v.nullish(v.pipe(v.string(SCORING_API_MESSAGES.comment), v.trim(), v.maxLength(BALL_COMMENT_MAX, SCORING_API_MESSAGES.comment))),
        asCalled,
      }),
      eventOf('innings_start', {
        battingTeam: side(SCORING_API_MESSAGES.battingTeam),
        striker: player('striker'),
        nonStriker: player('nonStriker'),
        bowler: player('bowler'),
      }),
      eventOf('bowler', { asCalled, bowler: player('bowler') }),
      eventOf('end_over', {}),
      eventOf('another_ball', {}),
      eventOf('absent_hurt', { batter: player('batter') }),
      eventOf('substitute', {
        side: side(SCORING_API_MESSAGES.battingTeam),
        out: player('out'),
        in: player('in'),
        reason: oneOf(SUBSTITUTION_REASONS, SCORING_API_MESSAGES.substitutionReason),
      }),
      eventOf('batter_in', { batter: player('batter') }),
      eventOf('retire', { batter: player('batter'), kind: oneOf(RETIREMENT_KINDS, SCORING_API_MESSAGES.retirementKind) }),
      eventOf('timed_out', { batter: player('batter') }),
      eventOf('penalty', penaltyAward),
      eventOf('swap_strike', {}),
      eventOf('declare', {}),
      eventOf('end_innings', { reason: oneOf(['forfeited', 'closed', 'all_out'], SCORING_API_MESSAGES.endReason) }),
      eventOf('revise', {
        overs: v.nullish(v.pipe(v.number(SCORING_API_MESSAGES.revision), v.finite(SCORING_API_MESSAGES.revision))),
        target: v.nullish(wholeNumber(SCORING_API_MESSAGES.revision)),
      }),
      eventOf('result', {
        outcome: oneOf(['drawn', 'no_result', 'abandoned', 'conceded', 'par'], SCORING_API_MESSAGES.resultOutcome),
        winner: v.nullish(side(SCORING_API_MESSAGES.winner)),
      }),
    ],
    // A value that is no object (a list included) is no event; an object names a type of none.
    (issue) => (issue.path && !Array.isArray(issue.path[0].input) ? SCORING_API_MESSAGES.eventType : SCORING_API_MESSAGES.eventRequired),
  ),
  // Each type's entries are its ScoringEvent's fields, with null where the request may send it.
  v.transform((event) => stored(event) as unknown as ScoringEvent),
);

/** ScoringChangeRequest.expectedSequence. */
export const expectedSequence = v.pipe(
  wholeNumber(SCORING_API_MESSAGES.expectedSequence),
  v.minValue(0, SCORING_API_MESSAGES.expectedSequence),
);

const ruleFlag = (name: 'lastManStands' | 'freeHit' | 'superOverOnTie') => v.optional(v.boolean(SCORING_API_MESSAGES.ruleFlag(name)));
const onlySettings = (value: unknown) => isObject(value) && Object.keys(value).every((key) => (SCORING_RULE_SETTINGS as readonly string[]).includes(key));

/** The match settings of StartScoringRequest.rules: none when left out. */
export const scoringRules = v.nullish(
  v.pipe(
    v.custom<Record<string, unknown>>(onlySettings, SCORING_API_MESSAGES.rules),
    v.object({
      ballsPerOver: v.optional(
        v.pipe(wholeNumber(SCORING_API_MESSAGES.ballsPerOver), v.minValue(1, SCORING_API_MESSAGES.ballsPerOver), v.maxValue(MAX_BALLS_PER_OVER, SCORING_API_MESSAGES.ballsPerOver)),
      ),
      playersPerSide: v.optional(
        v.pipe(
          wholeNumber(SCORING_API_MESSAGES.playersPerSide),
          v.minValue(MIN_PLAYERS_PER_SIDE, SCORING_API_MESSAGES.playersPerSide),
          v.maxValue(MAX_PLAYERS_PER_SIDE, SCORING_API_MESSAGES.playersPerSide),
        ),
      ),
      maxOversPerBowler: v.optional(v.nullable(v.pipe(wholeNumber(SCORING_API_MESSAGES.maxOversPerBowler), v.minValue(1, SCORING_API_MESSAGES.maxOversPerBowler)))),
      lastManStands: ruleFlag('lastManStands'),
      freeHit: ruleFlag('freeHit'),
      superOverOnTie: ruleFlag('superOverOnTie'),
    }),
  ),
  (): ScoringRuleSettings => ({}),
);

/** What the parse functions below answer: the value, or the first broken rule's message. */
type Checked<T> = { value: T } | { error: string };
const checked = <T>(result: Parsed<T>): Checked<T> => (result.ok ? { value: result.value } : { error: result.message });

/** One event on its own (scoringEventBody checks it within a request). */
export const parseScoringEvent = (value: unknown): Checked<ScoringEvent> => checked(parseWith(scoringEvent, value));

export const parseExpectedSequence = (body: unknown): Checked<number> =>
  checked(parseWith(expectedSequence, (body as Partial<ScoringChangeRequest> | null)?.expectedSequence));

/** Match settings on their own (a match file's info.scoring_rules). */
export const parseScoringRules = (value: unknown): Checked<ScoringRuleSettings> => checked(parseWith(scoringRules, value));

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
