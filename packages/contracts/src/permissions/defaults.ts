import type { WorkspaceRole } from '../roles';
import { MODULES, type Module, type ModulePermission } from './modules';

/** Managing the workspace itself stays with admins unless an admin grants it per member. */
const ADMIN_ONLY_MODULES: readonly Module[] = ['settings', 'users'];

/**
 * Rows a member gets when they join or change role, so that a new member can work
 * at once; an admin then narrows or widens them per module in Workspace Settings.
 */
export function defaultModulePermissions(role: WorkspaceRole): ModulePermission[] {
  return MODULES.map((module) => {
    const writes = role === 'admin' || (role === 'member' && !ADMIN_ONLY_MODULES.includes(module));
    return { module, canView: true, canCreate: writes, canEdit: writes, canDelete: role === 'admin' };
  });
}

/** A row granting only the given flags (a narrowed member, a test's subject). */
export function permissionRow(module: Module, flags: Partial<Omit<ModulePermission, 'module'>> = {}): ModulePermission {
  return { module, canView: false, canCreate: false, canEdit: false, canDelete: false, ...flags };
}
