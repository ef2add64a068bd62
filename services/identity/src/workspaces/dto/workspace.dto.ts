import { ApiProperty } from '@nestjs/swagger';
import { MATCH_VISIBILITIES, WORKSPACE_ROLES, type MatchVisibility, type WorkspaceResponse, type WorkspaceRole } from '@cricket/contracts';

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
