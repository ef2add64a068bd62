import { ApiProperty } from '@nestjs/swagger';
import {
  INVITE_STATES,
  WORKSPACE_ROLES,
  type AcceptInviteResponse,
  type CreatedInviteResponse,
  type InvitePreviewResponse,
  type InviteState,
  type WorkspaceInviteResponse,
  type WorkspaceRole,
} from '@cricket/contracts';

export class WorkspaceInviteResponseDto implements WorkspaceInviteResponse {
  @ApiProperty() id: number;
  @ApiProperty() workspaceId: number;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role: WorkspaceRole;
  @ApiProperty({ format: 'date-time' }) expiresAt: string;
  @ApiProperty({ type: Number, nullable: true, description: '1 for a single-use link; null for no limit' }) maxUses: number | null;
  @ApiProperty() uses: number;
  @ApiProperty({ enum: INVITE_STATES }) state: InviteState;
  @ApiProperty({ type: Number, nullable: true }) createdBy: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class CreatedInviteResponseDto extends WorkspaceInviteResponseDto implements CreatedInviteResponse {
  @ApiProperty({ description: 'The link token, told only here: the link is /invite/<token>' }) token: string;
}

export class InvitePreviewResponseDto implements InvitePreviewResponse {
  @ApiProperty() workspaceName: string;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role: WorkspaceRole;
  @ApiProperty({ enum: INVITE_STATES }) state: InviteState;
  @ApiProperty({ type: Number, nullable: true, description: "The workspace's id when the caller is already its member" }) memberOfWorkspaceId: number | null;
}

export class AcceptInviteResponseDto implements AcceptInviteResponse {
  @ApiProperty() workspaceId: number;
  @ApiProperty() workspaceName: string;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role: WorkspaceRole;
}
