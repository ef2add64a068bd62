import { MODULES, defaultModulePermissions, type ModulePermission, type WorkspaceRole } from '@cricket/contracts';
import type { WorkspaceRepository } from '@cricket/service-kit';
import type { ModulePermissionRow } from './module-permission.entity';

const ORDER = new Map<string, number>(MODULES.map((m, i) => [m, i]));

/** Rows in the order of MODULES, in the answer shape. */
export function toPermissionRows(rows: readonly ModulePermission[]): ModulePermission[] {
  return [...rows]
    .sort((a, b) => (ORDER.get(a.module) ?? 99) - (ORDER.get(b.module) ?? 99))
    .map(({ module, canView, canCreate, canEdit, canDelete }) => ({ module, canView, canCreate, canEdit, canDelete }));
}

/** The last row given for a module wins. */
export function dedupeByModule(rows: readonly ModulePermission[]): ModulePermission[] {
  return [...new Map(rows.map((r) => [r.module, r])).values()];
}

/** Replaces a member's rows with the defaults of their role (on joining or a role change). */
export async function resetToDefaults(
  permissions: WorkspaceRepository<ModulePermissionRow>,
  workspaceId: number,
  userId: number,
  role: WorkspaceRole,
): Promise<void> {
  await permissions.delete(workspaceId, { userId });
  await permissions.save(workspaceId, defaultModulePermissions(role).map((p) => permissions.create(workspaceId, { userId, ...p })));
}

export async function readRows(permissions: WorkspaceRepository<ModulePermissionRow>, workspaceId: number, userId: number): Promise<ModulePermission[]> {
  return toPermissionRows(await permissions.find(workspaceId, { where: { userId } }));
}
