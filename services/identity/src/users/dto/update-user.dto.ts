import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { NAME_MIN, REGISTRATION_MESSAGES } from '@cricket/contracts';
import { EMAIL_MAX, IDENTITY_MESSAGES, NAME_MAX, PROFILE_PICTURE_MAX } from '../../common/identity.messages';
import { IsProfilePicture, IsSpecEmail } from '../../common/validation';
import { Trim, TrimLower } from '@cricket/service-kit';

export class UpdateUserDto {
  @ApiPropertyOptional({ minLength: NAME_MIN, maxLength: NAME_MAX })
  @IsOptional()
  @Trim()
  @MaxLength(NAME_MAX, { message: IDENTITY_MESSAGES.nameTooLong })
  @IsString({ message: REGISTRATION_MESSAGES.name })
  @MinLength(NAME_MIN, { message: REGISTRATION_MESSAGES.name })
  name?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: EMAIL_MAX })
  @IsOptional()
  @TrimLower()
  @MaxLength(EMAIL_MAX, { message: IDENTITY_MESSAGES.emailTooLong })
  @IsSpecEmail({ message: REGISTRATION_MESSAGES.email })
  email?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: PROFILE_PICTURE_MAX, description: 'An http(s) URL or an image data URL; null removes it' })
  @IsOptional()
  @IsProfilePicture({ message: IDENTITY_MESSAGES.profilePicture })
  profilePicture?: string | null;
}
