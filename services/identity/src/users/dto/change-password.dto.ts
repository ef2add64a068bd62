import { ApiProperty } from '@nestjs/swagger';
import { IsString, MinLength } from 'class-validator';
import { AUTH_MESSAGES, PASSWORD_MAX, PASSWORD_MIN } from '@cricket/contracts';
import { IsAcceptablePassword } from '../../auth/password-rules';

export class ChangePasswordDto {
  @ApiProperty({ format: 'password' })
  @IsString({ message: AUTH_MESSAGES.currentPassword })
  @MinLength(1, { message: AUTH_MESSAGES.currentPassword })
  currentPassword: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @IsAcceptablePassword()
  newPassword: string;
}
