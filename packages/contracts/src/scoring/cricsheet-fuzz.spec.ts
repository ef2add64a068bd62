import { CricsheetError, fromCricsheet } from './cricsheet';
import { cricsheetFiles, readCricsheet } from './cricsheet-corpus';
import { parseCricsheetMatch } from './cricsheet-shape';

/**
 * Real files mutated as a careless or hostile uploader would (fields dropped, wrong types,
 * impossible sequences, huge numbers): the importer answers each with a message (the service's
 * 400), never with another exception (its 500).
 */

/** A small seeded generator, so a failure names a case that can be run again. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const HOSTILE = [null, undefined, -1, 0, 1.5, 2 ** 31, 1e308, Number.MAX_SAFE_INTEGER, '', 'x', '\u0000', '\ud800', true, [], {}, [1, 2], { a: 1 }];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value in the document. */
function paths(value: Json, prefix: (string | number)[] = [], found: (string | number)[][] = []): (string | number)[][] {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) paths(child, [...prefix, Array.isArray(value) ? Number(key) : key], found);
  }
  if (prefix.length > 0) found.push(prefix);
  return found;
}

function mutate(document: Json, next: () => number): Json {
  const copy = structuredClone(document) as { [key: string]: Json };
  const all = paths(copy);
  const path = all[Math.floor(next() * all.length)];
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key], copy) as Record<string, Json> | Json[];
  const key = path[path.length - 1] as never;
  const roll = next();
  if (roll < 0.3) {
    if (Array.isArray(parent)) parent.splice(key, 1);
    else delete parent[key];
  } else if (roll < 0.8) {
    parent[key] = HOSTILE[Math.floor(next() * HOSTILE.length)] as never;
  } else if (Array.isArray(parent)) {
    // An impossible sequence: a ball, an over or an innings twice, or out of place.
    parent.splice(Math.floor(next() * parent.length), 0, structuredClone(parent[key]));
  } else {
    parent[key] = structuredClone(copy) as never;
  }
  return copy;
}

/** What the import answers: the parsed match, or the message of its 400. */
function importAnswer(body: unknown): string {
  const parsed = parseCricsheetMatch(body);
  if ('error' in parsed) return parsed.error;
  try {
    fromCricsheet(parsed.value);
    return 'imported';
  } catch (error) {
    if (error instanceof CricsheetError) return error.message;
    throw error;
  }
}

const FILES = cricsheetFiles().filter((_, index) => index % 9 === 0);
const MUTATIONS = 40;

describe('mutated real files answer with a message, never a crash', () => {
  it.each(FILES)('%s', (file) => {
    const original = readCricsheet(file) as unknown as Json;
    const next = random(file.length * 7919 + MUTATIONS);
    for (let round = 0; round < MUTATIONS; round++) {
      const body = mutate(original, next);
      expect(typeof importAnswer(body)).toBe('string');
    }
  });
});
