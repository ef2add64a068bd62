// IndexedDB in jsdom for the specs of offline scoring: fake-indexeddb, which clones values with
// structuredClone, which jsdom lacks; Node's serializer is the same algorithm.
import { deserialize, serialize } from 'node:v8';
import 'fake-indexeddb/auto';
import { deleteDB } from 'idb';
import { OFFLINE_DB_NAME } from '../scoring/utils/offlineMatchStore';

globalThis.structuredClone ??= <T,>(value: T): T => deserialize(serialize(value)) as T;

/** Forgets everything stored on the "device" (the store gives up its connection when asked). */
export const clearDeviceStorage = () => deleteDB(OFFLINE_DB_NAME);
