import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import {
  DEFAULT_TIE_BREAKERS,
  MATCH_FORMATS,
  MATCH_MESSAGES,
  MAX_PLAYERS_PER_SIDE,
  MIN_PLAYERS_PER_SIDE,
  PLAYERS_PER_SIDE,
  TIE_BREAKERS,
  TOURNAMENT_FIXTURE_TYPES,
  TOURNAMENT_MAX_TEAMS,
  TOURNAMENT_MESSAGES,
  TOURNAMENT_NAME_MAX,
  TOURNAMENT_PENALTY,
  TOURNAMENT_STATUSES,
  isPenaltyNetRunRate,
  isPenaltyPoints,
  type MatchFormat,
  type TieBreaker,
  type TournamentFixtureType,
  type TournamentStatus,
} from '@cricket/contracts';
import { IsIsoDate } from '../../common/dates';
import { EmptyAsNull } from '../../common/validation';
import { IsImageReference, ToInt, Trim } from '@cricket/service-kit';

const TEXT_MAX = 5000;
const VENUE_MAX = 150;
const VENUES_MAX = 20;

/** Trimmed venue names; blanks dropped. */
const VenueNames = () =>
  Transform(({ value }) =>
    Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v.trim() : v)).filter((v) => v !== '') : value,
  );

/** Fields optional in both create and edit. */
class TournamentFieldsDto {
  @ApiPropertyOptional({ minimum: MIN_PLAYERS_PER_SIDE, maximum: MAX_PLAYERS_PER_SIDE, default: PLAYERS_PER_SIDE, description: 'Players each side of its matches names in its XI' })
  @IsOptional()
  @IsInt({ message: MATCH_MESSAGES.playersPerSide })
  @Min(MIN_PLAYERS_PER_SIDE, { message: MATCH_MESSAGES.playersPerSide })
  @Max(MAX_PLAYERS_PER_SIDE, { message: MATCH_MESSAGES.playersPerSide })
  playersPerSide?: number;

  @ApiPropertyOptional({ enum: MATCH_FORMATS, default: 't20' })
  @IsOptional()
  @IsIn(MATCH_FORMATS, { message: TOURNAMENT_MESSAGES.format })
  format?: MatchFormat;

  @ApiPropertyOptional({ format: 'date', nullable: true })
  @IsOptional()
  @EmptyAsNull()
  @IsIsoDate({ message: TOURNAMENT_MESSAGES.dateFormat })
  endDate?: string | null;

  @ApiPropertyOptional({ format: 'date', nullable: true })
  @IsOptional()
  @EmptyAsNull()
  @IsIsoDate({ message: TOURNAMENT_MESSAGES.dateFormat })
  registrationDeadline?: string | null;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @VenueNames()
  @IsArray({ message: TOURNAMENT_MESSAGES.venueNames })
  @MaxLength(VENUE_MAX, { each: true, message: TOURNAMENT_MESSAGES.venueNames })
  @IsString({ each: true, message: TOURNAMENT_MESSAGES.venueNames })
  @ArrayMaxSize(VENUES_MAX, { message: TOURNAMENT_MESSAGES.venueNames })
  venueNames?: string[];

  @ApiPropertyOptional({ nullable: true, description: 'Image URL or data URL' })
  @IsOptional()
  @Trim()
  @EmptyAsNull()
  @IsImageReference({ message: TOURNAMENT_MESSAGES.coverImage })
  coverImage?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Trim()
  @EmptyAsNull()
  @MaxLength(TEXT_MAX)
  @IsString()
  description?: string | null;

  @ApiPropertyOptional({ type: [String], enum: TIE_BREAKERS, default: DEFAULT_TIE_BREAKERS, description: 'After points, in order' })
  @IsOptional()
  @IsIn(TIE_BREAKERS, { each: true, message: TOURNAMENT_MESSAGES.tieBreakers })
  @ArrayUnique({ message: TOURNAMENT_MESSAGES.tieBreakers })
  @IsArray({ message: TOURNAMENT_MESSAGES.tieBreakers })
  tieBreakers?: TieBreaker[];
}

/** POST /api/tournaments: name, start date and maxTeams are required. */
export class CreateTournamentDto extends TournamentFieldsDto {
  @ApiProperty({ maxLength: TOURNAMENT_NAME_MAX })
  @Trim()
  @MinLength(1, { message: TOURNAMENT_MESSAGES.nameRequired })
  @MaxLength(TOURNAMENT_NAME_MAX, { message: TOURNAMENT_MESSAGES.nameTooLong })
  @IsString({ message: TOURNAMENT_MESSAGES.nameRequired })
  name: string;

