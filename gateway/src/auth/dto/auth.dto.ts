import { ApiProperty } from '@nestjs/swagger';

/** Documentation shapes only: identity validates (with the spec's messages) and the gateway forwards. */
export class LoginDto {
  @ApiProperty({ description: 'Username or email', example: 'asha' })
  username: string;

  @ApiProperty({ example: 'secret1' })
  password: string;
}

export class RegisterDto {
  @ApiProperty({ minLength: 3 })
  username: string;

  @ApiProperty({ minLength: 6 })
  password: string;

  @ApiProperty({ example: 'asha@example.com' })
  email: string;

  @ApiProperty({ minLength: 2 })
  name: string;

  @ApiProperty({ example: 'player' })
  role: string;
}

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
