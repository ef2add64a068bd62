import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { JERSEY_NUMBER_MAX, PLAYING_ROLES, TEAM_MESSAGES, TEAM_NAME_MAX, TEAM_SHORT_NAME_MAX, type PlayingRole } from '@cricket/contracts';
import { EmptyAsNull } from '../../common/validation';
import { ToInt, Trim } from '@cricket/service-kit';

// class-validator reports the bottom-most failing rule first: the type check sits last so a missing value reads as required.
const TEXT_MAX = 2000;

export class CreateTeamDto {
  @ApiProperty({ maxLength: TEAM_NAME_MAX })
  @Trim()
  @MinLength(1, { message: TEAM_MESSAGES.nameRequired })
  @MaxLength(TEAM_NAME_MAX, { message: TEAM_MESSAGES.nameTooLong })
  @IsString({ message: TEAM_MESSAGES.nameRequired })
  name: string;

  @ApiPropertyOptional({ maxLength: TEAM_SHORT_NAME_MAX, description: "Defaults to the name's first 3 letters in upper case" })
  @IsOptional()
  @Trim()
  @EmptyAsNull()
  @MaxLength(TEAM_SHORT_NAME_MAX, { message: TEAM_MESSAGES.shortNameTooLong })
  @IsString({ message: TEAM_MESSAGES.shortNameTooLong })
  shortName?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @EmptyAsNull()
  @MaxLength(TEXT_MAX)
  @IsString()
  description?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @EmptyAsNull()
  @MaxLength(TEXT_MAX)
  @IsString()
  logoUrl?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @EmptyAsNull()
  @MaxLength(TEAM_NAME_MAX)
  @IsString()
  homeGround?: string | null;
}

/** Every field of a team may change alone; the same rules and messages apply. */
export class UpdateTeamDto extends PartialType(CreateTeamDto) {}

class PlayerFieldsDto {
  @ApiPropertyOptional({ minimum: 0, maximum: JERSEY_NUMBER_MAX })
  @IsOptional()
  @EmptyAsNull()
  @ToInt()
  @IsInt({ message: TEAM_MESSAGES.jerseyNumber })
  @Min(0, { message: TEAM_MESSAGES.jerseyNumber })
  @Max(JERSEY_NUMBER_MAX, { message: TEAM_MESSAGES.jerseyNumber })
  jerseyNumber?: number | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isCaptain?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  isViceCaptain?: boolean;
}

/** By username (a registered user) or by name (a guest). */
export class AddPlayerDto extends PlayerFieldsDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Trim()
  @EmptyAsNull()
  @IsString({ message: TEAM_MESSAGES.playerIdentity })
  username?: string | null;

  @ApiPropertyOptional({ maxLength: TEAM_NAME_MAX })
  @IsOptional()
  @Trim()
  @EmptyAsNull()
  @MaxLength(TEAM_NAME_MAX, { message: TEAM_MESSAGES.nameTooLong })
  @IsString({ message: TEAM_MESSAGES.playerIdentity })
  name?: string | null;

  @ApiProperty({ enum: PLAYING_ROLES })
  @IsIn(PLAYING_ROLES, { message: TEAM_MESSAGES.playingRole })
  playingRole: PlayingRole;
}

export class UpdatePlayerDto extends PlayerFieldsDto {
  @ApiPropertyOptional({ enum: PLAYING_ROLES })
  @IsOptional()
  @IsIn(PLAYING_ROLES, { message: TEAM_MESSAGES.playingRole })
  playingRole?: PlayingRole;

  @ApiPropertyOptional({ maxLength: TEAM_NAME_MAX })
  @IsOptional()
  @Trim()
  @MinLength(1, { message: TEAM_MESSAGES.playerIdentity })
  @MaxLength(TEAM_NAME_MAX, { message: TEAM_MESSAGES.nameTooLong })
  @IsString({ message: TEAM_MESSAGES.playerIdentity })
  name?: string;
}

export class JoinTeamDto {
  @ApiPropertyOptional({ enum: PLAYING_ROLES, default: 'batter' })
  @IsOptional()
  @IsIn(PLAYING_ROLES, { message: TEAM_MESSAGES.playingRole })
  playingRole?: PlayingRole;
}
