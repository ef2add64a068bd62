import { MAX_PLAYERS_PER_SIDE, MIN_PLAYERS_PER_SIDE } from '../matches';
import { playerId } from './api';
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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The shape of StartScoringRequest.playingXI (who is in the squad is teamWithPlayingXI's to judge). */
export function parsePlayingXI(value: unknown): { value: PlayingXIRequest } | { error: string } {
  if (value === undefined || value === null) return { value: {} };
  if (!isObject(value) || Object.keys(value).some((key) => key !== 'team1' && key !== 'team2')) return { error: PLAYING_XI_MESSAGES.shape };
  const request: PlayingXIRequest = {};
  for (const side of ['team1', 'team2'] as const) {
    const choice = value[side];
    if (choice === undefined || choice === null) continue;
    if (!isObject(choice) || !Array.isArray(choice.players)) return { error: PLAYING_XI_MESSAGES.shape };
    const players = choice.players.map(playerId);
    const optional = (field: 'captain' | 'wicketKeeper') => (choice[field] === undefined || choice[field] === null ? null : playerId(choice[field]));
    const [captain, wicketKeeper] = [optional('captain'), optional('wicketKeeper')];
    if (players.some((id) => id === null) || (captain === null && choice.captain != null) || (wicketKeeper === null && choice.wicketKeeper != null)) {
      return { error: PLAYING_XI_MESSAGES.shape };
    }
    request[side] = { players: players as PlayerId[], captain, wicketKeeper };
  }
  return { value: request };
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
