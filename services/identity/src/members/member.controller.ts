import { Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { addMemberBody, updateMemberBody, type AddMemberBody, type UpdateMemberBody, type WorkspaceMemberResponse } from '@cricket/contracts';
import { Auth, ValidBody, type SignedInContext } from '@cricket/service-kit';
import { UserIdPipe } from '../common/id.pipes';
import { GrantedAccess, RequireWorkspaceAccess } from '../workspaces/workspace-access.decorators';
import type { WorkspaceAccess } from '../workspaces/workspace-access.service';
import { SuccessResponseDto, WorkspaceMemberResponseDto } from './dto/member.dto';
import { MemberService } from './member.service';

/** Members of the workspace `:id` names: any member reads, managers change. */
@ApiTags('Workspace members')
@Controller('api/workspaces/:id/members')
export class MemberController {
  constructor(private readonly members: MemberService) {}

  @Get()
  @RequireWorkspaceAccess('member', 'id')
  @ApiOkResponse({ type: [WorkspaceMemberResponseDto] })
  list(@GrantedAccess() access: WorkspaceAccess): Promise<WorkspaceMemberResponse[]> {
    return this.members.list(access);
  }

  @Post()
  @RequireWorkspaceAccess('manager', 'id')
  @ApiCreatedResponse({ type: WorkspaceMemberResponseDto })
  add(@Auth() auth: SignedInContext, @GrantedAccess() access: WorkspaceAccess, @ValidBody(addMemberBody) dto: AddMemberBody): Promise<WorkspaceMemberResponse> {
    return this.members.add(auth, access, dto);
  }

  @Patch(':userId')
  @RequireWorkspaceAccess('manager', 'id')
  @ApiOkResponse({ type: WorkspaceMemberResponseDto })
  changeRole(
    @Auth() auth: SignedInContext,
    @GrantedAccess() access: WorkspaceAccess,
    @Param('userId', UserIdPipe) userId: number,
    @ValidBody(updateMemberBody) dto: UpdateMemberBody,
  ): Promise<WorkspaceMemberResponse> {
    return this.members.changeRole(auth, access, userId, dto.role);
  }

  @Delete(':userId')
  @RequireWorkspaceAccess('manager', 'id')
  @ApiOkResponse({ type: SuccessResponseDto })
  remove(@Auth() auth: SignedInContext, @GrantedAccess() access: WorkspaceAccess, @Param('userId', UserIdPipe) userId: number): Promise<{ success: true }> {
    return this.members.remove(auth, access, userId);
  }
}
