import { isWorkspaceAdmin, isWorkspaceRole, type ModulePermission, type WorkspaceRole } from '@cricket/contracts';

export interface WorkspaceAccessSubject {
  /** Global role of the asking user. */
  globalRole: string | null | undefined;
  /** The asking user's role in the addressed workspace; null when not a member. */
  memberRole: WorkspaceRole | null;
  /** The asking user's module rows in the addressed workspace. */
  permissions: readonly ModulePermission[];
}

/** Whether the user may see the workspace at all: members, and the global admin. */
export function canSeeWorkspace(subject: WorkspaceAccessSubject): boolean {
  return subject.globalRole === 'admin' || subject.memberRole !== null;
}

/**
 * Managing a workspace (rename, members, permissions) is being its admin, and contracts
 * `isWorkspaceAdmin` is the one rule for that (core §6: global admin, admin role, full settings
 * row). Not `decidePermission('settings', 'edit')`: a lone settings edit row would pass it.
 * A non-member's missing role reads as read-only: only the global admin manages a workspace unjoined.
 */
export function canManageWorkspace(subject: WorkspaceAccessSubject, workspaceId: number): boolean {
  return isWorkspaceAdmin({ role: subject.globalRole, workspaceId, workspaceRole: subject.memberRole, permissions: subject.permissions });
}

/** Whether removing or demoting `targetRole` leaves the workspace with an admin. */
export function leavesAnAdmin(adminIds: readonly number[], targetUserId: number, newRole: WorkspaceRole | null): boolean {
  if (!adminIds.includes(targetUserId)) return true;
  if (newRole === 'admin') return true;
  return adminIds.length > 1;
}

export function asWorkspaceRole(value: unknown): WorkspaceRole | null {
  return isWorkspaceRole(value) ? value : null;
}
