import {
  EITHER_BATTER,
  RUNS_KEPT,
  type DeliveryDismissalKind,
  type DeliveryEvent,
  type PlayerId,
  type RunsKind,
} from '@cricket/contracts';

/**
 * The delivery events the console's buttons and dialogs make. A 4 or 6 tapped is a boundary
 * (the common case); all-run fours are entered as byes or through an edit.
 */

export function runsEvent(runs: number): DeliveryEvent {
  return { type: 'delivery', runs, ...((runs === 4 || runs === 6) && { boundary: runs }) };
}

export type ExtraKind = 'wide' | 'no_ball' | 'bye' | 'leg_bye';

/** The runs a dialog offers: a wide's extra runs, a no-ball's runs (a six only off the bat), byes from one. */
export function extraRunsChoices(kind: ExtraKind, runsKind: RunsKind): number[] {
  if (kind === 'wide') return [0, 1, 2, 3, 4];
  if (kind === 'no_ball') return runsKind === 'bat' ? [0, 1, 2, 3, 4, 6] : [0, 1, 2, 3, 4];
  return [1, 2, 3, 4];
}

export function extraEvent(kind: ExtraKind, runs: number, runsKind: RunsKind = 'bat'): DeliveryEvent {
  const boundary = runs === 4 || runs === 6 ? { boundary: runs as 4 | 6 } : {};
  if (kind === 'wide') return { type: 'delivery', extra: 'wide', runs, ...boundary };
  if (kind === 'no_ball') return { type: 'delivery', extra: 'no_ball', runs, ...(runsKind !== 'bat' && { runsKind }), ...boundary };
  return { type: 'delivery', runs, runsKind: kind, ...boundary };
}

export type BallKind = 'legal' | 'wide' | 'no_ball';

export interface DismissalValues {
  kind: DeliveryDismissalKind;
  ball: BallKind;
  /** Who is out: only a run out or obstruction can dismiss the non-striker. */
  batter: PlayerId;
  /** Runs completed before a run out or obstruction. */
  runs: number;
  fielder: PlayerId | null;
}

/** Kinds a fielder is named for on the scorecard (c Smith, st Jones, run out (Khan)). */
export const FIELDER_KINDS: ReadonlySet<DeliveryDismissalKind> = new Set(['caught', 'stumped', 'run_out']);

export function dismissalEvent({ kind, ball, batter, runs, fielder }: DismissalValues, striker: PlayerId): DeliveryEvent {
  const either = EITHER_BATTER.has(kind);
  return {
    type: 'delivery',
    runs: RUNS_KEPT.has(kind) ? runs : 0,
    ...(ball !== 'legal' && { extra: ball }),
    wicket: {
      kind,
      ...(either && batter !== striker && { batter }),
      ...(FIELDER_KINDS.has(kind) && fielder !== null && { fielders: [fielder] }),
    },
  };
}
