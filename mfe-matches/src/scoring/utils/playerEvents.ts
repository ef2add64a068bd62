import type { ScoringEvent } from '@cricket/contracts';

/** The bowler of the next over (or the rest of this one); `asCalled` when the umpire allowed one the Laws' checks refuse. */
export const bowlerEvent = (bowler: string, asCalled: boolean): ScoringEvent => ({ type: 'bowler', bowler, ...(asCalled && { asCalled: true }) });

/** A player coming on: the next bowler, or a batter at the vacant end. */
export const comingOn = (kind: 'bowler' | 'batter_in', player: string): ScoringEvent => (kind === 'bowler' ? bowlerEvent(player, false) : { type: 'batter_in', batter: player });
