import { SCORER_LOCK_PATHS, type ScorerLockResponse, type TakeScoringBody } from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';

export const scorerLockQueryKey = (matchId: number) => [SCORER_LOCK_PATHS.lock(matchId)];

/**
 * Takes the match (free or mine), or takes it over from its holder as a workspace admin, reporting
 * the taps this device has not synced: while the holder reports some, nobody takes it over.
 */
export const takeScoring = (matchId: number, takeOver: boolean, unsynced: number) =>
  apiRequest<ScorerLockResponse>('POST', SCORER_LOCK_PATHS.lock(matchId), { takeOver, unsynced } satisfies TakeScoringBody);

export const askToScore = (matchId: number) => apiRequest<ScorerLockResponse>('POST', SCORER_LOCK_PATHS.request(matchId), {});

export const stopScoring = (matchId: number) => apiRequest<void>('DELETE', SCORER_LOCK_PATHS.lock(matchId));
