/**
 * Domain events: subjects `<domain>.<entity>.<event>` and one envelope (DESIGN.md §5).
 * Services write them to their outbox in the same transaction as the change.
 */
import type { MatchVisibility } from '../matches/visibility';

export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  workspaceId: number | null;
  occurredAt: string;
  actorId: number | null;
  data: T;
}

export const EVENT_DOMAINS = ['identity', 'matches', 'grounds', 'commerce', 'finance', 'training', 'statistics'] as const;
export type EventDomain = (typeof EVENT_DOMAINS)[number];

/** One JetStream stream holds every domain's events. */
export const EVENT_STREAM = {
  name: 'CRICKET_EVENTS',
  subjects: EVENT_DOMAINS.map((d) => `${d}.>`),
} as const;

export const IDENTITY_EVENTS = {
  userRegistered: 'identity.user.registered',
  userUpdated: 'identity.user.updated',
  workspaceCreated: 'identity.workspace.created',
  workspaceUpdated: 'identity.workspace.updated',
  workspaceSwitched: 'identity.workspace.switched',
  memberAdded: 'identity.member.added',
  memberRoleChanged: 'identity.member.role_changed',
  memberRemoved: 'identity.member.removed',
  permissionsChanged: 'identity.permissions.changed',
} as const;

export const MATCH_EVENTS = {
  matchCreated: 'matches.match.created',
  matchUpdated: 'matches.match.updated',
  matchDeleted: 'matches.match.deleted',
  /** A finished match read from a file: one event for the whole match, never a replay of its balls. */
  matchImported: 'matches.match.imported',
  forceRefresh: 'matches.match.force_refresh',
  ballRecorded: 'matches.score.ball_recorded',
  strikerSwapped: 'matches.score.striker_swapped',
  scoreUpdated: 'matches.score.score_updated',
  teamCreated: 'matches.team.created',
  teamUpdated: 'matches.team.updated',
  teamDeleted: 'matches.team.deleted',
  tournamentCreated: 'matches.tournament.created',
  tournamentUpdated: 'matches.tournament.updated',
  tournamentDeleted: 'matches.tournament.deleted',
} as const;

export const GROUND_EVENTS = {
  groundCreated: 'grounds.ground.created',
  groundUpdated: 'grounds.ground.updated',
  groundDeleted: 'grounds.ground.deleted',
  bookingCreated: 'grounds.booking.created',
  bookingUpdated: 'grounds.booking.updated',
  bookingPaid: 'grounds.booking.paid',
  bookingRefunded: 'grounds.booking.refunded',
} as const;

/** Match-scoped events carry the match id; team and tournament events their ids. */
export interface MatchEventData {
  matchId: number;
  [key: string]: unknown;
}
export interface TeamEventData {
  teamId: number;
  [key: string]: unknown;
}
export interface TournamentEventData {
  tournamentId: number;
  [key: string]: unknown;
}
export interface GroundEventData {
  groundId: number;
  [key: string]: unknown;
}

export interface UserRegisteredData {
  userId: number;
  username: string;
  name: string;
  role: string;
}
export interface UserUpdatedData {
  userId: number;
  /** The new username and name, when an update carries them (identity's profile update sends the id alone). */
  username?: string;
  name?: string;
}
export interface WorkspaceEventData {
  workspaceId: number;
  name: string;
  /** Its matches' readers as now set (absent in events written before the setting existed). */
  matchVisibility?: MatchVisibility;
}
export interface WorkspaceSwitchedData {
  userId: number;
  workspaceId: number;
}
export interface MemberEventData {
  workspaceId: number;
  userId: number;
  role?: string;
}
export interface PermissionsChangedData {
  workspaceId: number;
  userId: number;
}

/** Subject pattern match with NATS wildcards (`*` one token, `>` the rest). */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length) return false;
    if (p[i] !== '*' && p[i] !== s[i]) return false;
  }
  return p.length === s.length;
}
export * from './catalogue';
