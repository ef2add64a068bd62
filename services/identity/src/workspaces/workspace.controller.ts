import { Body, Controller, Get, HttpCode, Param, Patch, Post, UnauthorizedException } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { WORKSPACE_MESSAGES, type AuthContext, type SwitchWorkspaceResponse, type WorkspaceResponse } from '@cricket/contracts';
import { Auth, Public, type SignedInContext } from '@cricket/service-kit';
import { WorkspaceIdPipe } from '../common/id.pipes';
import {
  CreateWorkspaceDto,
  CurrentWorkspaceResponseDto,
  SelectWorkspaceDto,
  SwitchWorkspaceResponseDto,
  UpdateWorkspaceDto,
  WorkspaceResponseDto,
} from './dto/workspace.dto';
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
  switch(@Auth() auth: SignedInContext, @Body() dto: SelectWorkspaceDto): Promise<SwitchWorkspaceResponse> {
    return this.workspaces.switch(auth, dto.workspaceId);
  }

  @Post('refresh-session')
  @HttpCode(200)
  @ApiOkResponse({ type: SwitchWorkspaceResponseDto })
  refreshSession(@Auth() auth: SignedInContext, @Body() dto: SelectWorkspaceDto): Promise<SwitchWorkspaceResponse> {
    return this.workspaces.refreshSession(auth, dto.workspaceId);
  }

  /** Public so that a signed-out caller gets the spec's own message (core §5), not the generic 401. */
  @Post()
  @Public()
  @ApiCreatedResponse({ type: WorkspaceResponseDto })
  create(@Auth() auth: AuthContext, @Body() dto: CreateWorkspaceDto): Promise<WorkspaceResponse> {
    if (!auth.user) throw new UnauthorizedException(WORKSPACE_MESSAGES.notAuthenticated);
    return this.workspaces.create(auth as SignedInContext, dto);
  }

  /** Workspace admins (or a full settings row, or the global admin) only. */
  @Patch(':id')
  @ApiOkResponse({ type: WorkspaceResponseDto })
  update(@Auth() auth: SignedInContext, @Param('id', WorkspaceIdPipe) id: number, @Body() dto: UpdateWorkspaceDto): Promise<WorkspaceResponse> {
    return this.workspaces.update(auth, id, dto);
  }
}
