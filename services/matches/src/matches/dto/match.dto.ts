import { Transform } from 'class-transformer';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import {
  MATCH_MESSAGES,
  MATCH_STATUSES,
  RESULT_OUTCOMES,
  TOSS_DECISIONS,
  type MatchStatus,
  type ResultOutcome,
  type TossDecision,
} from '@cricket/contracts';
import { EmptyAsNull } from '../../common/validation';
import { ToInt, Trim } from '@cricket/service-kit';

const OVERS_FIGURE = /^\d{1,3}(\.[0-5])?$/;
const RESULT_MAX = 200;

/** Overs arrive as '19.4' or 19.4; stored as the figure's text. */
const ToOversText = () => Transform(({ value }) => (typeof value === 'number' ? String(value) : value));

export class MatchListQueryDto {
  @ApiPropertyOptional({ enum: MATCH_STATUSES })
  @IsOptional()
  @EmptyAsNull()
  @IsIn(MATCH_STATUSES, { message: MATCH_MESSAGES.statusFilter })
  status?: MatchStatus | null;
}

/** upcoming takes a match back while no ball has been recorded. */
export class MatchStatusDto {
  @ApiProperty({ enum: MATCH_STATUSES })
  @IsIn(MATCH_STATUSES, { message: MATCH_MESSAGES.status })
  status: MatchStatus;
}

export class TossDto {
  @ApiProperty({ description: 'Id of team 1 or team 2' })
  @ToInt()
  @IsInt({ message: MATCH_MESSAGES.tossWinner })
  tossWinner: number;

  @ApiProperty({ enum: TOSS_DECISIONS })
  @IsIn(TOSS_DECISIONS, { message: MATCH_MESSAGES.tossDecision })
  tossDecision: TossDecision;
}

class InningsFiguresDto {
  @ApiProperty() @ToInt() @IsInt({ message: MATCH_MESSAGES.resultScore }) @Min(0, { message: MATCH_MESSAGES.resultScore })
  team1Score: number;

  @ApiProperty() @ToInt() @IsInt({ message: MATCH_MESSAGES.resultScore }) @Min(0, { message: MATCH_MESSAGES.resultScore }) @Max(10, { message: MATCH_MESSAGES.resultScore })
  team1Wickets: number;

  @ApiProperty({ example: '19.4' })
  @ToOversText()
  @Matches(OVERS_FIGURE, { message: MATCH_MESSAGES.resultOvers })
  team1Overs: string;

  @ApiProperty() @ToInt() @IsInt({ message: MATCH_MESSAGES.resultScore }) @Min(0, { message: MATCH_MESSAGES.resultScore })
  team2Score: number;

  @ApiProperty() @ToInt() @IsInt({ message: MATCH_MESSAGES.resultScore }) @Min(0, { message: MATCH_MESSAGES.resultScore }) @Max(10, { message: MATCH_MESSAGES.resultScore })
  team2Wickets: number;

  @ApiProperty({ example: '20' })
  @ToOversText()
  @Matches(OVERS_FIGURE, { message: MATCH_MESSAGES.resultOvers })
  team2Overs: string;
}

export class ScoreDto extends InningsFiguresDto {
  @ApiProperty({ nullable: true, description: 'Id of the batting team' })
  @ToInt()
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: MATCH_MESSAGES.battingTeam })
  battingTeam: number | null;

  @ApiProperty({ minimum: 0, maximum: 4 })
  @ToInt()
  @IsInt({ message: MATCH_MESSAGES.innings })
  @Min(0, { message: MATCH_MESSAGES.innings })
  @Max(4, { message: MATCH_MESSAGES.innings })
  currentInnings: number;
}

export class ResultDto extends InningsFiguresDto {
  @ApiProperty({ enum: RESULT_OUTCOMES })
  @IsIn(RESULT_OUTCOMES, { message: MATCH_MESSAGES.resultOutcome })
  outcome: ResultOutcome;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @ToInt()
  @IsInt({ message: MATCH_MESSAGES.resultWinner })
  winnerTeamId?: number | null;

  @ApiPropertyOptional({ nullable: true, maxLength: RESULT_MAX })
  @IsOptional()
  @Trim()
  @EmptyAsNull()
  @IsString()
  @MaxLength(RESULT_MAX)
  result?: string | null;
}
