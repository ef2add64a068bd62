import { Injectable, NotFoundException } from '@nestjs/common';
import { IDENTITY_EVENTS, WORKSPACE_MESSAGES, type ModulePermission } from '@cricket/contracts';
import { InjectWorkspaceRepository, Outbox, type SignedInContext, WorkspaceRepository } from '@cricket/service-kit';
import { WorkspaceMember } from '../members/workspace-member.entity';
import type { WorkspaceAccess } from '../workspaces/workspace-access.service';
import { ModulePermissionRow } from './module-permission.entity';
import { dedupeByModule, readRows } from './permission.rows';

/** Module permission rows of members (core §3, §6), for the access a manager's endpoint granted. */
@Injectable()
export class PermissionService {
  constructor(
    @InjectWorkspaceRepository(WorkspaceMember) private readonly members: WorkspaceRepository<WorkspaceMember>,
    @InjectWorkspaceRepository(ModulePermissionRow) private readonly permissions: WorkspaceRepository<ModulePermissionRow>,
    private readonly outbox: Outbox,
  ) {}

  async forMember(access: WorkspaceAccess, userId: number): Promise<ModulePermission[]> {
    await requireTarget(this.members, access.workspace.id, userId);
    return readRows(this.permissions, access.workspace.id, userId);
  }

  /** Upserts the given modules' rows; rows of other modules stay as they are. */
  async replace(auth: SignedInContext, access: WorkspaceAccess, userId: number, rows: ModulePermission[]): Promise<ModulePermission[]> {
    const workspaceId = access.workspace.id;
    return this.outbox.transaction(async (manager, emit) => {
      const permissions = this.permissions.in(manager);
      await requireTarget(this.members.in(manager), workspaceId, userId);
      await permissions.upsert(
        workspaceId,
        dedupeByModule(rows).map((r) => ({ userId, module: r.module, canView: r.canView, canCreate: r.canCreate, canEdit: r.canEdit, canDelete: r.canDelete })),
        ['workspaceId', 'userId', 'module'],
      );
      emit(IDENTITY_EVENTS.permissionsChanged, { workspaceId, userId }, { workspaceId, actorId: auth.user.id });
      return readRows(permissions, workspaceId, userId);
    });
  }
}

async function requireTarget(members: WorkspaceRepository<WorkspaceMember>, workspaceId: number, userId: number): Promise<void> {
  if (!(await members.exists(workspaceId, { userId }))) throw new NotFoundException(WORKSPACE_MESSAGES.memberNotFound);
}
