import type { AreaKeys } from '@cricket/shell-sdk';

/**
 * The cached reads under any of `prefixes`: every query is keyed by its API path (core §7), so
 * these are the reads a write makes stale.
 */
export function pathsUnder(...prefixes: string[]): AreaKeys {
  return ([path]) => typeof path === 'string' && prefixes.some((prefix) => path.startsWith(prefix));
}
