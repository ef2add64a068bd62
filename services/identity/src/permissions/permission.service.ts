import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { IDENTITY_EVENTS, WORKSPACE_MESSAGES, type ModulePermission } from '@cricket/contracts';
import { Outbox, type SignedInContext } from '@cricket/service-kit';
import { WorkspaceMember } from '../members/workspace-member.entity';
import { WorkspaceAccessService } from '../workspaces/workspace-access.service';
import { ModulePermissionRow } from './module-permission.entity';
import { dedupeByModule, readRows } from './permission.rows';

/** Module permission rows of members (core §3, §6). */
@Injectable()
export class PermissionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly access: WorkspaceAccessService,
  ) {}

  /** My rows in that workspace; 404 when I am not a member of it. */
  async mine(auth: SignedInContext, workspaceId: number): Promise<ModulePermission[]> {
    const manager = this.dataSource.manager;
    const isMember = await manager.existsBy(WorkspaceMember, { workspaceId, userId: auth.user.id, status: 'active' });
    if (!isMember) throw new NotFoundException(WORKSPACE_MESSAGES.notFound);
    return readRows(manager, workspaceId, auth.user.id);
  }

  async forMember(auth: SignedInContext, workspaceId: number, userId: number): Promise<ModulePermission[]> {
    const manager = this.dataSource.manager;
    await this.access.requireManager(auth, workspaceId, manager);
    await this.requireTarget(manager, workspaceId, userId);
    return readRows(manager, workspaceId, userId);
  }

  /** Upserts the given modules' rows; rows of other modules stay as they are. */
  async replace(auth: SignedInContext, workspaceId: number, userId: number, rows: ModulePermission[]): Promise<ModulePermission[]> {
    return this.outbox.transaction(async (manager, emit) => {
      await this.access.requireManager(auth, workspaceId, manager);
      await this.requireTarget(manager, workspaceId, userId);
      const given = dedupeByModule(rows);
      if (given.length) {
        await manager.upsert(
          ModulePermissionRow,
          given.map((r) => ({ workspaceId, userId, module: r.module, canView: r.canView, canCreate: r.canCreate, canEdit: r.canEdit, canDelete: r.canDelete })),
          ['workspaceId', 'userId', 'module'],
        );
      }
      emit(IDENTITY_EVENTS.permissionsChanged, { workspaceId, userId }, { workspaceId, actorId: auth.user.id });
      return readRows(manager, workspaceId, userId);
    });
  }

  private async requireTarget(manager: EntityManager, workspaceId: number, userId: number): Promise<void> {
    if (!(await manager.existsBy(WorkspaceMember, { workspaceId, userId }))) throw new NotFoundException(WORKSPACE_MESSAGES.memberNotFound);
  }
}
