import type { MatchDetailResponse, ScorerLockResponse, ScoringEvent, ScoringStateResponse } from '@cricket/contracts';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ScoringOp, ScoringQueueStore } from './scoringQueue';

/** What the console needs to open and score a match with no network, as its scorer downloaded it. */
export interface OfflineMatch {
  userId: number;
  matchId: number;
  detail: MatchDetailResponse;
  view: ScoringStateResponse;
  /** Who held the match when it was saved: offline, the console counts as held by them. */
  lock: ScorerLockResponse;
  savedAt: number;
}

/** A scorer's taps the server has not confirmed yet, and the events it had confirmed before them. */
interface StoredQueue {
  userId: number;
  matchId: number;
  confirmed: readonly ScoringEvent[];
  pending: readonly ScoringOp[];
}

interface OfflineScoringDb extends DBSchema {
  matches: { key: [number, number]; value: OfflineMatch };
  queues: { key: [number, number]; value: StoredQueue };
}

export const OFFLINE_DB_NAME = 'cricket-offline-scoring';

let opened: Promise<IDBPDatabase<OfflineScoringDb>> | null = null;

/** One connection for the page; given up when another tab upgrades or deletes the database, so that one is not blocked. */
function database(): Promise<IDBPDatabase<OfflineScoringDb>> {
  opened ??= openDB<OfflineScoringDb>(OFFLINE_DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('matches', { keyPath: ['userId', 'matchId'] });
      db.createObjectStore('queues', { keyPath: ['userId', 'matchId'] });
    },
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
    terminated() {
      opened = null;
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

export async function loadOfflineMatch(userId: number, matchId: number): Promise<OfflineMatch | null> {
  return (await (await database()).get('matches', [userId, matchId])) ?? null;
}

export async function saveOfflineMatch(copy: OfflineMatch): Promise<OfflineMatch> {
  await (await database()).put('matches', copy);
  return copy;
}

export async function clearOfflineMatch(userId: number, matchId: number): Promise<void> {
  await (await database()).delete('matches', [userId, matchId]);
}

/** The taps this device holds for the match and has not synced (0 when it cannot tell). */
export async function unsyncedTaps(userId: number, matchId: number): Promise<number> {
  try {
    return (await (await database()).get('queues', [userId, matchId]))?.pending.length ?? 0;
  } catch {
    return 0;
  }
}

/** Where the scorer's queue for the match keeps its taps: no taps left, no record. */
export function storedQueue(userId: number, matchId: number): ScoringQueueStore {
  return {
    load: async () => (await (await database()).get('queues', [userId, matchId])) ?? null,
    save: async ({ confirmed, pending }) => {
      const db = await database();
      if (pending.length === 0) await db.delete('queues', [userId, matchId]);
      else await db.put('queues', { userId, matchId, confirmed, pending });
    },
  };
}
