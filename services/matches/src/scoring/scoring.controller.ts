import { BadRequestException, Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  SCORING_MESSAGES,
  type MatchDetailResponse,
  type MatchScorecardResponse,
  type ScoringStateResponse,
  type ScoringSummary,
} from '@cricket/contracts';
import { Auth, IdPipe, RequirePermission, type SignedInContext } from '@cricket/service-kit';
import { MatchIdPipe } from '../common/id.pipes';
import { ScoringService } from './scoring.service';

/** Bodies are checked by the shared shape rules (contracts scoring/api.ts), then by the engine. */
type ScoringBody = Record<string, unknown>;

// Events are numbered from 0.
const SeqPipe = new IdPipe(() => new BadRequestException(SCORING_MESSAGES.noSuchEvent), true);

@ApiTags('Scoring')
@Controller('api/my/matches/:id')
export class MyScoringController {
  constructor(private readonly scoring: ScoringService) {}

  /** Published: any signed-in user reads a match's scoring. */
  @Get('scoring')
  view(@Param('id', MatchIdPipe) id: number): Promise<ScoringStateResponse> {
    return this.scoring.view(id);
  }

  @Get('scorecard')
  scorecard(@Param('id', MatchIdPipe) id: number): Promise<MatchScorecardResponse> {
    return this.scoring.scorecard(id);
  }

  @Post('scoring')
  @RequirePermission('matches', 'edit')
  start(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @Body() body: ScoringBody): Promise<ScoringStateResponse> {
    return this.scoring.start(auth, id, body);
  }

  @Post('scoring/events')
  @RequirePermission('matches', 'edit')
  append(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @Body() body: ScoringBody): Promise<ScoringSummary> {
    return this.scoring.append(auth, id, body);
  }

  @Put('scoring/events/:seq')
  @RequirePermission('matches', 'edit')
  edit(
    @Auth() auth: SignedInContext,
    @Param('id', MatchIdPipe) id: number,
    @Param('seq', SeqPipe) seq: number,
    @Body() body: ScoringBody,
  ): Promise<ScoringSummary> {
    return this.scoring.edit(auth, id, seq, body);
  }

  @Post('scoring/undo')
  @HttpCode(200)
  @RequirePermission('matches', 'edit')
  undo(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @Body() body: ScoringBody): Promise<ScoringSummary> {
    return this.scoring.undo(auth, id, body);
  }

  @Post('scoring/finish')
  @HttpCode(200)
  @RequirePermission('matches', 'edit')
  finish(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number): Promise<MatchDetailResponse> {
    return this.scoring.finish(auth, id);
  }
}

/** The fans' prefix: the same read-only views. */
@ApiTags('Scoring')
@Controller('api/matches/:id')
export class ScoringController {
  constructor(private readonly scoring: ScoringService) {}

  @Get('scoring')
  view(@Param('id', MatchIdPipe) id: number): Promise<ScoringStateResponse> {
    return this.scoring.view(id);
  }

  @Get('scorecard')
  scorecard(@Param('id', MatchIdPipe) id: number): Promise<MatchScorecardResponse> {
    return this.scoring.scorecard(id);
  }
}
