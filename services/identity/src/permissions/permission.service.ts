import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { IDENTITY_EVENTS, WORKSPACE_MESSAGES, type ModulePermission } from '@cricket/contracts';
import { Outbox, type SignedInContext } from '@cricket/service-kit';
import { WorkspaceMember } from '../members/workspace-member.entity';
import type { WorkspaceAccess } from '../workspaces/workspace-access.service';
import { ModulePermissionRow } from './module-permission.entity';
import { dedupeByModule, readRows } from './permission.rows';

/** Module permission rows of members (core §3, §6), for the access a manager's endpoint granted. */
@Injectable()
export class PermissionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
  ) {}

  async forMember(access: WorkspaceAccess, userId: number): Promise<ModulePermission[]> {
    const manager = this.dataSource.manager;
    await this.requireTarget(manager, access.workspace.id, userId);
    return readRows(manager, access.workspace.id, userId);
  }

  /** Upserts the given modules' rows; rows of other modules stay as they are. */
  async replace(auth: SignedInContext, access: WorkspaceAccess, userId: number, rows: ModulePermission[]): Promise<ModulePermission[]> {
    const workspaceId = access.workspace.id;
    return this.outbox.transaction(async (manager, emit) => {
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
