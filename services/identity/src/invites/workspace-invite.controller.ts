import { Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { createInviteBody, type CreatedInviteResponse, type CreateInviteBody, type WorkspaceInviteResponse } from '@cricket/contracts';
import { Auth, ValidBody, type SignedInContext } from '@cricket/service-kit';
import { InviteIdPipe } from '../common/id.pipes';
import { SuccessResponseDto } from '../members/dto/member.dto';
import { GrantedAccess, RequireWorkspaceAccess } from '../workspaces/workspace-access.decorators';
import type { WorkspaceAccess } from '../workspaces/workspace-access.service';
import { CreatedInviteResponseDto, WorkspaceInviteResponseDto } from './dto/invite.dto';
import { InviteService } from './invite.service';

/** Invite links of the workspace `:id` names: its admins make, list and revoke them. */
@ApiTags('Workspace invites')
@Controller('api/workspaces/:id/invites')
export class WorkspaceInviteController {
  constructor(private readonly invites: InviteService) {}

  @Post()
  @RequireWorkspaceAccess('manager', 'id')
  @ApiCreatedResponse({ type: CreatedInviteResponseDto })
  create(@Auth() auth: SignedInContext, @GrantedAccess() access: WorkspaceAccess, @ValidBody(createInviteBody) dto: CreateInviteBody): Promise<CreatedInviteResponse> {
    return this.invites.create(auth, access, dto);
  }

  @Get()
  @RequireWorkspaceAccess('manager', 'id')
  @ApiOkResponse({ type: [WorkspaceInviteResponseDto] })
  list(@GrantedAccess() access: WorkspaceAccess): Promise<WorkspaceInviteResponse[]> {
    return this.invites.list(access);
  }

  @Delete(':inviteId')
  @RequireWorkspaceAccess('manager', 'id')
  @ApiOkResponse({ type: SuccessResponseDto })
  revoke(@GrantedAccess() access: WorkspaceAccess, @Param('inviteId', InviteIdPipe) inviteId: number): Promise<{ success: true }> {
    return this.invites.revoke(access, inviteId);
  }
}
