import type { MatchDetailResponse, ScorerLockResponse, ScoringEvent, ScoringStateResponse } from '@cricket/contracts';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ScoringOp, ScoringQueueStore, StoredTaps } from './scoringQueue';

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
    return (await storedQueue(userId, matchId).load())?.pending.length ?? 0;
  } catch {
    return 0;
  }
}

/** The journal's key for a scorer's taps of a match. */
const journalKey = (userId: number, matchId: number) => `${OFFLINE_DB_NAME}/taps/${userId}/${matchId}`;

/** The taps journalled and not yet stored in IndexedDB: a tap is shown only once one of the two holds it. */
function journalled(userId: number, matchId: number): StoredTaps | null {
  try {
    const kept = localStorage.getItem(journalKey(userId, matchId));
    return kept === null ? null : (JSON.parse(kept) as StoredTaps);
  } catch {
    return null;
  }
}

/**
 * Where the scorer's queue for the match keeps its taps: IndexedDB, with no record once no tap is
 * left. A write there takes tens of milliseconds on a phone, too long to hold a tap off the
 * screen, so each change is first journalled in localStorage, synchronously (a page closed or
 * reloaded the next moment still has it), and the journal goes once the last write has landed.
 */
export function storedQueue(userId: number, matchId: number): ScoringQueueStore {
  let writes = 0;
  /** The writes land one after another, in the order the changes were made. */
  let landed: Promise<void> = Promise.resolve();
  return {
    load: async () => {
      // A journal with no taps stands for a record being deleted.
      const kept = journalled(userId, matchId) ?? (await (await database()).get('queues', [userId, matchId]));
      return kept?.pending.length ? { confirmed: kept.confirmed, pending: kept.pending } : null;
    },
    save: (taps) => {
      const write = ++writes;
      try {
        localStorage.setItem(journalKey(userId, matchId), JSON.stringify(taps));
      } catch {
        // No room for the journal: the tap is kept once IndexedDB has it, as the write below.
      }
      const stored = landed
        .catch(() => undefined)
        .then(async () => {
          const db = await database();
          if (taps.pending.length === 0) await db.delete('queues', [userId, matchId]);
          else await db.put('queues', { userId, matchId, confirmed: taps.confirmed, pending: taps.pending });
        });
      landed = stored;
      // Once the latest change has landed, IndexedDB holds everything the journal did.
      return stored.then(() => {
        if (write === writes) localStorage.removeItem(journalKey(userId, matchId));
      });
    },
  };
}
