import type { ServerMessageType } from '@cricket/contracts';

/**
 * Which cached reads a server message makes stale (core §7, booking §4). Query keys are
 * API paths, so a key is stale when its first element starts with one of these prefixes.
 */
const MATCH_KEYS = ['/api/my/matches', '/api/matches'] as const;
const GROUND_KEYS = ['/api/grounds', '/api/ground-bookings'] as const;

export const INVALIDATED_KEY_PREFIXES: Partial<Record<ServerMessageType, readonly string[]>> = {
  MATCH_UPDATE: MATCH_KEYS,
  SCORE_UPDATE: MATCH_KEYS,
  BALL_RECORDED: MATCH_KEYS,
  STRIKER_SWAP: MATCH_KEYS,
  FORCE_REFRESH: MATCH_KEYS,
  TEAM_UPDATE: ['/api/my/teams', '/api/teams'],
  TOURNAMENT_UPDATE: ['/api/tournaments', '/api/my/tournaments'],
  GROUND_CREATE: GROUND_KEYS,
  GROUND_UPDATE: GROUND_KEYS,
  GROUND_DELETE: GROUND_KEYS,
};

export function isKeyStaleAfter(type: ServerMessageType, queryKey: readonly unknown[]): boolean {
  const prefixes = INVALIDATED_KEY_PREFIXES[type];
  const head = queryKey[0];
  return prefixes !== undefined && typeof head === 'string' && prefixes.some((prefix) => head.startsWith(prefix));
}

/** The match id in a page path such as /matches/42 or /matches/42/score. */
export function matchIdFromPath(pathname: string): number | null {
  const found = /\/matches\/(\d+)(?:\/|$)/.exec(pathname);
  const id = found ? Number(found[1]) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}
