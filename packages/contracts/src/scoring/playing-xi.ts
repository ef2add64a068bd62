import { MAX_PLAYERS_PER_SIDE, MIN_PLAYERS_PER_SIDE } from '../matches';
import { parseWith, v } from '../validation/schema';
import { squadPlayerId } from './api';
import type { PlayerId, TeamSetup, TeamSide } from './types';

/**
 * The playing XI each side names from its squad before the toss (any number from two to the
 * match's players per side), with its captain and wicket-keeper; the rest of the squad are the
 * substitutes. Checked alike by the start form and the service (StartScoringRequest.playingXI).
 */
export interface PlayingXIChoice {
  /** Squad player ids (numbers are accepted as text). */
  players: PlayerId[];
  captain?: PlayerId | null;
  wicketKeeper?: PlayerId | null;
}

export type PlayingXIRequest = Partial<Record<TeamSide, PlayingXIChoice>>;

export const PLAYING_XI_MESSAGES = {
  shape: 'playingXI names team1 and team2, each with a list of players and optionally a captain and a wicket-keeper',
  squadTooSmall: (team: string) => `${team} needs at least ${MIN_PLAYERS_PER_SIDE} players in its squad before scoring can start`,
  required: (team: string, most: number) => `Name the playing XI of ${team}: its squad has more than ${most} players`,
  size: (team: string, most: number) => `The playing XI of ${team} must have from ${MIN_PLAYERS_PER_SIDE} to ${most} players`,
  notInSquad: (team: string) => `The playing XI of ${team} must be players of its squad, each named once`,
  captain: (team: string) => `The captain of ${team} must be in its playing XI`,
  wicketKeeper: (team: string) => `The wicket-keeper of ${team} must be in its playing XI`,
} as const;

const shape = PLAYING_XI_MESSAGES.shape;
const squadPlayer = squadPlayerId(shape);
const choice = v.object({ players: v.array(squadPlayer, shape), captain: v.nullish(squadPlayer, null), wicketKeeper: v.nullish(squadPlayer, null) }, shape);
const sidesOnly = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).every((key) => key === 'team1' || key === 'team2');

/** The shape of StartScoringRequest.playingXI, none when left out (who is in the squad is teamWithPlayingXI's to judge). */
export const playingXI = v.nullish(
  v.pipe(
    v.custom<Record<string, unknown>>(sidesOnly, shape),
    v.object({ team1: v.nullish(choice), team2: v.nullish(choice) }),
    v.transform(({ team1, team2 }): PlayingXIRequest => ({ ...(team1 && { team1 }), ...(team2 && { team2 }) })),
  ),
  (): PlayingXIRequest => ({}),
);

export function parsePlayingXI(value: unknown): { value: PlayingXIRequest } | { error: string } {
  const result = parseWith(playingXI, value);
  return result.ok ? { value: result.value } : { error: result.message };
}

/**
 * A side's setup with its playing XI: the one named, or the whole squad when no XI is named and the
 * squad is no larger than the match allows. A squad of fewer than two cannot play.
 */
export function teamWithPlayingXI(team: TeamSetup, choice: PlayingXIChoice | undefined, playersPerSide: number): { value: TeamSetup } | { error: string } {
  const squad = (team.players ?? []).map((player) => player.id);
  const most = Math.min(playersPerSide, MAX_PLAYERS_PER_SIDE);
  if (squad.length < MIN_PLAYERS_PER_SIDE) return { error: PLAYING_XI_MESSAGES.squadTooSmall(team.name) };
  if (!choice) return squad.length <= most ? { value: { ...team, playingXI: squad } } : { error: PLAYING_XI_MESSAGES.required(team.name, most) };
  const { players, captain, wicketKeeper } = choice;
  if (players.length < MIN_PLAYERS_PER_SIDE || players.length > most) return { error: PLAYING_XI_MESSAGES.size(team.name, most) };
  if (new Set(players).size !== players.length || players.some((id) => !squad.includes(id))) return { error: PLAYING_XI_MESSAGES.notInSquad(team.name) };
  if (captain && !players.includes(captain)) return { error: PLAYING_XI_MESSAGES.captain(team.name) };
  if (wicketKeeper && !players.includes(wicketKeeper)) return { error: PLAYING_XI_MESSAGES.wicketKeeper(team.name) };
  return { value: { ...team, playingXI: players, ...(captain && { captain }), ...(wicketKeeper && { wicketKeeper }) } };
}
