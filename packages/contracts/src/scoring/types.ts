import type { MatchFormat } from '../matches';

/**
 * The scoring vocabulary. A match's score is never stored: it is the fold of its
 * ScoringEvents (foldMatch), so the events below are the persisted format and
 * MatchState is the model every screen reads.
 */

/** A player as the scorer knows them: any stable id (numeric ids are passed as strings). */
export type PlayerId = string;
export type TeamSide = 'team1' | 'team2';

export interface RosterPlayer {
  id: PlayerId;
  name: string;
}

export interface TeamSetup {
  name: string;
  shortName?: string;
  /** The squad. When given, batters and bowlers are checked against it and 'all out' also means 'no one left to bat'. */
  players?: readonly RosterPlayer[];
  /**
   * The playing XI named before the toss (ids of `players`, as many as the match allows). Only they,
   * and the substitutes who come in for them, bat and bowl; the rest of the squad are the substitutes;
   * 'all out' is one wicket fewer than the XI (as many with last man stands). Without it (an imported
   * file, whose players are its XI) every player may play and the rules' players per side count.
   */
  playingXI?: readonly PlayerId[];
  captain?: PlayerId;
  wicketKeeper?: PlayerId;
}

/** Competition rules a league may change; each has a default per format (rules.ts). */
export interface MatchRules {
  format: MatchFormat;
  /** Overs per side per innings; null = unlimited (test). */
  oversPerInnings: number | null;
  ballsPerOver: number;
  /** 1 for limited-overs cricket, 2 for test cricket. */
  inningsPerSide: 1 | 2;
  playersPerSide: number;
  /** The last batter may bat alone, so all out is one wicket later. */
  lastManStands: boolean;
  /** A no-ball makes the next delivery a free hit. */
  freeHit: boolean;
  /** The one-run penalty of a wide / no-ball (Law 21.10, 22.6). */
  wideRuns: number;
  noBallRuns: number;
  /** Penalty award of Law 41 (5). */
  penaltyRuns: number;
  /** Overs one bowler may bowl in an innings; null = no limit. */
  maxOversPerBowler: number | null;
  /** First-innings lead that lets the side batting first enforce the follow-on; null = no follow-on. */
  followOnMargin: number | null;
  declarationsAllowed: boolean;
  /** A tied limited-overs match is decided by super overs (repeated while tied). */
  superOverOnTie: boolean;
}

export interface MatchSetup {
  format: MatchFormat;
  /** The match's overs (match payload); the format's when missing. */
  overs?: number | null;
  teams: Record<TeamSide, TeamSetup>;
  /** Overrides of the format's defaults. */
  rules?: Partial<Omit<MatchRules, 'format'>>;
}

// ---------------------------------------------------------------- events

export const DISMISSAL_KINDS = [
  'bowled',
  'caught',
  'caught_and_bowled',
  'lbw',
  'stumped',
  'run_out',
  'hit_wicket',
  'hit_the_ball_twice',
  'obstructing_the_field',
  'timed_out',
  'retired_out',
] as const;
export type DismissalKind = (typeof DISMISSAL_KINDS)[number];

/** Kinds that happen on a delivery (timed out and retired out are separate events). */
export type DeliveryDismissalKind = Exclude<DismissalKind, 'timed_out' | 'retired_out'>;

/** 'striker' is the wicket-keeper's end, 'non_striker' the bowler's end, as they were when the ball was bowled. */
export type CreaseEnd = 'striker' | 'non_striker';

export interface DeliveryDismissal {
  kind: DeliveryDismissalKind;
  /** Who is out; the striker when missing. Only run out and obstructing the field can dismiss the non-striker. */
  batter?: PlayerId;
  /** Catcher, wicket-keeper who stumped, fielders of a run out. */
  fielders?: readonly PlayerId[];
  /**
   * Run out / obstructing the field: the end at which the wicket was put down; the new batter
   * takes it. Default: the end the dismissed batter was running to on the uncompleted run.
   */
  end?: CreaseEnd;
}

