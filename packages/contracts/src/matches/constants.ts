/** Match and tournament vocabulary of core §3, §4 and §5. */
export const MATCH_FORMATS = ['t20', 'odi', 'test', 't15', 't10', 't9', 't8', 't7', 't6', 't5', 't4', 't3', 't2', 't1', 'custom'] as const;
export type MatchFormat = (typeof MATCH_FORMATS)[number];
export const DEFAULT_MATCH_FORMAT: MatchFormat = 't20';
export const DEFAULT_MATCH_TIME = '14:00';
export const BALLS_PER_OVER = 6;
/** Players a side names in its XI: eleven unless the match or its tournament plays six-, seven- or eight-a-side. */
export const PLAYERS_PER_SIDE = 11;
export const MIN_PLAYERS_PER_SIDE = 2;
export const MAX_PLAYERS_PER_SIDE = 11;

export const MATCH_STATUSES = ['upcoming', 'live', 'completed', 'abandoned'] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const TOURNAMENT_STATUSES = ['registration_open', 'ongoing', 'completed'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];
export const TOURNAMENT_STATUS_LABELS: Record<TournamentStatus, string> = {
  registration_open: 'Registration Open',
  ongoing: 'Ongoing',
  completed: 'Completed',
};

/** Badge colours of core §4 (abandoned is the service's own terminal state). */
export const MATCH_STATUS_COLORS: Record<MatchStatus, string> = {
  live: 'red',
  upcoming: 'blue',
  completed: 'green',
  abandoned: 'default',
};

/**
 * Where a match may go next: upcoming → live → completed, or abandoned before it completes; any
 * match goes back to upcoming while no ball has been recorded (the service checks the balls).
 */
export const MATCH_STATUS_TRANSITIONS: Record<MatchStatus, readonly MatchStatus[]> = {
  upcoming: ['live', 'abandoned'],
  live: ['completed', 'abandoned', 'upcoming'],
  completed: ['upcoming'],
  abandoned: ['upcoming'],
};

export function canMoveMatch(from: MatchStatus, to: MatchStatus): boolean {
  return MATCH_STATUS_TRANSITIONS[from].includes(to);
}

export const TOSS_DECISIONS = ['bat', 'bowl'] as const;
export type TossDecision = (typeof TOSS_DECISIONS)[number];

/** How a completed match ended, for the points table (2 for a win, 1 each for a tie or no result). */
export const RESULT_OUTCOMES = ['win', 'tie', 'no_result'] as const;
export type ResultOutcome = (typeof RESULT_OUTCOMES)[number];

/** The tournament choice 'none' on the match form means a friendly (core §5). */
export const FRIENDLY_TOURNAMENT_CHOICE = 'none';
