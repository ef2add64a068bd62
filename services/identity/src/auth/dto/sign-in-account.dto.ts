import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import type { SignInAccount } from '@cricket/contracts';
import { Trim } from '@cricket/service-kit';

/** The login typed at sign-in, as the gateway's throttling asks about it. */
export class SignInAccountDto {
  @ApiProperty({ description: 'Username or email (case-insensitive)' })
  @Trim()
  @IsString()
  username: string;
}

export class SignInAccountResponseDto implements SignInAccount {
  @ApiProperty({ example: 'user:12' }) account: string;
}
