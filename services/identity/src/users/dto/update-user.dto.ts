import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { EMAIL_MAX, IMAGE_MAX_CHARS, NAME_MAX, NAME_MIN, REGISTRATION_MESSAGES } from '@cricket/contracts';
import { IDENTITY_MESSAGES } from '../../common/identity.messages';
import { IsSpecEmail } from '../../common/validation';
import { IsImageReference, Trim, TrimLower } from '@cricket/service-kit';

export class UpdateUserDto {
  @ApiPropertyOptional({ minLength: NAME_MIN, maxLength: NAME_MAX })
  @IsOptional()
  @Trim()
  @MaxLength(NAME_MAX, { message: REGISTRATION_MESSAGES.nameTooLong })
  @IsString({ message: REGISTRATION_MESSAGES.name })
  @MinLength(NAME_MIN, { message: REGISTRATION_MESSAGES.name })
  name?: string;

  @ApiPropertyOptional({ format: 'email', maxLength: EMAIL_MAX })
  @IsOptional()
  @TrimLower()
  @MaxLength(EMAIL_MAX, { message: REGISTRATION_MESSAGES.emailTooLong })
  @IsSpecEmail({ message: REGISTRATION_MESSAGES.email })
  email?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: IMAGE_MAX_CHARS, description: 'An http(s) URL or an image data URL; null removes it' })
  @IsOptional()
  @IsImageReference({ message: IDENTITY_MESSAGES.profilePicture })
  profilePicture?: string | null;
}
