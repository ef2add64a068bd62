import { ApiProperty } from '@nestjs/swagger';
import { MODULES, type Module, type ModulePermission } from '@cricket/contracts';

/** One module permission row (core §3), as read. */
export class PermissionRowDto implements ModulePermission {
  @ApiProperty({ enum: MODULES }) module: Module;
  @ApiProperty() canView: boolean;
  @ApiProperty() canCreate: boolean;
  @ApiProperty() canEdit: boolean;
  @ApiProperty() canDelete: boolean;
}
