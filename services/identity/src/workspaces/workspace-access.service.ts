import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AUTH_MESSAGES, WORKSPACE_MESSAGES, type ModulePermission, type WorkspaceRole } from '@cricket/contracts';
import { InjectWorkspaceRepository, type SignedInContext, WorkspaceRepository } from '@cricket/service-kit';
import { ModulePermissionRow } from '../permissions/module-permission.entity';
import { readRows } from '../permissions/permission.rows';
import { Workspace } from './workspace.entity';
import { asWorkspaceRole, canManageWorkspace, canSeeWorkspace } from './workspace-access';

/**
 * What an endpoint requires of the caller in the workspace its path names:
 * - 'member': to see it, as its members and the global admin do;
 * - 'joined': to be an active member in person (the global admin's sight of every workspace does not count);
 * - 'manager': to manage it (`canManageWorkspace`).
 */
export type WorkspaceAccessLevel = 'member' | 'joined' | 'manager';

/** The caller's access to one workspace, as granted to an endpoint. */
export interface WorkspaceAccess {
  workspace: Workspace;
  /** My role there; null for a global admin who is not a member. */
  memberRole: WorkspaceRole | null;
  /** My module rows there; none when I am not a member. */
  permissions: ModulePermission[];
}

/**
 * Access to an id-addressed workspace, decided from the database for THAT workspace (the
 * auth context only speaks for the current one). Not seen: 404, never its data; seen but not
 * enough: 403.
 */
@Injectable()
export class WorkspaceAccessService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectWorkspaceRepository(ModulePermissionRow) private readonly permissions: WorkspaceRepository<ModulePermissionRow>,
  ) {}

  async grant(auth: SignedInContext, workspaceId: number, level: WorkspaceAccessLevel): Promise<WorkspaceAccess> {
    const manager = this.dataSource.manager;
    const rows: { role: string | null }[] = await manager.query(
      `SELECT m.role FROM workspaces w
       LEFT JOIN workspace_members m ON m.workspace_id = w.id AND m.user_id = $2 AND m.status = 'active'
       WHERE w.id = $1`,
      [workspaceId, auth.user.id],
    );
    const memberRole = rows.length ? asWorkspaceRole(rows[0].role) : null;
    const seen = level === 'joined' ? memberRole !== null : canSeeWorkspace({ globalRole: auth.user.role, memberRole, permissions: [] });
    if (!rows.length || !seen) throw new NotFoundException(WORKSPACE_MESSAGES.notFound);
    const workspace = await manager.findOneByOrFail(Workspace, { id: workspaceId });
    const permissions = memberRole ? await readRows(this.permissions, workspaceId, auth.user.id) : [];
    if (level === 'manager' && !canManageWorkspace({ globalRole: auth.user.role, memberRole, permissions }, workspaceId)) {
      throw new ForbiddenException(AUTH_MESSAGES.forbidden);
    }
    return { workspace, memberRole, permissions };
  }
}
