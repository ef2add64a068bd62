import { ConflictException, GoneException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsNull, type DataSource } from 'typeorm';
import {
  IDENTITY_EVENTS,
  INVITE_MESSAGES,
  INVITE_STATE_MESSAGES,
  inviteState,
  type AcceptInviteResponse,
  type AuthContext,
  type CreatedInviteResponse,
  type CreateInviteBody,
  type InvitePreviewResponse,
  type WorkspaceInviteResponse,
} from '@cricket/contracts';
import { InjectWorkspaceRepository, Outbox, type SignedInContext, uniqueViolation, WorkspaceRepository } from '@cricket/service-kit';
import { WorkspaceMember } from '../members/workspace-member.entity';
import { ModulePermissionRow } from '../permissions/module-permission.entity';
import { resetToDefaults } from '../permissions/permission.rows';
import type { WorkspaceAccess } from '../workspaces/workspace-access.service';
import { Workspace } from '../workspaces/workspace.entity';
import { iso } from '../workspaces/workspace.mapper';
import { hashInviteToken, isInviteToken, newInviteToken } from './invite-token';
import { WorkspaceInvite } from './workspace-invite.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

function toInviteResponse(invite: WorkspaceInvite, now = new Date()): WorkspaceInviteResponse {
  return {
    id: invite.id,
    workspaceId: invite.workspaceId,
    role: invite.role,
    expiresAt: iso(invite.expiresAt),
    maxUses: invite.maxUses,
    uses: invite.uses,
    state: inviteState(invite, now),
    createdBy: invite.createdBy,
    createdAt: iso(invite.createdAt),
  };
}

/**
 * Invite links: a workspace's admins make, list and revoke them (through the access their endpoint
 * granted); anyone holding a token previews it, and a signed-in holder joins with it.
 */
@Injectable()
export class InviteService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectWorkspaceRepository(WorkspaceInvite) private readonly invites: WorkspaceRepository<WorkspaceInvite>,
    @InjectWorkspaceRepository(WorkspaceMember) private readonly members: WorkspaceRepository<WorkspaceMember>,
    @InjectWorkspaceRepository(ModulePermissionRow) private readonly permissions: WorkspaceRepository<ModulePermissionRow>,
    private readonly outbox: Outbox,
  ) {}

  /** The token is told once, in this answer; only its hash is saved. */
  async create(auth: SignedInContext, access: WorkspaceAccess, dto: CreateInviteBody): Promise<CreatedInviteResponse> {
    const workspaceId = access.workspace.id;
    const token = newInviteToken();
    const invite = await this.invites.save(
      workspaceId,
      this.invites.create(workspaceId, {
        tokenHash: hashInviteToken(token),
        role: dto.role,
        expiresAt: new Date(Date.now() + dto.expiresInDays * DAY_MS),
        maxUses: dto.maxUses ?? null,
        createdBy: auth.user.id,
      }),
    );
    return { ...toInviteResponse(invite), token };
  }

  /** The links that can still be used, newest first. */
  async list(access: WorkspaceAccess): Promise<WorkspaceInviteResponse[]> {
    const rows = await this.invites
      .query(access.workspace.id, 'invite')
      .andWhere('invite.revokedAt IS NULL AND invite.expiresAt > now() AND (invite.maxUses IS NULL OR invite.uses < invite.maxUses)')
      .orderBy('invite.createdAt', 'DESC')
      .addOrderBy('invite.id', 'DESC')
      .getMany();
    return rows.map((row) => toInviteResponse(row));
  }

  async revoke(access: WorkspaceAccess, inviteId: number): Promise<{ success: true }> {
    const revoked = await this.invites.update(access.workspace.id, { id: inviteId, revokedAt: IsNull() }, { revokedAt: () => 'now()' });
    if (!revoked) throw new NotFoundException(INVITE_MESSAGES.notFound);
    return { success: true as const };
  }

  /** What the join page shows: the workspace's name, the role and the state; nothing else of the workspace. */
  async preview(auth: AuthContext, token: string): Promise<InvitePreviewResponse> {
    const invite = await this.findUnrevoked(this.invites, token);
    const workspace = await this.dataSource.manager.findOneByOrFail(Workspace, { id: invite.workspaceId });
    const isMember = auth.user ? await this.members.exists(invite.workspaceId, { userId: auth.user.id }) : false;
    return { workspaceName: workspace.name, role: invite.role, state: inviteState(invite), memberOfWorkspaceId: isMember ? workspace.id : null };
  }

  /**
   * Joins the link's workspace with its role and that role's default rows. The link's row is locked
   * until commit, so concurrent accepts count uses one after another: a single-use link admits one.
   */
  async accept(auth: SignedInContext, token: string): Promise<AcceptInviteResponse> {
    try {
      return await this.outbox.transaction(async (manager, emit) => {
        const invite = await this.findUnrevoked(this.invites.in(manager), token, { lock: true });
        const state = inviteState(invite);
        if (state !== 'active') throw new GoneException(INVITE_STATE_MESSAGES[state]);
        const workspaceId = invite.workspaceId;
        const workspace = await manager.findOneByOrFail(Workspace, { id: workspaceId });
        const members = this.members.in(manager);
        if (await members.exists(workspaceId, { userId: auth.user.id })) throw new ConflictException(INVITE_MESSAGES.alreadyMember(workspace.name));
        await members.save(workspaceId, members.create(workspaceId, { userId: auth.user.id, role: invite.role, status: 'active', invitedBy: invite.createdBy }));
        await resetToDefaults(this.permissions.in(manager), workspaceId, auth.user.id, invite.role);
        await this.invites.in(manager).update(workspaceId, { id: invite.id }, { uses: () => 'uses + 1' });
        // The same event as an admin's addition, so other services see the member alike.
        emit(IDENTITY_EVENTS.memberAdded, { workspaceId, userId: auth.user.id, role: invite.role }, { workspaceId, actorId: auth.user.id });
        return { workspaceId, workspaceName: workspace.name, role: invite.role };
      });
    } catch (error) {
      // The same person accepting twice at once: the second finds the first's membership.
      if (uniqueViolation(error) === 'workspace_members_workspace_user_key') throw new ConflictException(INVITE_MESSAGES.alreadyMember(await this.workspaceNameOf(token)));
      throw error;
    }
  }

  /**
   * The link a token names, whichever workspace it is of (the token is what grants sight of it).
   * Unknown and revoked links are alike 'not valid': neither says anything about a workspace.
   */
  private async findUnrevoked(invites: WorkspaceRepository<WorkspaceInvite>, token: string, { lock = false } = {}): Promise<WorkspaceInvite> {
    if (!isInviteToken(token)) throw new NotFoundException(INVITE_MESSAGES.invalid);
    const query = invites.acrossWorkspaces('invite').where('invite.tokenHash = :hash', { hash: hashInviteToken(token) });
    const invite = await (lock ? query.setLock('pessimistic_write') : query).getOne();
    if (!invite || invite.revokedAt) throw new NotFoundException(INVITE_MESSAGES.invalid);
    return invite;
  }

  private async workspaceNameOf(token: string): Promise<string> {
    const invite = await this.findUnrevoked(this.invites, token);
    return (await this.dataSource.manager.findOneByOrFail(Workspace, { id: invite.workspaceId })).name;
  }
}
