import { ApiProperty } from '@nestjs/swagger';
import type { UserResponse, UserSummary } from '@cricket/contracts';
import { GLOBAL_ROLES } from '@cricket/contracts';

export class UserResponseDto implements UserResponse {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'asha' }) username: string;
  @ApiProperty({ example: 'Asha Rao' }) name: string;
  @ApiProperty({ example: 'asha@example.com' }) email: string;
  @ApiProperty({ enum: GLOBAL_ROLES }) role: string;
  @ApiProperty({ type: String, nullable: true, description: 'An http(s) URL or an image data URL' }) profilePicture: string | null;
  @ApiProperty({ type: Number, nullable: true, description: "The user's current workspace" }) workspaceId: number | null;
  @ApiProperty({ enum: [true] }) isAuthenticated: true;
}

export class UserSummaryDto implements UserSummary {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class MessageResponseDto {
  @ApiProperty({ example: 'Password updated' }) message: string;
}
