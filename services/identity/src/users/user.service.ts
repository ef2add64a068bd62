import { BadRequestException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AUTH_MESSAGES, IDENTITY_EVENTS, IDENTITY_MESSAGES, type ChangePasswordBody, type ProfileBody, type UserResponse, type UserSummary } from '@cricket/contracts';
import { Outbox, type SignedInContext, uniqueViolation } from '@cricket/service-kit';
import { conflictFor } from '../auth/auth.service';
import { PasswordService } from '../auth/password.service';
import { User } from './user.entity';
import { toUserResponse } from './user.mapper';

/** The signed-in user's own profile and password, and the users lookup of a workspace. */
@Injectable()
export class UserService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly outbox: Outbox,
    private readonly passwords: PasswordService,
  ) {}

  async getMe(auth: SignedInContext): Promise<UserResponse> {
    return toUserResponse(await this.findMe(auth));
  }

  async update(auth: SignedInContext, dto: ProfileBody): Promise<UserResponse> {
    try {
      return await this.outbox.transaction(async (manager, emit) => {
        const changes: Partial<User> = {};
        if (dto.name !== undefined) changes.name = dto.name;
        if (dto.email !== undefined) changes.email = dto.email;
        if (dto.profilePicture !== undefined) changes.profilePicture = dto.profilePicture;
        if (Object.keys(changes).length) {
          await manager.update(User, { id: auth.user.id }, changes);
          emit(IDENTITY_EVENTS.userUpdated, { userId: auth.user.id }, { workspaceId: auth.workspace?.id ?? null, actorId: auth.user.id });
        }
        const user = await manager.findOneBy(User, { id: auth.user.id });
        if (!user) throw new UnauthorizedException(AUTH_MESSAGES.notAuthenticated);
        return toUserResponse(user);
      });
    } catch (error) {
      throw conflictFor(uniqueViolation(error)) ?? error;
    }
  }

  async changePassword(auth: SignedInContext, dto: ChangePasswordBody): Promise<{ message: string }> {
    const user = await this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id: auth.user.id }).getOne();
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.notAuthenticated);
    if (!(await this.passwords.verify(user.passwordHash, dto.currentPassword))) {
      throw new BadRequestException(AUTH_MESSAGES.currentPassword);
    }
    const passwordHash = await this.passwords.hash(dto.newPassword);
    await this.users.update({ id: user.id }, { passwordHash });
    return { message: IDENTITY_MESSAGES.passwordUpdated };
  }

  /** `[{id, name}]` of the members of the current workspace (the spec's users lookup). */
  async listWorkspaceUsers(auth: SignedInContext): Promise<UserSummary[]> {
    if (!auth.workspace) return [];
    return this.users
      .createQueryBuilder('u')
      .select(['u.id AS id', 'u.name AS name'])
      .innerJoin('workspace_members', 'm', 'm.user_id = u.id AND m.workspace_id = :workspaceId AND m.status = :status', {
        workspaceId: auth.workspace.id,
        status: 'active',
      })
      .orderBy('u.name')
      .addOrderBy('u.id')
      .getRawMany<UserSummary>();
  }

  private async findMe(auth: SignedInContext): Promise<User> {
    const user = await this.users.findOneBy({ id: auth.user.id });
    if (!user) throw new UnauthorizedException(AUTH_MESSAGES.notAuthenticated);
    return user;
  }
}
