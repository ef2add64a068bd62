import type { ModulePermission } from '../permissions';
import type { WorkspaceRole } from '../roles';

/** Header carrying the gateway's signed internal token to services (DESIGN.md §4). */
export const INTERNAL_AUTH_HEADER = 'x-internal-auth';
export const REQUEST_ID_HEADER = 'x-request-id';
export const SESSION_COOKIE = 'sid';

export interface AuthUser {
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
}

export interface AuthWorkspace {
  id: number;
  name: string;
  role: WorkspaceRole;
}

/** Who is asking, as resolved by the gateway for one request. Services trust nothing else. */
export interface AuthContext {
  user: AuthUser | null;
  workspace: AuthWorkspace | null;
  permissions: ModulePermission[];
}

export const ANONYMOUS: AuthContext = { user: null, workspace: null, permissions: [] };

export * from './passwords';
export * from './identity';
export * from './throttling';
export * from './invites';
export * from './invite-requests';
export * from './return-path';
