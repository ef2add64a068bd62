import { playingNow, type MatchState, type RosterPlayer, type TeamSide } from '@cricket/contracts';

/** The players a side has on the field now (its XI, with substitutes who came in): the only ones offered to bat and bowl. */
export function playingSquad(state: Pick<MatchState, 'teams' | 'substitutions'>, side: TeamSide): RosterPlayer[] | undefined {
  const playing = playingNow(state, side);
  return state.teams[side].players?.filter((player) => playing?.includes(player.id));
}
