import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AUTH_MESSAGES, WORKSPACE_MESSAGES, type ModulePermission, type WorkspaceRole } from '@cricket/contracts';
import type { SignedInContext } from '@cricket/service-kit';
import { readRows } from '../permissions/permission.rows';
import { Workspace } from './workspace.entity';
import { asWorkspaceRole, canManageWorkspace, canSeeWorkspace } from './workspace-access';

export interface WorkspaceAccess {
  workspace: Workspace;
  /** My role there; null for a global admin who is not a member. */
  memberRole: WorkspaceRole | null;
  permissions: ModulePermission[];
}

/**
 * Access to an id-addressed workspace, decided from the database for THAT workspace (the
 * auth context only speaks for the current one). Not a member: 404, never its data.
 */
@Injectable()
export class WorkspaceAccessService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async requireMember(auth: SignedInContext, workspaceId: number, manager: EntityManager = this.dataSource.manager): Promise<WorkspaceAccess> {
    const rows: { role: string | null }[] = await manager.query(
      `SELECT m.role FROM workspaces w
       LEFT JOIN workspace_members m ON m.workspace_id = w.id AND m.user_id = $2 AND m.status = 'active'
       WHERE w.id = $1`,
      [workspaceId, auth.user.id],
    );
    const memberRole = rows.length ? asWorkspaceRole(rows[0].role) : null;
    if (!rows.length || !canSeeWorkspace({ globalRole: auth.user.role, memberRole, permissions: [] })) {
      throw new NotFoundException(WORKSPACE_MESSAGES.notFound);
    }
    const workspace = await manager.findOneByOrFail(Workspace, { id: workspaceId });
    return { workspace, memberRole, permissions: [] };
  }

  /** A member who may manage the workspace (settings edit); others 403, non-members 404. */
  async requireManager(auth: SignedInContext, workspaceId: number, manager: EntityManager = this.dataSource.manager): Promise<WorkspaceAccess> {
    const access = await this.requireMember(auth, workspaceId, manager);
    const permissions = access.memberRole === 'member' ? await readRows(manager, workspaceId, auth.user.id) : [];
    const subject = { globalRole: auth.user.role, memberRole: access.memberRole, permissions };
    if (!canManageWorkspace(subject, workspaceId)) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
    return { ...access, permissions };
  }
}
