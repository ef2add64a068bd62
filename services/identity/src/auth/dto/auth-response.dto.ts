import { ApiProperty } from '@nestjs/swagger';
import type { AuthContext, AuthUser, AuthWorkspace, RegisterResponse, SignInAccount, WorkspaceRole } from '@cricket/contracts';
import { GLOBAL_ROLES, WORKSPACE_ROLES } from '@cricket/contracts';
import { UserResponseDto } from '../../users/dto/user-response.dto';
import { PermissionRowDto } from '../../permissions/dto/permission-row.dto';

export class WorkspaceRefDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: "Asha Rao's Workspace" }) name: string;
}

export class RegisterResponseDto extends UserResponseDto implements RegisterResponse {
  @ApiProperty({ type: WorkspaceRefDto }) workspace: WorkspaceRefDto;
}

export class SignInAccountResponseDto implements SignInAccount {
  @ApiProperty({ example: 'user:12' }) account: string;
}

export class AuthUserDto implements AuthUser {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: GLOBAL_ROLES }) role: string;
}

export class AuthWorkspaceDto implements AuthWorkspace {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role: WorkspaceRole;
}

export class AuthContextDto implements AuthContext {
  @ApiProperty({ type: AuthUserDto }) user: AuthUserDto;
  @ApiProperty({ type: AuthWorkspaceDto, nullable: true }) workspace: AuthWorkspaceDto | null;
  @ApiProperty({ type: [PermissionRowDto] }) permissions: PermissionRowDto[];
}
