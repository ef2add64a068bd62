// IndexedDB in jsdom for the specs of offline scoring: fake-indexeddb, which clones values with
// structuredClone, which jsdom lacks; Node's serializer is the same algorithm.
import { deserialize, serialize } from 'node:v8';
import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { OFFLINE_DB_NAME } from '../scoring/utils/offlineMatchStore';

globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;

/** Forgets everything stored on the "device": the database (its connection is given up when asked) and the taps' journal. */
export async function clearDeviceStorage(): Promise<void> {
  localStorage.clear();
  await deleteDB(OFFLINE_DB_NAME);
}
