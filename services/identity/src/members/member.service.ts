import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  IDENTITY_EVENTS,
  WORKSPACE_MESSAGES,
  type AddMemberBody,
  type WorkspaceMemberResponse,
  type WorkspaceRole,
} from '@cricket/contracts';
import { InjectWorkspaceRepository, Outbox, type SignedInContext, uniqueViolation, WorkspaceRepository } from '@cricket/service-kit';
import { ModulePermissionRow } from '../permissions/module-permission.entity';
import { resetToDefaults } from '../permissions/permission.rows';
import { User } from '../users/user.entity';
import type { WorkspaceAccess } from '../workspaces/workspace-access.service';
import { asWorkspaceRole, leavesAnAdmin } from '../workspaces/workspace-access';
import { iso } from '../workspaces/workspace.mapper';
import { WorkspaceMember } from './workspace-member.entity';

interface MemberRow {
  id: number;
  workspaceId: number;
  userId: number;
  role: string;
  status: string;
  invitedBy: number | null;
  joinedAt: Date;
  createdAt: Date;
  updatedAt: Date;
  username: string;
  name: string;
  email: string;
  profilePicture: string | null;
}

const SELECT_MEMBERS = `
  SELECT m.id, m.workspace_id AS "workspaceId", m.user_id AS "userId", m.role, m.status, m.invited_by AS "invitedBy",
         m.joined_at AS "joinedAt", m.created_at AS "createdAt", m.updated_at AS "updatedAt",
         u.username, u.name, u.email, u.profile_picture AS "profilePicture"
  FROM workspace_members m JOIN users u ON u.id = m.user_id
  WHERE m.workspace_id = $1`;

function toMemberResponse(row: MemberRow): WorkspaceMemberResponse {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    userId: row.userId,
    role: asWorkspaceRole(row.role) ?? 'workspace_readonly',
    status: row.status,
    invitedBy: row.invitedBy,
    joinedAt: iso(row.joinedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    user: { id: row.userId, username: row.username, name: row.name, email: row.email, profilePicture: row.profilePicture },
  };
}

/**
 * Members of one workspace: any member reads them, managers change them. Each method takes the
 * access its endpoint granted (@RequireWorkspaceAccess), never a bare workspace id.
 */