/** 'bat' runs are credited to the striker; byes and leg-byes are extras. On a wide every run is a wide. */
export type RunsKind = 'bat' | 'bye' | 'leg_bye';

export interface DeliveryEvent {
  type: 'delivery';
  /** Wide and no-ball are not legal balls (Law 21, 22). */
  extra?: 'wide' | 'no_ball';
  /** Runs scored off the ball (running plus any boundary), excluding the wide/no-ball penalty and penalty runs. */
  runs: number;
  runsKind?: RunsKind;
  /** The ball reached the boundary: 4 or 6 of `runs` are the boundary allowance (overthrows: runs − boundary were completed). */
  boundary?: 4 | 6;
  wicket?: DeliveryDismissal;
  /** Law 41 penalty runs awarded on this ball (e.g. ball hits a fielder's helmet on the ground). */
  penalty?: PenaltyAward;
  /** The umpire allowed it although the Laws' checks of live input would refuse it (a dismissal off a free hit). */
  asCalled?: true;
  /** The scorer's short note on the ball, shown as commentary (at most BALL_COMMENT_MAX characters). */
  comment?: string;
}

/**
 * Penalty runs: the Law 41 award of the rules' penalty, or `runs` where the playing conditions
 * award another number (an over-rate penalty of 6, say).
 */
export interface PenaltyAward {
  to: 'batting' | 'fielding';
  runs?: number;
}

/** Start of an innings (also of a super over). Innings after the first must follow the match order (fold.ts). */
export interface InningsStartEvent {
  type: 'innings_start';
  battingTeam: TeamSide;
  striker: PlayerId;
  nonStriker: PlayerId;
  bowler: PlayerId;
}

/** The bowler of the next over, or a mid-over replacement (injury/suspension, Law 17.8). */
export interface BowlerEvent {
  type: 'bowler';
  bowler: PlayerId;
  /** The umpire allowed it: a bowler in consecutive overs or past the per-bowler limit, as it happened. */
  asCalled?: true;
}

/** The umpire called over before the over's balls were bowled (Law 17.5: the over as called stands). */
export interface EndOverEvent {
  type: 'end_over';
}

/**
 * Right after a ball that ended the over or the innings, the umpires let play go on for another
 * ball (Law 17.5: an over as called stands); the over, or the innings, reopens.
 */
export interface AnotherBallEvent {
  type: 'another_ball';
}

/** A batter who cannot bat (absent hurt): no team wicket, but no one to come in from them either. */
export interface AbsentHurtEvent {
  type: 'absent_hurt';
  batter: PlayerId;
}

export const SUBSTITUTION_REASONS = ['concussion', 'impact_player', 'covid', 'injury', 'other'] as const;
export type SubstitutionReason = (typeof SUBSTITUTION_REASONS)[number];

/**
 * A replacement player (concussion, impact player, other substitutes as the playing conditions
 * allow) takes over from `out` in `side`'s eleven, with the batting and bowling still to come.
 */
export interface SubstituteEvent {
  type: 'substitute';
  side: TeamSide;
  out: PlayerId;
  in: PlayerId;
  reason: SubstitutionReason;
}

/** A batter coming in at the vacant end (a retired hurt / not out batter may resume). */
export interface BatterInEvent {
  type: 'batter_in';
  batter: PlayerId;
}

export const RETIREMENT_KINDS = ['retired_hurt', 'retired_not_out', 'retired_out'] as const;
export type RetirementKind = (typeof RETIREMENT_KINDS)[number];

/** Retired hurt / not out is no team wicket and the batter may resume; retired out is a wicket (Law 25.4). */
export interface RetireEvent {
  type: 'retire';
  batter: PlayerId;
  kind: RetirementKind;
}

/** The incoming batter is out timed out (Law 40); the vacancy remains. */
export interface TimedOutEvent {
  type: 'timed_out';
  batter: PlayerId;
}

/** Law 41 penalty runs awarded between deliveries. */
export interface PenaltyEvent extends PenaltyAward {
  type: 'penalty';
}

/** Correct the ends: the batters change ends (scorer's correction or an importer's). */
export interface SwapStrikeEvent {
  type: 'swap_strike';
}

