import type { MatchFormat } from '../matches';
import type { PlayerResponse } from '../teams';
import { id, oneOf, optional, v, wholeNumber } from '../validation/schema';
import { FORMAT_GROUPS, type CareerFigures, type FormatGroup } from './career';
import type { LeaderboardKind, LeaderboardRow } from './leaderboards';
import type { PlayerMatchFigures } from './match-figures';
import type { PlayerOfTheMatchPoints } from './player-of-the-match';

/**
 * The careers HTTP API of services/matches: a player's matches and career, the leaderboards and
 * the player of the match. A player is a squad player (PlayerResponse.id); the figures are those of
 * completed matches scored ball by ball, kept by the service as matches complete and are corrected.
 * A season is a year: a tournament's matches are of the year it starts (matchSeason).
 */

const query = (params: Record<string, string | number | null | undefined>): string => {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}` : '';
};

export const CAREER_PATHS = {
  /** GET PlayerProfileResponse. */
  player: (playerId: number) => `/api/players/${playerId}`,
  /** GET MyPlayersResponse: the signed-in user's own squads. */
  myPlayers: () => '/api/my/players',
  /** GET PlayerCareerResponse, optionally of one tournament or season. */
  career: (playerId: number, filters: { tournamentId?: number | null; season?: number | null; squad?: number | null } = {}) =>
    `/api/players/${playerId}/career${query({ tournamentId: filters.tournamentId, season: filters.season, squad: filters.squad })}`,
  /** GET TournamentLeaderboardsResponse. */
  tournamentLeaderboards: (tournamentId: number) => `/api/tournaments/${tournamentId}/leaderboards`,
  /** GET WorkspaceLeaderboardsResponse: the current workspace's matches of one season and format group. */
  leaderboards: (season: number, format: FormatGroup) => `/api/leaderboards${query({ season, format })}`,
  /** GET PlayerOfTheMatchResponse; PUT PlayerOfTheMatchBody (a scorer of the match). */
  playerOfTheMatch: (matchId: number) => `/api/my/matches/${matchId}/player-of-the-match`,
  /** GET the same under the fans' prefix. */
  publicPlayerOfTheMatch: (matchId: number) => `/api/matches/${matchId}/player-of-the-match`,
} as const;

/** The season of a date (YYYY-MM-DD): its calendar year. */
export const seasonOf = (date: string): number => Number(date.slice(0, 4));

/** A tournament's season: the year it starts, so a season over the new year is one (BBL|09, December 2019 to February 2020, is 2019). */
export const tournamentSeason = (startDate: string): number => seasonOf(startDate);

/** A match's season: its tournament's, or outside a tournament its date's. */
export const matchSeason = (matchDate: string, tournamentStart: string | null): number => (tournamentStart === null ? seasonOf(matchDate) : tournamentSeason(tournamentStart));

/** The first season a query may name: earlier years are no season of this platform's matches. */
export const FIRST_SEASON = 1800;
export const LAST_SEASON = 9999;

export const CAREER_MESSAGES = {
  season: 'Season must be a year, such as 2024',
  format: `Format must be one of ${FORMAT_GROUPS.join(', ')}`,
  tournamentId: 'Tournament must be a tournament id',
  squad: 'Squad must be the player id of one of the player’s squads',
  playerId: 'Player must be a player id',
  notCompleted: 'The player of the match is named once the match is completed',
  noFigures: 'This match was not scored ball by ball, so it has no players to choose from',
  notAPlayerOfTheMatch: 'The player of the match must be one of the players who played in this match',
} as const;

const season = wholeNumber(FIRST_SEASON, LAST_SEASON, CAREER_MESSAGES.season);

/**
 * GET /api/players/{id}/career?tournamentId=&season=&squad=: any of them or none. `squad` narrows a
 * registered user's career to one of their squads (a club's, a school's: each of one workspace).
 */
export const careerQuery = v.object({
  tournamentId: optional(id(CAREER_MESSAGES.tournamentId)),
  season: optional(season),
  squad: optional(id(CAREER_MESSAGES.squad)),
});
export type CareerQuery = v.InferOutput<typeof careerQuery>;

/** GET /api/leaderboards?season=&format=: a board is one season of one format group. */
export const leaderboardsQuery = v.object({
  season,
  format: oneOf(FORMAT_GROUPS, CAREER_MESSAGES.format),
});
export type LeaderboardsQuery = v.InferOutput<typeof leaderboardsQuery>;

/** PUT /api/my/matches/{id}/player-of-the-match. */
export const playerOfTheMatchBody = v.object({
  playerId: id(CAREER_MESSAGES.playerId),
});
export type PlayerOfTheMatchBody = v.InferOutput<typeof playerOfTheMatchBody>;

/** A squad of the person: the player's own, and for a registered user the other squads they are in that the reader may see. */
export interface PlayerSquad {
  playerId: number;
  teamId: number;
  teamName: string;
  teamShortName: string;
}

/** One completed match of the player with the player's figures in it. */
export interface PlayerMatchEntry {
  matchId: number;
  date: string;
  season: number;
  format: MatchFormat;
  formatGroup: FormatGroup;
  tournamentId: number | null;
  tournamentName: string | null;
  team1Name: string;
  team2Name: string;
  result: string | null;
  /** Named the match's player of the match (by the formula or by a scorer). */
  playerOfTheMatch: boolean;
  figures: PlayerMatchFigures;
}

/** GET /api/my/players: the squads the signed-in user is a player of, in any workspace, by team name. */
export interface MyPlayersResponse {
  squads: PlayerSquad[];
}

/**
 * GET /api/players/{id}: the squad player, their squads and every completed match they took part
 * in, latest first; a registered user's matches in each of their squads the reader may read.
 */
export interface PlayerProfileResponse {
  player: PlayerResponse;
  teams: PlayerSquad[];
  matches: PlayerMatchEntry[];
}

/** GET /api/players/{id}/career: the career in each format group the player has figures in, over the squads the profile counts. */
export interface PlayerCareerResponse {
  playerId: number;
  name: string;
  tournamentId: number | null;
  season: number | null;
  squad: number | null;
  formats: Partial<Record<FormatGroup, CareerFigures>>;
}

/** Every board of LEADERBOARD_KINDS, each best first. */
export type Leaderboards = Record<LeaderboardKind, LeaderboardRow[]>;

/** GET /api/tournaments/{id}/leaderboards: over the tournament's completed matches the reader may see. */
export interface TournamentLeaderboardsResponse {
  tournamentId: number;
  /** Completed matches counted. */
  matches: number;
  boards: Leaderboards;
}

/** GET /api/leaderboards: over the current workspace's completed matches of one season and format group. */
export interface WorkspaceLeaderboardsResponse {
  season: number;
  format: FormatGroup;
  matches: number;
  boards: Leaderboards;
}

/** GET and PUT …/player-of-the-match. */
export interface PlayerOfTheMatchResponse {
  matchId: number;
  /** Null while the match is not completed or has no figures. */
  playerOfTheMatch: (PlayerOfTheMatchPoints & { playerId: number }) | null;
  /** formula: the suggestion stands; scorer: a scorer named the player (chosenBy is their user id). */
  chosenBy: { kind: 'formula' } | { kind: 'scorer'; userId: number } | null;
  /** Every player who played, by the formula's points, the suggestion first. */
  ranking: PlayerOfTheMatchPoints[];
}
