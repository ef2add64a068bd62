import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { WorkspaceMemberResponse } from '@cricket/contracts';
import { Auth, type SignedInContext } from '@cricket/service-kit';
import { UserIdPipe, WorkspaceIdPipe } from '../common/id.pipes';
import { AddMemberDto, SuccessResponseDto, UpdateMemberDto, WorkspaceMemberResponseDto } from './dto/member.dto';
import { MemberService } from './member.service';

/** Any member reads; managing needs settings/edit in that workspace; non-members get 404. */
@ApiTags('Workspace members')
@Controller('api/workspaces/:id/members')
export class MemberController {
  constructor(private readonly members: MemberService) {}

  @Get()
  @ApiOkResponse({ type: [WorkspaceMemberResponseDto] })
  list(@Auth() auth: SignedInContext, @Param('id', WorkspaceIdPipe) id: number): Promise<WorkspaceMemberResponse[]> {
    return this.members.list(auth, id);
  }

  @Post()
  @ApiCreatedResponse({ type: WorkspaceMemberResponseDto })
  add(@Auth() auth: SignedInContext, @Param('id', WorkspaceIdPipe) id: number, @Body() dto: AddMemberDto): Promise<WorkspaceMemberResponse> {
    return this.members.add(auth, id, dto);
  }

  @Patch(':userId')
  @ApiOkResponse({ type: WorkspaceMemberResponseDto })
  changeRole(
    @Auth() auth: SignedInContext,
    @Param('id', WorkspaceIdPipe) id: number,
    @Param('userId', UserIdPipe) userId: number,
    @Body() dto: UpdateMemberDto,
  ): Promise<WorkspaceMemberResponse> {
    return this.members.changeRole(auth, id, userId, dto.role);
  }

  @Delete(':userId')
  @ApiOkResponse({ type: SuccessResponseDto })
  remove(@Auth() auth: SignedInContext, @Param('id', WorkspaceIdPipe) id: number, @Param('userId', UserIdPipe) userId: number): Promise<{ success: true }> {
    return this.members.remove(auth, id, userId);
  }
}