export interface DeclareEvent {
  type: 'declare';
}

/** Close the current innings: forfeited before a ball, or no more play possible. */
export interface EndInningsEvent {
  type: 'end_innings';
  /** forfeited: right after innings_start, before a ball (Law 15); closed: no more play; all_out: no batter able to continue. */
  reason: 'forfeited' | 'closed' | 'all_out';
}

/**
 * A revised target and/or overs entered by hand (DLS is calculated elsewhere). Applies to the current
 * or next innings. Overs are an overs figure: 16.4 is sixteen overs and four balls.
 */
export interface ReviseEvent {
  type: 'revise';
  overs?: number;
  target?: number;
}

/** A result the score cannot give by itself. */
export interface ResultEvent {
  type: 'result';
  /** par: play ended in a revised chase and the par score (target − 1) decides it (DLS). */
  outcome: 'drawn' | 'no_result' | 'abandoned' | 'conceded' | 'par';
  /** The side that wins when the other concedes. */
  winner?: TeamSide;
}

export type ScoringEvent =
  | DeliveryEvent
  | InningsStartEvent
  | BowlerEvent
  | EndOverEvent
  | AnotherBallEvent
  | AbsentHurtEvent
  | SubstituteEvent
  | BatterInEvent
  | RetireEvent
  | TimedOutEvent
  | PenaltyEvent
  | SwapStrikeEvent
  | DeclareEvent
  | EndInningsEvent
  | ReviseEvent
  | ResultEvent;

// ---------------------------------------------------------------- state

export interface Extras {
  wides: number;
  noBalls: number;
  byes: number;
  legByes: number;
  penalty: number;
  total: number;
}

export interface Dismissal {
  kind: DismissalKind;
  /** The bowler credited with the wicket (bowled, caught, lbw, stumped, hit wicket); null otherwise. */
  bowler: PlayerId | null;
  fielders: readonly PlayerId[];
}

export type BatterStatus = 'not_out' | 'out' | 'retired_hurt' | 'retired_not_out' | 'absent_hurt';

export interface BatterInnings {
  player: PlayerId;
  /** 1-based order of coming in. */
  position: number;
  runs: number;
  /** Legal balls and no-balls faced (wides are not balls faced). */
  balls: number;
  fours: number;
  sixes: number;
  dots: number;
  status: BatterStatus;
  dismissal: Dismissal | null;
  /** At the crease now. */
  atCrease: boolean;
}

export interface BowlerInnings {
  player: PlayerId;
  legalBalls: number;
  /** Balls as the overs were called: an over called at five or seven balls counts whole to the bowler who ended it. */
  overBalls: number;
  maidens: number;
  /** Runs charged: bat runs, wides, no-ball penalties; not byes, leg-byes or penalty runs. */
  runs: number;
  wickets: number;
  /** Wide and no-ball deliveries bowled (the extras breakdown counts their runs). */
  wides: number;
  noBalls: number;
  dots: number;
}

/** One ball as it happened, with everything resolved (who faced, who bowled, what it added). */
export interface DeliveryRecord {
  /** Index of the event in the match's event list. */
  eventIndex: number;
  event: DeliveryEvent;
  /** 0-based over, and legal ball in it after this delivery (an illegal ball keeps the count). */
  over: number;
  ballInOver: number;
  legal: boolean;
  freeHit: boolean;
  striker: PlayerId;
  nonStriker: PlayerId | null;
  bowler: PlayerId;
  /** Everything the ball added to the total (including penalty runs to the batting side). */
  totalRuns: number;
  batterRuns: number;
  extras: Omit<Extras, 'total'>;
  /** Runs charged to the bowler. */
  bowlerRuns: number;
  dismissed: PlayerId | null;
  /** Short label for 'this over': '0', '1', '4', 'W', '1W' (run out after a run), '1wd', 'nb', '2+nb', '1lb', '1b', '0+5p'. */
  label: string;
}

export interface FallOfWicket {
  wicket: number;
  player: PlayerId;
  runs: number;
  legalBalls: number;
  overs: string;
}

