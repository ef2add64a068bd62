import { createHash } from 'node:crypto';
import type { CricsheetMatch } from '@cricket/contracts';

/** JSON with every object's keys sorted, so that the same content gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, one]) => one !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, one]) => `${JSON.stringify(key)}:${canonical(one)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A match file's identity: a hash of its match (info and innings), leaving out `meta`, which
 * Cricsheet rewrites (created, revision) without the match changing. Importing the same match
 * twice into a workspace gives one match (unique per workspace).
 */
export function importKey(file: CricsheetMatch): string {
  return createHash('sha256').update(canonical({ info: file.info, innings: file.innings })).digest('hex');
}
