import type { MatchSetup, RosterPlayer, ScoringEvent } from '@cricket/contracts';
import { useMemo } from 'react';
import type { PlayerOption } from '../components/PlayerButtons';
import { bowlerEvent, comingOn } from '../utils/playerEvents';
import { refusal } from '../utils/refusal';

/**
 * Each squad player with the engine's answer to them coming on now (null = allowed); a bowler
 * refused by a check of the Laws (consecutive overs, the per-bowler limit) may still be the umpire's call.
 */
export function usePlayerOptions(setup: MatchSetup, events: readonly ScoringEvent[], players: readonly RosterPlayer[] | undefined, kind: 'bowler' | 'batter_in') {
  return useMemo<PlayerOption[] | null>(
    () =>
      players?.map((player) => {
        const refused = refusal(setup, events, comingOn(kind, player.id));
        const umpireMayAllow = kind === 'bowler' && refused !== null && refusal(setup, events, bowlerEvent(player.id, true)) === null;
        return { player, refused, umpireMayAllow };
      }) ?? null,
    [setup, events, players, kind],
  );
}
