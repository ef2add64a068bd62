import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { REGISTRATION_MESSAGES } from '@cricket/contracts';
import { EMAIL_MAX, FEATURE_DESCRIPTION, FEATURE_TITLE, IDENTITY_MESSAGES } from '../../common/identity.messages';
import { IsSpecEmail } from '../../common/validation';
import { Trim, TrimLower } from '@cricket/service-kit';

export class CreateFeatureRequestDto {
  @ApiProperty({ minLength: FEATURE_TITLE.min, maxLength: FEATURE_TITLE.max })
  @Trim()
  @IsString({ message: IDENTITY_MESSAGES.featureTitle })
  @Length(FEATURE_TITLE.min, FEATURE_TITLE.max, { message: IDENTITY_MESSAGES.featureTitle })
  title: string;

  @ApiProperty({ minLength: FEATURE_DESCRIPTION.min, maxLength: FEATURE_DESCRIPTION.max })
  @Trim()
  @IsString({ message: IDENTITY_MESSAGES.featureDescription })
  @Length(FEATURE_DESCRIPTION.min, FEATURE_DESCRIPTION.max, { message: IDENTITY_MESSAGES.featureDescription })
  description: string;

  @ApiPropertyOptional({ format: 'email' })
  @IsOptional()
  @TrimLower()
  @MaxLength(EMAIL_MAX, { message: IDENTITY_MESSAGES.emailTooLong })
  @IsSpecEmail({ message: REGISTRATION_MESSAGES.email })
  email?: string;
}

export class FeatureRequestResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