@Injectable()
export class MemberService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectWorkspaceRepository(WorkspaceMember) private readonly members: WorkspaceRepository<WorkspaceMember>,
    @InjectWorkspaceRepository(ModulePermissionRow) private readonly permissions: WorkspaceRepository<ModulePermissionRow>,
    private readonly outbox: Outbox,
  ) {}

  async list(access: WorkspaceAccess): Promise<WorkspaceMemberResponse[]> {
    const rows: MemberRow[] = await this.dataSource.query(`${SELECT_MEMBERS} ORDER BY m.joined_at, m.id`, [access.workspace.id]);
    return rows.map(toMemberResponse);
  }

  async add(auth: SignedInContext, access: WorkspaceAccess, dto: AddMemberBody): Promise<WorkspaceMemberResponse> {
    if (dto.userId == null && !dto.username && !dto.email) throw new BadRequestException(WORKSPACE_MESSAGES.memberIdentity);
    const workspaceId = access.workspace.id;
    const role: WorkspaceRole = dto.role ?? 'member';
    try {
      return await this.outbox.transaction(async (manager, emit) => {
        const members = this.members.in(manager);
        const user = await this.findUser(manager, dto);
        if (!user) throw new NotFoundException(WORKSPACE_MESSAGES.userNotFound);
        if (await members.exists(workspaceId, { userId: user.id })) {
          throw new ConflictException(WORKSPACE_MESSAGES.alreadyMember);
        }
        await members.save(workspaceId, members.create(workspaceId, { userId: user.id, role, status: 'active', invitedBy: auth.user.id }));
        await resetToDefaults(this.permissions.in(manager), workspaceId, user.id, role);
        emit(IDENTITY_EVENTS.memberAdded, { workspaceId, userId: user.id, role }, { workspaceId, actorId: auth.user.id });
        return this.one(manager, workspaceId, user.id);
      });
    } catch (error) {
      if (uniqueViolation(error) === 'workspace_members_workspace_user_key') throw new ConflictException(WORKSPACE_MESSAGES.alreadyMember);
      throw error;
    }
  }

  /** A new role resets the member's rows to that role's defaults; the last admin stays admin. */
  async changeRole(auth: SignedInContext, access: WorkspaceAccess, userId: number, role: WorkspaceRole): Promise<WorkspaceMemberResponse> {
    const workspaceId = access.workspace.id;
    return this.outbox.transaction(async (manager, emit) => {
      const admins = await this.lockAdmins(manager, workspaceId);
      await this.requireTarget(manager, workspaceId, userId);
      if (!leavesAnAdmin(admins, userId, role)) throw new ConflictException(WORKSPACE_MESSAGES.lastAdmin);
      await this.members.in(manager).update(workspaceId, { userId }, { role });
      await resetToDefaults(this.permissions.in(manager), workspaceId, userId, role);
      emit(IDENTITY_EVENTS.memberRoleChanged, { workspaceId, userId, role }, { workspaceId, actorId: auth.user.id });
      return this.one(manager, workspaceId, userId);
    });
  }

  /** Removes the member and their rows; clears it as their current workspace. */
  async remove(auth: SignedInContext, access: WorkspaceAccess, userId: number): Promise<{ success: true }> {
    const workspaceId = access.workspace.id;
    return this.outbox.transaction(async (manager, emit) => {
      const admins = await this.lockAdmins(manager, workspaceId);
      await this.requireTarget(manager, workspaceId, userId);
      if (!leavesAnAdmin(admins, userId, null)) throw new ConflictException(WORKSPACE_MESSAGES.lastAdmin);
      // module_permissions rows go with the membership (ON DELETE CASCADE).
      await this.members.in(manager).delete(workspaceId, { userId });
      await manager.update(User, { id: userId, currentWorkspaceId: workspaceId }, { currentWorkspaceId: null });
      emit(IDENTITY_EVENTS.memberRemoved, { workspaceId, userId }, { workspaceId, actorId: auth.user.id });
      return { success: true as const };
    });
  }

  /**
   * Locks the workspace's admin rows until commit, so two concurrent demotions or removals
   * see each other's result and cannot leave the workspace without an admin.
   */
  private async lockAdmins(manager: EntityManager, workspaceId: number): Promise<number[]> {
    const rows: { user_id: number }[] = await manager.query(
      `SELECT user_id FROM workspace_members WHERE workspace_id = $1 AND role = 'admin' ORDER BY id FOR UPDATE`,
      [workspaceId],
    );
    return rows.map((r) => r.user_id);
  }

  private async requireTarget(manager: EntityManager, workspaceId: number, userId: number): Promise<void> {
    if (!(await this.members.in(manager).exists(workspaceId, { userId }))) throw new NotFoundException(WORKSPACE_MESSAGES.memberNotFound);
  }

  private async findUser(manager: EntityManager, dto: AddMemberBody): Promise<{ id: number } | null> {
    if (dto.userId != null) return manager.findOne(User, { select: { id: true }, where: { id: dto.userId } });
    const rows: { id: number }[] = dto.username
      ? await manager.query('SELECT id FROM users WHERE lower(username) = lower($1)', [dto.username])
      : await manager.query('SELECT id FROM users WHERE email = $1', [dto.email]);
    return rows[0] ?? null;
  }

  private async one(manager: EntityManager, workspaceId: number, userId: number): Promise<WorkspaceMemberResponse> {
    const rows: MemberRow[] = await manager.query(`${SELECT_MEMBERS} AND m.user_id = $2`, [workspaceId, userId]);
    return toMemberResponse(rows[0]);
  }
}
