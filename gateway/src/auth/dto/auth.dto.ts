import { ApiProperty } from '@nestjs/swagger';
import { PASSWORD_MAX, PASSWORD_MIN } from '@cricket/contracts';

/** Documentation shapes only: identity validates (with the spec's messages) and the gateway forwards. */
export class LoginDto {
  @ApiProperty({ description: 'Username or email', example: 'asha' })
  username: string;

  @ApiProperty({ example: 'a long passphrase' })
  password: string;
}

export class RegisterDto {
  @ApiProperty({ minLength: 3 })
  username: string;

  @ApiProperty({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX, description: 'Not only whitespace, and not one of the 10,000 most common passwords' })
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
