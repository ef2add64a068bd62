import type { EntityManager } from 'typeorm';
import { MODULES, defaultModulePermissions, type ModulePermission, type WorkspaceRole } from '@cricket/contracts';
import { ModulePermissionRow } from './module-permission.entity';

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
export async function resetToDefaults(manager: EntityManager, workspaceId: number, userId: number, role: WorkspaceRole): Promise<void> {
  await manager.delete(ModulePermissionRow, { workspaceId, userId });
  await manager.insert(
    ModulePermissionRow,
    defaultModulePermissions(role).map((p) => ({ workspaceId, userId, ...p })),
  );
}

export async function readRows(manager: EntityManager, workspaceId: number, userId: number): Promise<ModulePermission[]> {
  const rows = await manager.find(ModulePermissionRow, { where: { workspaceId, userId } });
  return toPermissionRows(rows);
}
