import { DISMISSAL_KINDS, type DismissalKind } from '../scoring';
import type { PlayerMatchFigures } from './match-figures';

export interface DismissalCount {
  kind: DismissalKind;
  count: number;
}

/** How a player got out, and how the wickets they took fell, over some of their matches. */
export interface DismissalsByKind {
  howOut: DismissalCount[];
  wicketsTaken: DismissalCount[];
}

/** Most first; kinds that never happened are left out, ties in the Laws' order (DISMISSAL_KINDS). */
function ranked(counts: Map<DismissalKind, number>): DismissalCount[] {
  return DISMISSAL_KINDS.filter((kind) => counts.has(kind))
    .map((kind) => ({ kind, count: counts.get(kind) ?? 0 }))
    .sort((a, b) => b.count - a.count);
}

/** The player's dismissals and wickets by kind over `records` (their figures, one per match). */
export function dismissalsByKind(records: readonly PlayerMatchFigures[]): DismissalsByKind {
  const howOut = new Map<DismissalKind, number>();
  const wicketsTaken = new Map<DismissalKind, number>();
  for (const record of records) {
    for (const innings of record.batting) if (innings.howOut) howOut.set(innings.howOut, (howOut.get(innings.howOut) ?? 0) + 1);
    for (const innings of record.bowling) {
      for (const [kind, count] of Object.entries(innings.wicketKinds) as [DismissalKind, number][]) wicketsTaken.set(kind, (wicketsTaken.get(kind) ?? 0) + count);
    }
  }
  return { howOut: ranked(howOut), wicketsTaken: ranked(wicketsTaken) };
}
