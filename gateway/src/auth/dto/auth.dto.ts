import { ApiProperty } from '@nestjs/swagger';

/** Documentation shapes of the gateway's answers. */
export class UserDto {
  @ApiProperty() id: number;
  @ApiProperty() username: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() role: string;
  @ApiProperty({ type: String, nullable: true }) profilePicture: string | null;
  @ApiProperty({ type: Number, nullable: true }) workspaceId: number | null;
  @ApiProperty() isAuthenticated: boolean;
}

export class MessageDto {
  @ApiProperty({ example: 'Logged out successfully' })
  message: string;
}

export class ErrorDto {
  @ApiProperty() statusCode: number;
  @ApiProperty() message: string;
  @ApiProperty() error: string;
}
