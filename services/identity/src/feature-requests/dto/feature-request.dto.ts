import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { EMAIL_MAX, FEATURE_DESCRIPTION, FEATURE_REQUEST_MESSAGES, FEATURE_TITLE, REGISTRATION_MESSAGES } from '@cricket/contracts';
import { IsSpecEmail } from '../../common/validation';
import { Trim, TrimLower } from '@cricket/service-kit';

export class CreateFeatureRequestDto {
  @ApiProperty({ minLength: FEATURE_TITLE.min, maxLength: FEATURE_TITLE.max })
  @Trim()
  @IsString({ message: FEATURE_REQUEST_MESSAGES.title })
  @Length(FEATURE_TITLE.min, FEATURE_TITLE.max, { message: FEATURE_REQUEST_MESSAGES.title })
  title: string;

  @ApiProperty({ minLength: FEATURE_DESCRIPTION.min, maxLength: FEATURE_DESCRIPTION.max })
  @Trim()
  @IsString({ message: FEATURE_REQUEST_MESSAGES.description })
  @Length(FEATURE_DESCRIPTION.min, FEATURE_DESCRIPTION.max, { message: FEATURE_REQUEST_MESSAGES.description })
  description: string;

  @ApiPropertyOptional({ format: 'email' })
  @IsOptional()
  @TrimLower()
  @MaxLength(EMAIL_MAX, { message: REGISTRATION_MESSAGES.emailTooLong })
  @IsSpecEmail({ message: REGISTRATION_MESSAGES.email })
  email?: string;
}

export class FeatureRequestResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty() description: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
