import type { MatchResponse } from '../matches';

/** Playing roles of a squad member (issue #5). */
export const PLAYING_ROLES = ['batter', 'bowler', 'all-rounder', 'wicket-keeper'] as const;
export type PlayingRole = (typeof PLAYING_ROLES)[number];
export const PLAYING_ROLE_LABELS: Record<PlayingRole, string> = {
  batter: 'Batter',
  bowler: 'Bowler',
  'all-rounder': 'All-rounder',
  'wicket-keeper': 'Wicket-keeper',
};

export const TEAM_NAME_MAX = 100;
export const TEAM_SHORT_NAME_MAX = 10;
export const JERSEY_NUMBER_MAX = 999;
/** Join codes: 8 characters without look-alikes (0/O, 1/I). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

export const TEAM_MESSAGES = {
  nameRequired: 'Team name is required',
  nameTooLong: `Team name must be at most ${TEAM_NAME_MAX} characters`,
  shortNameTooLong: `Short name must be at most ${TEAM_SHORT_NAME_MAX} characters`,
  notFound: 'Team not found',
  playerNotFound: 'Player not found',
  playerIdentity: 'Give a username, or a name for a guest player',
  userNotFound: 'User not found',
  alreadyInTeam: 'This player is already in the team',
  playingRole: 'Playing role must be one of batter, bowler, all-rounder, wicket-keeper',
  jerseyNumber: `Jersey number must be a whole number from 0 to ${JERSEY_NUMBER_MAX}`,
  jerseyTaken: 'This jersey number is already taken in the team',
  invalidJoinCode: 'Invalid join code',
  captainAndVice: 'A player cannot be both captain and vice-captain',
} as const;

/** A team as read (core §3: id, name, shortName), with what the team screens show. */
export interface TeamResponse {
  id: number;
  workspaceId: number;
  name: string;
  shortName: string;
  description: string | null;
  logoUrl: string | null;
  homeGround: string | null;
  /** Code to share as /join-team/{code}. */
  joinCode: string;
  captainId: number | null;
  viceCaptainId: number | null;
  playersCount: number;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

/** A squad member: a registered user (userId, username) or a guest known by name only. */
export interface PlayerResponse {
  id: number;
  teamId: number;
  userId: number | null;
  username: string | null;
  name: string;
  playingRole: PlayingRole;
  jerseyNumber: number | null;
  isCaptain: boolean;
  isViceCaptain: boolean;
  isGuest: boolean;
  createdAt: string;
}

/** GET /api/my/teams and GET /api/my/teams/manager/{userId}. */
export interface TeamsResponse {
  teams: TeamResponse[];
}

/** GET /api/my/teams/{id}: squad, captain and recent matches. */
export interface TeamDetailResponse extends TeamResponse {
  players: PlayerResponse[];
  recentMatches: MatchResponse[];
}

/** POST /api/my/teams; PATCH /api/my/teams/{id} takes any subset. A missing shortName falls back to the name's first 3 letters. */
export interface CreateTeamPayload {
  name: string;
  shortName?: string;
  description?: string | null;
  logoUrl?: string | null;
  homeGround?: string | null;
}
export type UpdateTeamPayload = Partial<CreateTeamPayload>;

/** POST /api/my/teams/{id}/players: by username (a registered user) or by name (a guest). */
export interface AddPlayerPayload {
  username?: string;
  name?: string;
  playingRole: PlayingRole;
  jerseyNumber?: number | null;
  isCaptain?: boolean;
  isViceCaptain?: boolean;
}

/** PATCH /api/my/teams/{id}/players/{playerId}; making one captain (or vice-captain) clears the previous one. */
export interface UpdatePlayerPayload {
  name?: string;
  playingRole?: PlayingRole;
  jerseyNumber?: number | null;
  isCaptain?: boolean;
  isViceCaptain?: boolean;
}

export function isPlayingRole(value: unknown): value is PlayingRole {
  return typeof value === 'string' && (PLAYING_ROLES as readonly string[]).includes(value);
}

/** The front-end route a join code is shared as (core §2 route table). */
export function joinTeamPath(code: string): string {
  return `/join-team/${encodeURIComponent(code)}`;
}