export interface Partnership {
  /** Partnership for this wicket (1st wicket = openers). */
  wicket: number;
  batters: [PlayerId, PlayerId | null];
  runs: number;
  legalBalls: number;
  /** Each batter's own runs and balls faced in it. */
  contributions: Record<PlayerId, { runs: number; balls: number }>;
  /** Still going. */
  unbroken: boolean;
}

export interface OverSummary {
  /** 1-based over number. */
  number: number;
  bowlers: PlayerId[];
  runs: number;
  wickets: number;
  legalBalls: number;
  /** Team runs at the end of the over, for a worm chart. */
  cumulativeRuns: number;
  maiden: boolean;
  balls: string[];
}

export type InningsEndReason = 'all_out' | 'overs' | 'target' | 'declared' | 'forfeited' | 'closed';

export interface InningsState {
  /** 1-based order in the match, super overs included. */
  number: number;
  battingTeam: TeamSide;
  bowlingTeam: TeamSide;
  superOver: boolean;
  followOn: boolean;
  runs: number;
  wickets: number;
  legalBalls: number;
  /** Legal balls the innings may last; null = unlimited. */
  maxLegalBalls: number | null;
  /** Wickets that end the innings. */
  allOutWickets: number;
  /** Overs one bowler may bowl in it (revised overs revise it); null = no limit. */
  maxOversPerBowler: number | null;
  /** Runs needed to win (chasing innings only). */
  target: number | null;
  /** The target or overs were revised by hand (DLS). */
  revised: boolean;
  extras: Extras;
  batters: BatterInnings[];
  bowlers: BowlerInnings[];
  deliveries: DeliveryRecord[];
  /** Overs the umpires called complete, and legal balls of the over being bowled (Law 17.5: an over as called stands). */
  completedOvers: number;
  ballsInOver: number;
  /** The over last called complete, at which event, so that `another_ball` may reopen it. */
  overEndedAt: { eventCount: number; delta: number; maiden: boolean; bowler: PlayerId } | null;
  /** The event that completed the innings, so that `another_ball` may reopen it when play went on. */
  endedAt: number | null;
  fallOfWickets: FallOfWicket[];
  partnerships: Partnership[];
  overs: OverSummary[];
  striker: PlayerId | null;
  nonStriker: PlayerId | null;
  bowler: PlayerId | null;
  /** The batter at this end left and no one has come in yet. */
  vacancy: CreaseEnd | null;
  /** The next delivery is a free hit. */
  freeHit: boolean;
  completed: boolean;
  endReason: InningsEndReason | null;
}

export type ScoringResult =
  | {
      outcome: 'win';
      winner: TeamSide;
      /** Margin; innings = won by an innings and `runs` runs. */
      by: { runs: number } | { wickets: number } | { innings: true; runs: number } | null;
      superOver: boolean;
      method: 'DLS' | null;
      text: string;
    }
  | { outcome: 'tie' | 'drawn' | 'no_result' | 'abandoned'; winner: null; text: string };

/** What the scorer must enter next. */
export type NextInput = 'innings_start' | 'batter' | 'bowler' | 'delivery' | 'result' | 'none';

export interface MatchState {
  rules: MatchRules;
  teams: Record<TeamSide, TeamSetup>;
  innings: InningsState[];
  /** The innings being played, if any. */
  current: InningsState | null;
  /** The revised overs/target waiting for the next innings. */
  pendingRevision: { overs?: number; target?: number } | null;
  /** Penalty runs to a side with no completed innings, added to its next innings (Law 41.17). */
  pendingPenalty: Record<TeamSide, number>;
  next: NextInput;
  result: ScoringResult | null;
  completed: boolean;
  /** Number of events folded: the sequence number the next event must carry. */
  eventCount: number;
  /** Replacements in order (concussion, impact player…): who came in for whom, and when. */
  substitutions: Substitution[];
}

export interface Substitution {
  side: TeamSide;
  out: PlayerId;
  in: PlayerId;
  reason: SubstitutionReason;
  /** The innings and over (1-based, 0 before play) when it was made. */
  innings: number;
  over: number;
}
