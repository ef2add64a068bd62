import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import {
  MATCH_VISIBILITIES,
  MATCH_VISIBILITY_MESSAGES,
  WORKSPACE_MESSAGES,
  WORKSPACE_NAME_MAX,
  WORKSPACE_ROLES,
  type MatchVisibility,
  type WorkspaceResponse,
  type WorkspaceRole,
} from '@cricket/contracts';
import { IDENTITY_MESSAGES } from '../../common/identity.messages';
import { ToInt, Trim } from '@cricket/service-kit';

export class CreateWorkspaceDto {
  @ApiProperty({ maxLength: WORKSPACE_NAME_MAX, description: 'Trimmed; must not be empty' })
  @Trim()
  @MaxLength(WORKSPACE_NAME_MAX, { message: WORKSPACE_MESSAGES.nameTooLong })
  @IsString({ message: WORKSPACE_MESSAGES.nameRequired })
  @IsNotEmpty({ message: WORKSPACE_MESSAGES.nameRequired })
  name: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true })
  @IsOptional()
  @IsObject({ message: IDENTITY_MESSAGES.metadata })
  metadata?: Record<string, unknown> | null;
}

export class UpdateWorkspaceDto {
  @ApiPropertyOptional({ maxLength: WORKSPACE_NAME_MAX })
  @IsOptional()
  @Trim()
  @MaxLength(WORKSPACE_NAME_MAX, { message: WORKSPACE_MESSAGES.nameTooLong })
  @IsString({ message: WORKSPACE_MESSAGES.nameRequired })
  @IsNotEmpty({ message: WORKSPACE_MESSAGES.nameRequired })
  name?: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, nullable: true })
  @IsOptional()
  @IsObject({ message: IDENTITY_MESSAGES.metadata })
  metadata?: Record<string, unknown> | null;

  @ApiPropertyOptional({ enum: MATCH_VISIBILITIES, description: "Who reads the workspace's matches: anyone with the link, or its members only" })
  @IsOptional()
  @IsIn(MATCH_VISIBILITIES, { message: MATCH_VISIBILITY_MESSAGES.invalid })
  matchVisibility?: MatchVisibility;
}

/** `{workspaceId}` of switch and refresh-session; a numeric string is accepted. */
export class SelectWorkspaceDto {
  @ApiProperty({ example: 12 })
  @ToInt()
  @IsInt({ message: WORKSPACE_MESSAGES.invalidId })
  @Min(1, { message: WORKSPACE_MESSAGES.invalidId })
  workspaceId: number;
}

export class WorkspaceResponseDto implements WorkspaceResponse {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
  @ApiProperty() createdBy: number;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true }) metadata: Record<string, unknown> | null;
  @ApiProperty({ enum: WORKSPACE_ROLES, description: "The signed-in user's role in it" }) role: WorkspaceRole;
  @ApiProperty({ example: 'active' }) status: string;
  @ApiProperty({ enum: MATCH_VISIBILITIES }) matchVisibility: MatchVisibility;
}

export class CurrentWorkspaceResponseDto {
  @ApiProperty({ type: WorkspaceResponseDto, nullable: true }) workspace: WorkspaceResponseDto | null;
}

export class SwitchWorkspaceResponseDto {
  @ApiProperty({ enum: [true] }) success: true;
  @ApiProperty({ type: WorkspaceResponseDto }) workspace: WorkspaceResponseDto;
}