  @ApiProperty({ format: 'date' })
  @IsIsoDate({ message: ({ value }) => (value === undefined || value === null || value === '' ? TOURNAMENT_MESSAGES.startDate : TOURNAMENT_MESSAGES.dateFormat) })
  startDate: string;

  @ApiProperty({ minimum: TOURNAMENT_MAX_TEAMS.min, maximum: TOURNAMENT_MAX_TEAMS.max })
  @ToInt()
  @IsInt({ message: TOURNAMENT_MESSAGES.maxTeams })
  @Min(TOURNAMENT_MAX_TEAMS.min, { message: TOURNAMENT_MESSAGES.maxTeams })
  @Max(TOURNAMENT_MAX_TEAMS.max, { message: TOURNAMENT_MESSAGES.maxTeams })
  maxTeams: number;
}

/** PATCH /api/tournaments/{id}: any subset. */
export class UpdateTournamentDto extends TournamentFieldsDto {
  @ApiPropertyOptional({ maxLength: TOURNAMENT_NAME_MAX })
  @IsOptional()
  @Trim()
  @MinLength(1, { message: TOURNAMENT_MESSAGES.nameRequired })
  @MaxLength(TOURNAMENT_NAME_MAX, { message: TOURNAMENT_MESSAGES.nameTooLong })
  @IsString({ message: TOURNAMENT_MESSAGES.nameRequired })
  name?: string;

  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @IsIsoDate({ message: TOURNAMENT_MESSAGES.dateFormat })
  startDate?: string;

  @ApiPropertyOptional({ minimum: TOURNAMENT_MAX_TEAMS.min, maximum: TOURNAMENT_MAX_TEAMS.max })
  @IsOptional()
  @ToInt()
  @IsInt({ message: TOURNAMENT_MESSAGES.maxTeams })
  @Min(TOURNAMENT_MAX_TEAMS.min, { message: TOURNAMENT_MESSAGES.maxTeams })
  @Max(TOURNAMENT_MAX_TEAMS.max, { message: TOURNAMENT_MESSAGES.maxTeams })
  maxTeams?: number;
}

export class TournamentListQueryDto {
  @ApiPropertyOptional({ enum: TOURNAMENT_STATUSES })
  @IsOptional()
  @EmptyAsNull()
  @IsIn(TOURNAMENT_STATUSES, { message: TOURNAMENT_MESSAGES.status })
  status?: TournamentStatus | null;

  @ApiPropertyOptional({ description: 'Part of the name' })
  @IsOptional()
  @Trim()
  @MaxLength(TOURNAMENT_NAME_MAX)
  @IsString()
  search?: string;
}

export class TournamentStatusDto {
  @ApiProperty({ enum: TOURNAMENT_STATUSES })
  @IsIn(TOURNAMENT_STATUSES, { message: TOURNAMENT_MESSAGES.status })
  status: TournamentStatus;
}

export class RegisterTeamDto {
  @ApiProperty()
  @ToInt()
  @IsInt({ message: TOURNAMENT_MESSAGES.teamRequired })
  teamId: number;
}

export class GenerateFixturesDto {
  @ApiProperty({ enum: TOURNAMENT_FIXTURE_TYPES })
  @IsIn(TOURNAMENT_FIXTURE_TYPES, { message: TOURNAMENT_MESSAGES.fixtureType })
  type: TournamentFixtureType;
}

/** POST /api/tournaments/{id}/penalties: what is deducted from a registered team, and why. */
export class TournamentPenaltyDto {
  @ApiProperty()
  @IsInt({ message: TOURNAMENT_MESSAGES.penaltyTeam })
  teamId: number;

  @ApiPropertyOptional({ minimum: 0, maximum: TOURNAMENT_PENALTY.maxPoints, default: 0 })
  @IsOptional()
  @ValidateBy({ name: 'isPenaltyPoints', validator: { validate: isPenaltyPoints } }, { message: TOURNAMENT_MESSAGES.penaltyPoints })
  points?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: TOURNAMENT_PENALTY.maxNetRunRate, default: 0, description: 'In thousandths at most' })
  @IsOptional()
  @ValidateBy({ name: 'isPenaltyNetRunRate', validator: { validate: isPenaltyNetRunRate } }, { message: TOURNAMENT_MESSAGES.penaltyNetRunRate })
  netRunRate?: number;

  @ApiProperty({ maxLength: TOURNAMENT_PENALTY.reasonMax })
  @Trim()
  @MinLength(1, { message: TOURNAMENT_MESSAGES.penaltyReason })
  @MaxLength(TOURNAMENT_PENALTY.reasonMax, { message: TOURNAMENT_MESSAGES.penaltyReasonTooLong })
  @IsString({ message: TOURNAMENT_MESSAGES.penaltyReason })
  reason: string;
}
