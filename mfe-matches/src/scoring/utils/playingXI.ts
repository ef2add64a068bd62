import type { PlayerResponse, PlayingXIChoice } from '@cricket/contracts';

/** A side's XI as the start form holds it (squad ids as text). */
export interface PlayingXIValues {
  players: string[];
  captain?: string;
  wicketKeeper?: string;
}

/** The squad plays whole when it fits the match; its captain and first wicket-keeper are offered. */
export function initialPlayingXI(squad: readonly PlayerResponse[], playersPerSide: number): PlayingXIValues {
  const players = squad.length <= playersPerSide ? squad.map((player) => String(player.id)) : [];
  const inXI = (player: PlayerResponse | undefined) => (player && players.includes(String(player.id)) ? String(player.id) : undefined);
  return { players, captain: inXI(squad.find((player) => player.isCaptain)), wicketKeeper: inXI(squad.find((player) => player.playingRole === 'wicket-keeper')) };
}

export function playingXIChoice({ players, captain, wicketKeeper }: PlayingXIValues): PlayingXIChoice {
  return { players, captain: captain ?? null, wicketKeeper: wicketKeeper ?? null };
}
