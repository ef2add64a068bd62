import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import {
  EMAIL_MAX,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REGISTRATION_MESSAGES,
  REGISTRATION_ROLES,
  USERNAME_MAX,
  USERNAME_MIN,
  type RegistrationRole,
} from '@cricket/contracts';
import { IsSpecEmail } from '../../common/validation';
import { Trim, TrimLower } from '@cricket/service-kit';
import { IsAcceptablePassword } from '../password-rules';

/** Registration payload of core §3 with the rules of core §5. */
export class RegisterDto {
  @ApiProperty({ minLength: USERNAME_MIN, maxLength: USERNAME_MAX })
  @Trim()
  @MaxLength(USERNAME_MAX, { message: REGISTRATION_MESSAGES.usernameTooLong })
  @IsString({ message: REGISTRATION_MESSAGES.username })
  @MinLength(USERNAME_MIN, { message: REGISTRATION_MESSAGES.username })
  username: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX })
  @IsAcceptablePassword()
  password: string;

  @ApiProperty({ format: 'email', maxLength: EMAIL_MAX })
  @TrimLower()
  @MaxLength(EMAIL_MAX, { message: REGISTRATION_MESSAGES.emailTooLong })
  @IsSpecEmail({ message: REGISTRATION_MESSAGES.email })
  email: string;

  @ApiProperty({ minLength: NAME_MIN, maxLength: NAME_MAX })
  @Trim()
  @MaxLength(NAME_MAX, { message: REGISTRATION_MESSAGES.nameTooLong })
  @IsString({ message: REGISTRATION_MESSAGES.name })
  @MinLength(NAME_MIN, { message: REGISTRATION_MESSAGES.name })
  name: string;

  @ApiPropertyOptional({ enum: REGISTRATION_ROLES, default: 'general' })
  @IsOptional()
  @IsIn(REGISTRATION_ROLES, { message: REGISTRATION_MESSAGES.role })
  role?: RegistrationRole;
}
