import { Controller, Get, HttpCode, Patch, Post, UnauthorizedException } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  createWorkspaceBody,
  selectWorkspaceBody,
  updateWorkspaceBody,
  WORKSPACE_MESSAGES,
  type AuthContext,
  type CreateWorkspaceBody,
  type SelectWorkspaceBody,
  type SwitchWorkspaceResponse,
  type UpdateWorkspaceBody,
  type WorkspaceResponse,
} from '@cricket/contracts';
import { Auth, Public, ValidBody, type SignedInContext } from '@cricket/service-kit';
import { CurrentWorkspaceResponseDto, SwitchWorkspaceResponseDto, WorkspaceResponseDto } from './dto/workspace.dto';
import { GrantedAccess, RequireWorkspaceAccess } from './workspace-access.decorators';
import type { WorkspaceAccess } from './workspace-access.service';
import { WorkspaceService } from './workspace.service';

@ApiTags('Workspaces')
@Controller('api/workspaces')
export class WorkspaceController {
  constructor(private readonly workspaces: WorkspaceService) {}

  @Get()
  @ApiOkResponse({ type: [WorkspaceResponseDto] })
  list(@Auth() auth: SignedInContext): Promise<WorkspaceResponse[]> {
    return this.workspaces.list(auth);
  }

  @Get('current')
  @ApiOkResponse({ type: CurrentWorkspaceResponseDto })
  current(@Auth() auth: SignedInContext): Promise<{ workspace: WorkspaceResponse | null }> {
    return this.workspaces.current(auth);
  }

  @Post('switch')
  @HttpCode(200)
  @ApiOkResponse({ type: SwitchWorkspaceResponseDto })
  switch(@Auth() auth: SignedInContext, @ValidBody(selectWorkspaceBody) dto: SelectWorkspaceBody): Promise<SwitchWorkspaceResponse> {
    return this.workspaces.switch(auth, dto.workspaceId);
  }

  @Post('refresh-session')
  @HttpCode(200)
  @ApiOkResponse({ type: SwitchWorkspaceResponseDto })
  refreshSession(@Auth() auth: SignedInContext, @ValidBody(selectWorkspaceBody) dto: SelectWorkspaceBody): Promise<SwitchWorkspaceResponse> {
    return this.workspaces.refreshSession(auth, dto.workspaceId);
  }

  /** Public so that a signed-out caller gets the spec's own message (core §5), not the generic 401. */
  @Post()
  @Public()
  @ApiCreatedResponse({ type: WorkspaceResponseDto })
  create(@Auth() auth: AuthContext, @ValidBody(createWorkspaceBody) dto: CreateWorkspaceBody): Promise<WorkspaceResponse> {
    if (!auth.user) throw new UnauthorizedException(WORKSPACE_MESSAGES.notAuthenticated);
    return this.workspaces.create(auth as SignedInContext, dto);
  }

  @Patch(':id')
  @RequireWorkspaceAccess('manager', 'id')
  @ApiOkResponse({ type: WorkspaceResponseDto })
  update(@Auth() auth: SignedInContext, @GrantedAccess() access: WorkspaceAccess, @ValidBody(updateWorkspaceBody) dto: UpdateWorkspaceBody): Promise<WorkspaceResponse> {
    return this.workspaces.update(auth, access, dto);
  }
}
