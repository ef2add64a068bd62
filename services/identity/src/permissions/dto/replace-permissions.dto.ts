import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, ValidateNested } from 'class-validator';
import { MODULES } from '@cricket/contracts';
import { IDENTITY_MESSAGES } from '../../common/identity.messages';
import { PermissionRowDto } from './permission-row.dto';

/** Rows to upsert for one member; modules not named keep their rows. */
export class ReplacePermissionsDto {
  @ApiProperty({ type: [PermissionRowDto] })
  @IsArray({ message: IDENTITY_MESSAGES.permissions })
  @ArrayMaxSize(MODULES.length * 2, { message: IDENTITY_MESSAGES.permissions })
  @ValidateNested({ each: true })
  @Type(() => PermissionRowDto)
  permissions: PermissionRowDto[];
}
