import type { ModulePermission } from '../permissions';
import type { MatchVisibility } from '../matches/visibility';
import type { WorkspaceRole } from '../roles';

/** Answer shapes of core §7 'Authentication' and 'Workspaces'. */
export interface UserResponse {
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
  profilePicture: string | null;
  workspaceId: number | null;
  isAuthenticated: true;
}

export interface RegisterResponse extends UserResponse {
  workspace: { id: number; name: string };
}

export interface WorkspaceResponse {
  id: number;
  name: string;
  createdAt: string;
  updatedAt: string;
  createdBy: number;
  metadata: Record<string, unknown> | null;
  role: WorkspaceRole;
  status: string;
  /** Who reads the workspace's matches: anyone with the link, or its members only. */
  matchVisibility: MatchVisibility;
}

export interface WorkspaceMemberResponse {
  id: number;
  workspaceId: number;
  userId: number;
  role: WorkspaceRole;
  status: string;
  invitedBy: number | null;
  joinedAt: string;
  createdAt: string;
  updatedAt: string;
  user: { id: number; username: string; name: string; email: string; profilePicture: string | null };
}

export interface SwitchWorkspaceResponse {
  success: true;
  workspace: WorkspaceResponse;
}

export type PermissionRowResponse = ModulePermission;

export interface UserSummary {
  id: number;
  name: string;
}

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

/**
 * The OpenAPI extension that marks an operation reachable without signing in (service-kit's
 * `@Public()` writes it): the security suite expects every operation without it to answer 401
 * to a stranger.
 */
export const PUBLIC_OPERATION_EXTENSION = 'x-public';
