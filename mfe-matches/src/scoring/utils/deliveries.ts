import {
  EITHER_BATTER,
  RUNS_KEPT,
  type CreaseEnd,
  type DeliveryDismissalKind,
  type DeliveryEvent,
  type PlayerId,
  type RunsKind,
} from '@cricket/contracts';

/**
 * The delivery events the console's buttons and dialogs make. A 4 or 6 tapped is a boundary
 * (the common case); a 5 or 7 tapped is run; all-run fours are entered as byes or through an edit.
 */

export function runsEvent(runs: number): DeliveryEvent {
  return { type: 'delivery', runs, ...((runs === 4 || runs === 6) && { boundary: runs }) };
}

/** Overthrows: the runs completed, then the throw reached the boundary (four more, Law 19.8). */
export const OVERTHROW_BOUNDARY = 4;

export type ExtraKind = 'wide' | 'no_ball' | 'bye' | 'leg_bye' | 'overthrow';

/** The runs a dialog offers: a wide's extra runs, a no-ball's runs (a six only off the bat), byes from one, runs completed before overthrows. */
export function extraRunsChoices(kind: ExtraKind, runsKind: RunsKind): number[] {
  if (kind === 'wide') return [0, 1, 2, 3, 4];
  if (kind === 'no_ball') return runsKind === 'bat' ? [0, 1, 2, 3, 4, 6] : [0, 1, 2, 3, 4];
  if (kind === 'overthrow') return [0, 1, 2, 3];
  return [1, 2, 3, 4];
}

/** The dialogs that ask whether the runs came off the bat or as byes. */
export const RUNS_KIND_CHOICE: ReadonlySet<ExtraKind> = new Set(['no_ball', 'overthrow']);

export function extraEvent(kind: ExtraKind, runs: number, runsKind: RunsKind = 'bat'): DeliveryEvent {
  const kindOf = runsKind !== 'bat' ? { runsKind } : {};
  if (kind === 'overthrow') return { type: 'delivery', runs: runs + OVERTHROW_BOUNDARY, ...kindOf, boundary: OVERTHROW_BOUNDARY };
  const boundary = runs === 4 || runs === 6 ? { boundary: runs as 4 | 6 } : {};
  if (kind === 'wide') return { type: 'delivery', extra: 'wide', runs, ...boundary };
  if (kind === 'no_ball') return { type: 'delivery', extra: 'no_ball', runs, ...kindOf, ...boundary };
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
  /** Run out or obstruction: the end where the wicket was put down (the new batter goes there); null = the engine's default. */
  end: CreaseEnd | null;
}

/** Kinds a fielder is named for on the scorecard (c Smith, st Jones, run out (Khan)). */
export const FIELDER_KINDS: ReadonlySet<DeliveryDismissalKind> = new Set(['caught', 'stumped', 'run_out']);

/**
 * The end a batter run out was running to, which the engine takes when no end is given: after an
 * odd number of completed runs the batter was on the way back to where they started.
 */
export function endRunTo(startedAt: CreaseEnd, runsCompleted: number): CreaseEnd {
  const other: CreaseEnd = startedAt === 'striker' ? 'non_striker' : 'striker';
  return runsCompleted % 2 === 1 ? startedAt : other;
}

export function dismissalEvent({ kind, ball, batter, runs, fielder, end }: DismissalValues, striker: PlayerId): DeliveryEvent {
  const either = EITHER_BATTER.has(kind);
  return {
    type: 'delivery',
    runs: RUNS_KEPT.has(kind) ? runs : 0,
    ...(ball !== 'legal' && { extra: ball }),
    wicket: {
      kind,
      ...(either && batter !== striker && { batter }),
      ...(FIELDER_KINDS.has(kind) && fielder !== null && { fielders: [fielder] }),
      ...(either && end !== null && { end }),
    },
  };
}
