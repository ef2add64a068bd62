import { v, wholeNumber } from '../validation/schema';

/**
 * One scorer holds a match (issue 16): the first to open the console holds it; others watch it
 * read-only and may ask for it; the holder hands it over or releases it; a workspace admin takes
 * it over unless the holder's device still has taps it has not synced.
 */
export const SCORER_LOCK_PATHS = {
  /** GET who holds the match; POST takes it (free, mine, or `takeOver` by an admin) and reports my unsynced taps; DELETE releases it. */
  lock: (matchId: number) => `/api/my/matches/${matchId}/scoring/lock`,
  /** POST: asks the holder for the match. */
  request: (matchId: number) => `/api/my/matches/${matchId}/scoring/lock/request`,
} as const;

/** Taps a device can hold unsynced: more than a day of Test cricket. */
export const MAX_UNSYNCED_TAPS = 10_000;

export const SCORER_LOCK_MESSAGES = {
  heldBy: (name: string) => `${name} is scoring this match`,
  unsynced: (name: string, taps: number) =>
    `${name} has ${taps} ${taps === 1 ? 'tap' : 'taps'} not yet synced: they must sync or discard ${taps === 1 ? 'it' : 'them'} before anyone takes over`,
  adminTakesOver: 'Only a workspace admin can take over scoring',
  notHolder: 'You are not scoring this match',
  pending: `Unsynced taps must be a whole number from 0 to ${MAX_UNSYNCED_TAPS}`,
  takeOver: 'Take over must be true or false',
} as const;

export interface ScorerRef {
  id: number;
  name: string;
}

export interface ScorerLockResponse {
  matchId: number;
  /** Who scores the match now; null while nobody does. */
  holder: ScorerRef | null;
  /** Taps the holder's device reported as not yet synced. */
  unsynced: number;
  /** Who asked the holder for the match, if anyone. */
  requestedBy: ScorerRef | null;
}

/** POST .../scoring/lock: take the match (a takeover needs `takeOver`), reporting this device's unsynced taps. */
export const takeScoringBody = v.object({
  takeOver: v.nullish(v.boolean(SCORER_LOCK_MESSAGES.takeOver), false),
  unsynced: v.nullish(wholeNumber(0, MAX_UNSYNCED_TAPS, SCORER_LOCK_MESSAGES.pending), 0),
});
export type TakeScoringBody = v.InferOutput<typeof takeScoringBody>;
