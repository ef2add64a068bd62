import type { MatchResponse } from '../matches';
import { PLAYING_ROLES, type BattingStyle, type BowlingStyle, type PlayingRole } from './messages';

export * from './messages';
export * from './requests';

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
  battingStyle: BattingStyle | null;
  bowlingStyle: BowlingStyle | null;
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
  battingStyle?: BattingStyle | null;
  bowlingStyle?: BowlingStyle | null;
  jerseyNumber?: number | null;
  isCaptain?: boolean;
  isViceCaptain?: boolean;
}

/** PATCH /api/my/teams/{id}/players/{playerId}; making one captain (or vice-captain) clears the previous one. */
export interface UpdatePlayerPayload {
  name?: string;
  playingRole?: PlayingRole;
  battingStyle?: BattingStyle | null;
  bowlingStyle?: BowlingStyle | null;
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
