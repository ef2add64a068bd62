import { ApiProperty } from '@nestjs/swagger';
import { WORKSPACE_ROLES, type WorkspaceMemberResponse, type WorkspaceRole } from '@cricket/contracts';

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
