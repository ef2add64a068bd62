import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { ModulePermission } from '@cricket/contracts';
import { Auth, type SignedInContext } from '@cricket/service-kit';
import { UserIdPipe, WorkspaceIdPipe } from '../common/id.pipes';
import { PermissionRowDto } from './dto/permission-row.dto';
import { ReplacePermissionsDto } from './dto/replace-permissions.dto';
import { PermissionService } from './permission.service';

@ApiTags('Module permissions')
@Controller('api/workspaces/:id/members')
export class PermissionController {
  constructor(private readonly permissions: PermissionService) {}

  @Get('me/permissions')
  @ApiOkResponse({ type: [PermissionRowDto] })
  mine(@Auth() auth: SignedInContext, @Param('id', WorkspaceIdPipe) id: number): Promise<ModulePermission[]> {
    return this.permissions.mine(auth, id);
  }

  @Get(':userId/permissions')
  @ApiOkResponse({ type: [PermissionRowDto] })
  forMember(@Auth() auth: SignedInContext, @Param('id', WorkspaceIdPipe) id: number, @Param('userId', UserIdPipe) userId: number): Promise<ModulePermission[]> {
    return this.permissions.forMember(auth, id, userId);
  }

  @Put(':userId/permissions')
  @ApiOkResponse({ type: [PermissionRowDto] })
  replace(
    @Auth() auth: SignedInContext,
    @Param('id', WorkspaceIdPipe) id: number,
    @Param('userId', UserIdPipe) userId: number,
    @Body() dto: ReplacePermissionsDto,
  ): Promise<ModulePermission[]> {
    return this.permissions.replace(auth, id, userId, dto.permissions);
  }
}
