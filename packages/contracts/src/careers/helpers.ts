import type { PlayerId } from '../scoring';

/** Small tools of the figures here, not exported from the package. */

export const sum = <T>(items: readonly T[], value: (item: T) => number): number => items.reduce((total, item) => total + value(item), 0);

/** The last tie-break of every ordering: player ids in code-point order, the same on every machine (no locale). */
export const byPlayerId = (a: PlayerId, b: PlayerId): number => (a < b ? -1 : a > b ? 1 : 0);
