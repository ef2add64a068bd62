import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import { MODULES, WORKSPACE_MESSAGES, type Module, type ModulePermission } from '@cricket/contracts';
import { IDENTITY_MESSAGES } from '../../common/identity.messages';

/** One module permission row (core §3), as read and as written. */
export class PermissionRowDto implements ModulePermission {
  @ApiProperty({ enum: MODULES })
  @IsIn(MODULES, { message: WORKSPACE_MESSAGES.invalidModule })
  module: Module;

  @ApiProperty()
  @IsBoolean({ message: IDENTITY_MESSAGES.permissionFlag })
  canView: boolean;

  @ApiProperty()
  @IsBoolean({ message: IDENTITY_MESSAGES.permissionFlag })
  canCreate: boolean;

  @ApiProperty()
  @IsBoolean({ message: IDENTITY_MESSAGES.permissionFlag })
  canEdit: boolean;

  @ApiProperty()
  @IsBoolean({ message: IDENTITY_MESSAGES.permissionFlag })
  canDelete: boolean;
}
