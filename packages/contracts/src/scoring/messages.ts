import { MAX_PENALTY_RUNS } from './rules';

/** Every message the scoring engine answers with; the service and the console show them as they are. */
export const SCORING_MESSAGES = {
  invalidOvers: (overs: string, ballsPerOver: number) =>
    `'${overs}' is not an overs figure: the balls after the point must be 0 to ${ballsPerOver - 1}`,
  matchOver: 'The match is over',
  noInnings: 'Start an innings first',
  inningsInProgress: 'An innings is already in progress',
  inningsOver: 'The innings is over',
  noMoreInnings: 'The match has no more innings to play',
  batterRequired: 'A new batter must come in before the next ball',
  bowlerRequired: 'A new bowler is required at the start of the over',
  consecutiveOvers: 'The same bowler cannot bowl consecutive overs',
  bowlerLimit: (overs: number) => `A bowler may bowl at most ${overs} ${overs === 1 ? 'over' : 'overs'} in this innings`,
  sameBatters: 'Striker and non-striker must be different players',
  notInTeam: (player: string, team: string) => `${player} is not a player of ${team}`,
  alreadyBatting: (player: string) => `${player} is already batting`,
  cannotBatAgain: (player: string) => `${player} is out and cannot bat again`,
  notAtCrease: (player: string) => `${player} is not at the crease`,
  noVacancy: 'A new batter can only come in after a wicket or a retirement',
  invalidRuns: 'Runs must be a whole number from 0 to 12',
  invalidBoundary: 'A boundary is 4 or 6, and the runs must include it',
  sixOffTheBat: 'Only a hit off the bat can be a six',
  runsOffWide: 'On a wide every run is a wide: no byes, leg-byes or runs off the bat',
  dismissalOff: (kind: string, ball: 'a wide' | 'a no-ball' | 'a free hit') => `A batter cannot be out ${kind} off ${ball}`,
  strikerOnly: (kind: string) => `Only the striker can be out ${kind}`,
  noRunsWith: (kind: string) => `No runs count when a batter is out ${kind}`,
  boundaryWithWicket: 'A ball on which a batter is out cannot reach the boundary',
  dismissalNotOnDelivery: (kind: string) => `${kind} is recorded on its own, not on a delivery`,
  declarationsNotAllowed: 'Declarations are only allowed in test matches',
  wrongBattingSide: (team: string) => `${team} cannot bat in this innings`,
  superOverOrder: 'The side that batted second bats first in the super over',
  followOnNotAvailable: (margin: number) => `The follow-on needs a first-innings lead of at least ${margin} runs`,
  bowlerNotFielding: 'The bowler must be a player of the fielding side',
  invalidRevision: 'Revised overs must be at least the overs already bowled and the target a positive number of runs',
  forfeitAfterBalls: 'An innings can only be forfeited before its first ball',
  resultDecided: 'The result is already decided',
  conceding: 'Name the side that wins when the other concedes',
  nothingToUndo: 'There is nothing to undo',
  noSuchEvent: 'There is no scoring event at that position',
  correctionRefused: (entry: string, reason: string) => `${entry} cannot be corrected that way: ${reason}`,
  correctionBreaksLater: (entry: string, later: string, reason: string) => `Correcting ${entry} makes ${later} impossible: ${reason}`,
  alreadyBowling: (player: string) => `${player} is already bowling`,
  overNotStarted: 'No ball of this over has been bowled yet',
  noOverToReopen: 'Another ball can only be allowed right after the over ends',
  cannotBeAbsent: (player: string) => `${player} has batted in this innings and cannot be absent hurt`,
  substituteInEleven: (player: string) => `${player} is already playing`,
  notPlaying: (player: string) => `${player} is not playing`,
  invalidPenalty: `Penalty runs must be a whole number from 1 to ${MAX_PENALTY_RUNS}`,
  noPar: 'A par result needs a revised chase: enter the revised target first',
} as const;

/** An event the match's state does not allow; `eventIndex` is its position in the event list. */
export class ScoringError extends Error {
  constructor(
    message: string,
    readonly eventIndex: number,
  ) {
    super(message);
    this.name = 'ScoringError';
  }
}
