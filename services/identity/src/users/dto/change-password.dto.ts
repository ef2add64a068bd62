import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { AUTH_MESSAGES, PASSWORD_MIN, REGISTRATION_MESSAGES } from '@cricket/contracts';
import { IDENTITY_MESSAGES, PASSWORD_MAX } from '../../common/identity.messages';

export class ChangePasswordDto {
  @ApiProperty({ format: 'password' })
  @IsString({ message: AUTH_MESSAGES.currentPassword })
  @MinLength(1, { message: AUTH_MESSAGES.currentPassword })
  currentPassword: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @MaxLength(PASSWORD_MAX, { message: IDENTITY_MESSAGES.passwordTooLong })
  @IsString({ message: REGISTRATION_MESSAGES.password })
  @MinLength(PASSWORD_MIN, { message: REGISTRATION_MESSAGES.password })
  newPassword: string;
}
