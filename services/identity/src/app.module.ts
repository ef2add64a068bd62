import { Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceKitModule, workspaceRepositories, type ServiceRuntime } from '@cricket/service-kit';
import { AuthController } from './auth/auth.controller';
import { AuthService } from './auth/auth.service';
import { PasswordService } from './auth/password.service';
import { FeatureRequestController } from './feature-requests/feature-request.controller';
import { FeatureRequest } from './feature-requests/feature-request.entity';
import { FeatureRequestService } from './feature-requests/feature-request.service';
import { InviteLinkController } from './invites/invite-link.controller';
import { InviteService } from './invites/invite.service';
import { WorkspaceInviteController } from './invites/workspace-invite.controller';
import { WorkspaceInvite } from './invites/workspace-invite.entity';
import { MemberController } from './members/member.controller';
import { MemberService } from './members/member.service';
import { WorkspaceMember } from './members/workspace-member.entity';
import { CreateIdentity1763700000100 } from './migrations/1763700000100-create-identity';
import { IdentityTextLimits1763700000110 } from './migrations/1763700000110-identity-text-limits';
import { WorkspaceMatchVisibility1763700000120 } from './migrations/1763700000120-workspace-match-visibility';
import { WorkspaceInvites1763700000130 } from './migrations/1763700000130-workspace-invites';
import { ModulePermissionRow } from './permissions/module-permission.entity';
import { PermissionController } from './permissions/permission.controller';
import { PermissionService } from './permissions/permission.service';
import { UserController } from './users/user.controller';
import { User } from './users/user.entity';
import { UserService } from './users/user.service';
import { WorkspaceAccessService } from './workspaces/workspace-access.service';
import { WorkspaceController } from './workspaces/workspace.controller';
import { Workspace } from './workspaces/workspace.entity';
import { WorkspaceService } from './workspaces/workspace.service';

export const IDENTITY_ENTITIES = [User, Workspace, WorkspaceMember, ModulePermissionRow, FeatureRequest, WorkspaceInvite];
export const IDENTITY_MIGRATIONS = [
  CreateIdentity1763700000100, IdentityTextLimits1763700000110, WorkspaceMatchVisibility1763700000120,
  WorkspaceInvites1763700000130,
];

/** Users, sign-in, workspaces, members and module permissions (DESIGN.md §4). */
@Module({})
export class IdentityAppModule {
  static forRoot(runtime: ServiceRuntime): DynamicModule {
    return {
      module: IdentityAppModule,
      imports: [
        ServiceKitModule.forRoot(runtime, { entities: IDENTITY_ENTITIES, migrations: IDENTITY_MIGRATIONS }),
        TypeOrmModule.forFeature([User, FeatureRequest]),
      ],
      // PermissionController before MemberController is not needed: static `me` wins over `:userId` in Fastify's router.
      controllers: [AuthController, UserController, WorkspaceController, MemberController, PermissionController, FeatureRequestController, WorkspaceInviteController, InviteLinkController],
      providers: [
        ...workspaceRepositories(WorkspaceMember, ModulePermissionRow, WorkspaceInvite),
        PasswordService,
        AuthService,
        UserService,
        WorkspaceAccessService,
        WorkspaceService,
        MemberService,
        PermissionService,
        FeatureRequestService,
        InviteService,
      ],
    };
  }
}
