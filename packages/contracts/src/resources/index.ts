import { ownEntry } from '../validation/input';
export const RESOURCE_TYPES = [
  'TEAM',
  'TOURNAMENT',
  'MATCH',
  'PLAYER',
  'GROUND',
  'UMPIRE',
  'SCORER',
  'COACH',
  'COMMENTATOR',
  'STREAMER',
  'OTHER',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

const EXACT: Record<string, ResourceType> = {
  COACH: 'PLAYER',
  OTHER: 'PLAYER',
  UMPIRE_SCORER: 'UMPIRE',
};

/**
 * Mapping rule of core §3: COACH and OTHER become PLAYER, UMPIRE_SCORER becomes UMPIRE,
 * other inputs match a type partially by name, unknown or non-string input gives null.
 */
export function mapResourceType(input: unknown): ResourceType | null {
  if (typeof input !== 'string') return null;
  const key = input.trim().toUpperCase().replace(/[\s-]+/g, '_');
  if (!key) return null;
  const exactAlias = ownEntry(EXACT, key);
  if (exactAlias) return exactAlias;
  const exact = RESOURCE_TYPES.find((t) => t === key);
  if (exact) return exact;
  return RESOURCE_TYPES.find((t) => key.includes(t) || t.includes(key)) ?? null;
}
