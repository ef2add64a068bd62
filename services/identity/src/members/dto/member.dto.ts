import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Min, MinLength } from 'class-validator';
import { WORKSPACE_MESSAGES, WORKSPACE_ROLES, type WorkspaceMemberResponse, type WorkspaceRole } from '@cricket/contracts';
import { IDENTITY_MESSAGES } from '../../common/identity.messages';
import { ToInt, Trim, TrimLower } from '@cricket/service-kit';

/** Adds an existing user, named by id, or by username or email. */
export class AddMemberDto {
  @ApiPropertyOptional({ description: 'Id of an existing user' })
  @IsOptional()
  @ToInt()
  @IsInt({ message: IDENTITY_MESSAGES.invalidUserId })
  @Min(1, { message: IDENTITY_MESSAGES.invalidUserId })
  userId?: number;

  @ApiPropertyOptional({ description: 'Username of an existing user (case-insensitive)' })
  @IsOptional()
  @Trim()
  @IsString({ message: WORKSPACE_MESSAGES.memberIdentity })
  @MinLength(1, { message: WORKSPACE_MESSAGES.memberIdentity })
  username?: string;

  @ApiPropertyOptional({ description: 'Email of an existing user (case-insensitive)' })
  @IsOptional()
  @TrimLower()
  @IsString({ message: WORKSPACE_MESSAGES.memberIdentity })
  @MinLength(1, { message: WORKSPACE_MESSAGES.memberIdentity })
  email?: string;

  @ApiPropertyOptional({ enum: WORKSPACE_ROLES, default: 'member' })
  @IsOptional()
  @IsIn(WORKSPACE_ROLES, { message: WORKSPACE_MESSAGES.invalidRole })
  role?: WorkspaceRole;
}

export class UpdateMemberDto {
  @ApiProperty({ enum: WORKSPACE_ROLES })
  @IsIn(WORKSPACE_ROLES, { message: WORKSPACE_MESSAGES.invalidRole })
  role: WorkspaceRole;
}

export class MemberUserDto {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) profilePicture: string | null;
}

export class WorkspaceMemberResponseDto implements WorkspaceMemberResponse {
  @ApiProperty() id: number;
  @ApiProperty() workspaceId: number;
  @ApiProperty() userId: number;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role: WorkspaceRole;
  @ApiProperty({ example: 'active' }) status: string;
  @ApiProperty({ type: Number, nullable: true }) invitedBy: number | null;
  @ApiProperty({ format: 'date-time' }) joinedAt: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty({ type: MemberUserDto }) user: MemberUserDto;
}

export class SuccessResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
}
