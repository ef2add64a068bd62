import { Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { replacePermissionsBody, type ModulePermission, type ReplacePermissionsBody } from '@cricket/contracts';
import { Auth, ValidBody, type SignedInContext } from '@cricket/service-kit';
import { UserIdPipe } from '../common/id.pipes';
import { GrantedAccess, RequireWorkspaceAccess } from '../workspaces/workspace-access.decorators';
import type { WorkspaceAccess } from '../workspaces/workspace-access.service';
import { PermissionRowDto } from './dto/permission-row.dto';
import { PermissionService } from './permission.service';

@ApiTags('Module permissions')
@Controller('api/workspaces/:id/members')
export class PermissionController {
  constructor(private readonly permissions: PermissionService) {}

  /** My own rows there, which granting 'joined' access has read. */
  @Get('me/permissions')
  @RequireWorkspaceAccess('joined', 'id')
  @ApiOkResponse({ type: [PermissionRowDto] })
  mine(@GrantedAccess() access: WorkspaceAccess): ModulePermission[] {
    return access.permissions;
  }

  @Get(':userId/permissions')
  @RequireWorkspaceAccess('manager', 'id')
  @ApiOkResponse({ type: [PermissionRowDto] })
  forMember(@GrantedAccess() access: WorkspaceAccess, @Param('userId', UserIdPipe) userId: number): Promise<ModulePermission[]> {
    return this.permissions.forMember(access, userId);
  }

  @Put(':userId/permissions')
  @RequireWorkspaceAccess('manager', 'id')
  @ApiOkResponse({ type: [PermissionRowDto] })
  replace(
    @Auth() auth: SignedInContext,
    @GrantedAccess() access: WorkspaceAccess,
    @Param('userId', UserIdPipe) userId: number,
    @ValidBody(replacePermissionsBody) dto: ReplacePermissionsBody,
  ): Promise<ModulePermission[]> {
    return this.permissions.replace(auth, access, userId, dto.permissions);
  }
}
