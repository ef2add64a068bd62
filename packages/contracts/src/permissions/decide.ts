import type { GlobalRole, WorkspaceRole } from '../roles';
import { DEFAULT_WORKSPACE_ROLE, isWorkspaceRole } from '../roles';
import { canonicalModule, type Action, type Module, type ModulePermission, type PermissionFlags } from './modules';

export interface PermissionSubject {
  /** True while the permission rows are still being fetched. */
  loading?: boolean;
  /** Global role of the user (core §3). */
  role?: string | null;
  /** Id of the current workspace; none means every action is denied. */
  workspaceId?: number | null;
  /** The user's role in the current workspace. */
  workspaceRole?: string | null;
  permissions: readonly ModulePermission[];
}

const READ_ACTIONS: readonly Action[] = ['view', 'read', 'list'];

/** training and trainings are the same module (core §6 step 6), as are subscription and subscriptions. */
function sameModule(a: Module, b: Module): boolean {
  return canonicalModule(a) === canonicalModule(b);
}

function flagFor(action: Action): keyof PermissionFlags {
  switch (action) {
    case 'view':
    case 'read':
    case 'list':
      return 'canView';
    case 'create':
      return 'canCreate';
    case 'edit':
    case 'update':
      return 'canEdit';
    case 'delete':
      return 'canDelete';
  }
}

export function effectiveWorkspaceRole(role: string | null | undefined): WorkspaceRole {
  return isWorkspaceRole(role) ? role : DEFAULT_WORKSPACE_ROLE;
}

/** A settings row with all four flags makes its holder a workspace admin (core §6 step 5). */
export function holdsFullSettings(permissions: readonly ModulePermission[]): boolean {
  return permissions.some(
    (p) => p.module === 'settings' && p.canView && p.canCreate && p.canEdit && p.canDelete,
  );
}

/**
 * A workspace admin in the current workspace, by the steps of core §6 in their order: the global
 * admin, the workspace's admin role, and (never for a read-only member) a full settings row.
 */
export function isWorkspaceAdmin(subject: PermissionSubject): boolean {
  if (subject.workspaceId == null) return false;
  if ((subject.role as GlobalRole | undefined) === 'admin') return true;
  const workspaceRole = effectiveWorkspaceRole(subject.workspaceRole);
  if (workspaceRole === 'admin') return true;
  if (workspaceRole === 'workspace_readonly') return false;
  return holdsFullSettings(subject.permissions);
}

/**
 * The permission decision of core §6, in its order. The shell uses it to hide or
 * disable, the services to refuse with 403; the server is the authority.
 */
export function decidePermission(subject: PermissionSubject, module: Module, action: Action): boolean {
  if (subject.loading) return false;
  if (subject.workspaceId == null) return false;
  if ((subject.role as GlobalRole | undefined) === 'admin') return true;
  const workspaceRole = effectiveWorkspaceRole(subject.workspaceRole);
  if (workspaceRole === 'admin') return true;
  if (workspaceRole === 'workspace_readonly') return READ_ACTIONS.includes(action);
  if (holdsFullSettings(subject.permissions)) return true;
  const flag = flagFor(action);
  return subject.permissions.some((p) => sameModule(p.module, module) && p[flag]);
}

/** Permission level a workspace role maps to (core §6). */
export type PermissionLevel = 'admin' | 'edit' | 'view' | 'delete';

export function permissionLevel(role: string | null | undefined): PermissionLevel {
  if (role === 'admin') return 'admin';
  if (role === 'member') return 'edit';
  return 'view';
}

/** Generic resource check of core §6: admin allows all, view always, edit needs edit or delete, delete needs delete. */
export function canAccessResource(level: PermissionLevel, action: 'view' | 'edit' | 'delete'): boolean {
  if (level === 'admin') return true;
  if (action === 'view') return true;
  if (action === 'edit') return level === 'edit' || level === 'delete';
  return level === 'delete';
}
