import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import {
  IDENTITY_EVENTS,
  IDENTITY_MESSAGES,
  sameWorkspaceName,
  WORKSPACE_MESSAGES,
  type CreateWorkspaceBody,
  type SwitchWorkspaceResponse,
  type UpdateWorkspaceBody,
  type WorkspaceEventData,
  type WorkspaceResponse,
} from '@cricket/contracts';
import { InjectWorkspaceRepository, Outbox, type SignedInContext, WorkspaceRepository } from '@cricket/service-kit';
import { WorkspaceMember } from '../members/workspace-member.entity';
import { ModulePermissionRow } from '../permissions/module-permission.entity';
import { resetToDefaults } from '../permissions/permission.rows';
import { User } from '../users/user.entity';
import type { WorkspaceAccess } from './workspace-access.service';
import { asWorkspaceRole } from './workspace-access';
import { Workspace } from './workspace.entity';
import { toWorkspaceResponse, type WorkspaceFields } from './workspace.mapper';

type WorkspaceRow = WorkspaceFields & { role: string };

const SELECT_MINE = `
  SELECT w.id, w.name, w.metadata, w.status, w.match_visibility AS "matchVisibility", w.created_by AS "createdBy", w.created_at AS "createdAt",
         w.updated_at AS "updatedAt", m.role
  FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
  WHERE m.user_id = $1 AND m.status = 'active'`;

/** The signed-in user's workspaces: list, current, switch, create, rename. */
@Injectable()
export class WorkspaceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectWorkspaceRepository(WorkspaceMember) private readonly members: WorkspaceRepository<WorkspaceMember>,
    @InjectWorkspaceRepository(ModulePermissionRow) private readonly permissions: WorkspaceRepository<ModulePermissionRow>,
    private readonly outbox: Outbox,
  ) {}

  async list(auth: SignedInContext): Promise<WorkspaceResponse[]> {
    const rows: WorkspaceRow[] = await this.dataSource.query(`${SELECT_MINE} ORDER BY w.id`, [auth.user.id]);
    return rows.map(toResponse);
  }

  /** The current workspace if still a member, else the first one joined (as the auth context). */
  async current(auth: SignedInContext): Promise<{ workspace: WorkspaceResponse | null }> {
    const rows: WorkspaceRow[] = await this.dataSource.query(
      `${SELECT_MINE}
       ORDER BY (w.id = (SELECT current_workspace_id FROM users WHERE id = $1)) IS TRUE DESC, m.joined_at, m.id
       LIMIT 1`,
      [auth.user.id],
    );
    return { workspace: rows[0] ? toResponse(rows[0]) : null };
  }

  async switch(auth: SignedInContext, workspaceId: number): Promise<SwitchWorkspaceResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const workspace = await this.mine(manager, auth, workspaceId);
      await manager.update(User, { id: auth.user.id }, { currentWorkspaceId: workspaceId });
      emit(IDENTITY_EVENTS.workspaceSwitched, { userId: auth.user.id, workspaceId }, { workspaceId, actorId: auth.user.id });
      return { success: true as const, workspace };
    });
  }

  async refreshSession(auth: SignedInContext, workspaceId: number): Promise<SwitchWorkspaceResponse> {
    return { success: true, workspace: await this.mine(this.dataSource.manager, auth, workspaceId) };
  }

  /** The creator becomes its admin; the current workspace stays as it is. */
  async create(auth: SignedInContext, dto: CreateWorkspaceBody): Promise<WorkspaceResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      await this.refuseNameInUse(manager, auth, dto.name);
      const workspace = await manager.save(
        manager.create(Workspace, { name: dto.name, metadata: dto.metadata ?? null, status: 'active', createdBy: auth.user.id }),
      );
      const members = this.members.in(manager);
      await members.save(workspace.id, members.create(workspace.id, { userId: auth.user.id, role: 'admin', status: 'active', invitedBy: null }));
      await resetToDefaults(this.permissions.in(manager), workspace.id, auth.user.id, 'admin');
      emit(IDENTITY_EVENTS.workspaceCreated, eventData(workspace), { workspaceId: workspace.id, actorId: auth.user.id });
      return toWorkspaceResponse(workspace, 'admin');
    });
  }

  /** `access` is a manager's (the endpoint requires it); the global admin, if not a member, answers as admin. */
  async update(auth: SignedInContext, access: WorkspaceAccess, dto: UpdateWorkspaceBody): Promise<WorkspaceResponse> {
    const workspaceId = access.workspace.id;
    return this.outbox.transaction(async (manager, emit) => {
      const changes: Partial<Workspace> = {};
      if (dto.name !== undefined) {
        await this.refuseNameInUse(manager, auth, dto.name, workspaceId);
        changes.name = dto.name;
      }
      if (dto.metadata !== undefined) changes.metadata = dto.metadata;
      if (dto.matchVisibility !== undefined) changes.matchVisibility = dto.matchVisibility;
      if (Object.keys(changes).length) await manager.update(Workspace, { id: workspaceId }, changes as QueryDeepPartialEntity<Workspace>);
      const workspace = await manager.findOneByOrFail(Workspace, { id: workspaceId });
      emit(IDENTITY_EVENTS.workspaceUpdated, eventData(workspace), { workspaceId, actorId: auth.user.id });
      return toWorkspaceResponse(workspace, access.memberRole ?? 'admin');
    });
  }

  /** 409 when another of my workspaces already goes by the name: the workspace menu could not tell them apart. */
  private async refuseNameInUse(manager: EntityManager, auth: SignedInContext, name: string, renamed?: number): Promise<void> {
    const rows: WorkspaceRow[] = await manager.query(SELECT_MINE, [auth.user.id]);
    if (rows.some((row) => row.id !== renamed && sameWorkspaceName(row.name, name))) throw new ConflictException(IDENTITY_MESSAGES.nameTaken(name.trim()));
  }

  /** A workspace I am a member of, with my role; 404 otherwise (others' workspaces stay unseen). */
  private async mine(manager: EntityManager, auth: SignedInContext, workspaceId: number): Promise<WorkspaceResponse> {
    const rows: WorkspaceRow[] = await manager.query(`${SELECT_MINE} AND w.id = $2`, [auth.user.id, workspaceId]);
    if (!rows[0]) throw new NotFoundException(WORKSPACE_MESSAGES.notFound);
    return toResponse(rows[0]);
  }
}

/** What other services copy of a workspace: its name (tournament cards) and who reads its matches. */
function eventData(workspace: Workspace): WorkspaceEventData {
  return { workspaceId: workspace.id, name: workspace.name, matchVisibility: workspace.matchVisibility };
}

function toResponse(row: WorkspaceRow): WorkspaceResponse {
  return toWorkspaceResponse(row, asWorkspaceRole(row.role) ?? 'workspace_readonly');
}
