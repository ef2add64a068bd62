import { ApiProperty } from '@nestjs/swagger';
import { IsString, MinLength } from 'class-validator';
import { PASSWORD_MIN, SIGN_IN_MESSAGES, USERNAME_MIN } from '@cricket/contracts';
import { Trim } from '@cricket/service-kit';

/** Login payload of core §3: a username or an email, and a password. */
export class VerifyCredentialsDto {
  @ApiProperty({ description: 'Username or email (case-insensitive)', minLength: USERNAME_MIN })
  @Trim()
  @IsString({ message: SIGN_IN_MESSAGES.username })
  @MinLength(USERNAME_MIN, { message: SIGN_IN_MESSAGES.username })
  username: string;

  @ApiProperty({ format: 'password', minLength: PASSWORD_MIN })
  @IsString({ message: SIGN_IN_MESSAGES.password })
  @MinLength(PASSWORD_MIN, { message: SIGN_IN_MESSAGES.password })
  password: string;
}
