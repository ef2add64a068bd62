import { ConflictException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  AUTH_MESSAGES,
  DEFAULT_ROLE,
  EMAIL_MAX,
  PASSWORD_MAX,
  IDENTITY_EVENTS,
  REGISTRATION_MESSAGES,
  USERNAME_MAX,
  WORKSPACE_MESSAGES,
  looksLikeEmail,
  type AuthContext,
  type ModulePermission,
  type RegisterBody,
  type RegisterResponse,
  type SignInAccount,
  type SignInBody,
  type UserResponse,
} from '@cricket/contracts';
import { InjectWorkspaceRepository, Outbox, uniqueViolation, WorkspaceRepository } from '@cricket/service-kit';
import { WorkspaceMember } from '../members/workspace-member.entity';
import { ModulePermissionRow } from '../permissions/module-permission.entity';
import { resetToDefaults, toPermissionRows } from '../permissions/permission.rows';
import { User } from '../users/user.entity';
import { toUserResponse, type PublicUserFields } from '../users/user.mapper';
import { asWorkspaceRole } from '../workspaces/workspace-access';
import { Workspace } from '../workspaces/workspace.entity';
import { PasswordService } from './password.service';

/** Maps a unique violation of registration or profile edits to the spec's 409. */
export function conflictFor(constraint: string | null): ConflictException | null {
  if (constraint === 'users_username_key') return new ConflictException(REGISTRATION_MESSAGES.usernameTaken);
  if (constraint === 'users_email_key') return new ConflictException(REGISTRATION_MESSAGES.emailTaken);
  return null;
}

interface ContextRow {
  id: number;
  username: string;
  name: string;
  email: string;
  role: string;
  workspace_id: number | null;
  workspace_name: string | null;
  workspace_role: string | null;
}

/** Sign-in, registration and the per-request auth context the gateway resolves. */
@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectWorkspaceRepository(WorkspaceMember) private readonly members: WorkspaceRepository<WorkspaceMember>,
    @InjectWorkspaceRepository(ModulePermissionRow) private readonly permissions: WorkspaceRepository<ModulePermissionRow>,
    private readonly outbox: Outbox,
    private readonly passwords: PasswordService,
  ) {}

  /** Unknown user and wrong password answer alike, after the same argon2 work. */
  async verify(dto: SignInBody): Promise<UserResponse> {
    const login = dto.username;
    const tooLong = login.length > Math.max(USERNAME_MAX, EMAIL_MAX) || dto.password.length > PASSWORD_MAX;
    const user = tooLong ? null : await this.findForSignIn(login);
    const ok = await this.passwords.verify(user?.passwordHash ?? null, tooLong ? '' : dto.password);
    if (!user || !ok) throw new UnauthorizedException(AUTH_MESSAGES.invalidCredentials);
    return toUserResponse(user);
  }

  /** The account a sign-in names, for throttling: found by username or email in any case, else the login itself. */
  async signInAccount(login: string): Promise<SignInAccount> {
    const user = login.length > Math.max(USERNAME_MAX, EMAIL_MAX) ? null : await this.findForSignIn(login);
    return { account: user ? `user:${user.id}` : `login:${login.toLowerCase()}` };
  }

  async register(dto: RegisterBody): Promise<RegisterResponse> {
    const passwordHash = await this.passwords.hash(dto.password);
    try {
      return await this.outbox.transaction(async (manager, emit) => {
        const role = dto.role ?? DEFAULT_ROLE;
        const { identifiers } = await manager.insert(User, {
          username: dto.username,
          email: dto.email,
          name: dto.name,
          role,
          passwordHash,
          profilePicture: null,
          currentWorkspaceId: null,
        });
        const userId = identifiers[0].id as number;
        const workspace = await manager.save(
          manager.create(Workspace, { name: `${dto.name}'s Workspace`, metadata: null, status: 'active', createdBy: userId }),
        );
        const members = this.members.in(manager);
        await members.save(workspace.id, members.create(workspace.id, { userId, role: 'admin', status: 'active', invitedBy: null }));
        await resetToDefaults(this.permissions.in(manager), workspace.id, userId, 'admin');
        await manager.update(User, { id: userId }, { currentWorkspaceId: workspace.id });
        const events = { workspaceId: workspace.id, actorId: userId };
        emit(IDENTITY_EVENTS.userRegistered, { userId, username: dto.username, name: dto.name, role }, events);
        emit(IDENTITY_EVENTS.workspaceCreated, { workspaceId: workspace.id, name: workspace.name }, events);
        const user = toUserResponse({ id: userId, ...dto, role, profilePicture: null, currentWorkspaceId: workspace.id });
        return { ...user, workspace: { id: workspace.id, name: workspace.name } };
      });
    } catch (error) {
      throw conflictFor(uniqueViolation(error)) ?? error;
    }
  }

  /**
   * The auth context for the user's current workspace, falling back to the first workspace
   * they belong to; two indexed queries (the gateway caches the answer briefly).
   */
  async context(userId: number): Promise<AuthContext> {
    const rows: ContextRow[] = await this.dataSource.query(
      `SELECT u.id, u.username, u.name, u.email, u.role,
              w.id AS workspace_id, w.name AS workspace_name, m.role AS workspace_role
       FROM users u
       LEFT JOIN LATERAL (
         SELECT wm.workspace_id, wm.role FROM workspace_members wm
         WHERE wm.user_id = u.id AND wm.status = 'active'
         ORDER BY (wm.workspace_id = u.current_workspace_id) IS TRUE DESC, wm.joined_at, wm.id
         LIMIT 1
       ) m ON true
       LEFT JOIN workspaces w ON w.id = m.workspace_id
       WHERE u.id = $1`,
      [userId],
    );
    const row = rows[0];
    if (!row) throw new NotFoundException(WORKSPACE_MESSAGES.userNotFound);
    const role = asWorkspaceRole(row.workspace_role);
    const user = { id: row.id, username: row.username, name: row.name, email: row.email, role: row.role };
    if (row.workspace_id === null || !role) return { user, workspace: null, permissions: [] };
    const permissions: ModulePermission[] = await this.dataSource.query(
      `SELECT module, can_view AS "canView", can_create AS "canCreate", can_edit AS "canEdit", can_delete AS "canDelete"
       FROM module_permissions WHERE workspace_id = $1 AND user_id = $2`,
      [row.workspace_id, row.id],
    );
    return { user, workspace: { id: row.workspace_id, name: row.workspace_name ?? '', role }, permissions: toPermissionRows(permissions) };
  }

  private async findForSignIn(login: string): Promise<(PublicUserFields & { passwordHash: string }) | null> {
    const preferred = looksLikeEmail(login) ? 'email = lower($1)' : 'lower(username) = lower($1)';
    const rows = await this.dataSource.query(
      `SELECT id, username, name, email, role, profile_picture AS "profilePicture",
              current_workspace_id AS "currentWorkspaceId", password_hash AS "passwordHash"
       FROM users WHERE lower(username) = lower($1) OR email = lower($1)
       ORDER BY (${preferred}) DESC LIMIT 1`,
      [login],
    );
    return rows[0] ?? null;
  }
}
