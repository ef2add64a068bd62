import { BadRequestException, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  SCORING_MESSAGES,
  scoringEventBody,
  takeScoringBody,
  type ScorerLockResponse,
  type TakeScoringBody,
  startScoringBody,
  undoScoringBody,
  type MatchDetailResponse,
  type MatchScorecardResponse,
  type ScoringStateResponse,
  type ScoringEventBody,
  type ScoringSummary,
  type StartScoringBody,
  type UndoScoringBody,
  type AuthContext,
} from '@cricket/contracts';
import { Auth, IdPipe, Public, RequirePermission, ValidBody, type SignedInContext } from '@cricket/service-kit';
import { MatchIdPipe } from '../common/id.pipes';
import { ScorerLockService } from './scorer-lock.service';
import { ScoringService } from './scoring.service';

// Events are numbered from 0.
const SeqPipe = new IdPipe(() => new BadRequestException(SCORING_MESSAGES.noSuchEvent), true);

@ApiTags('Scoring')
@Controller('api/my/matches/:id')
export class MyScoringController {
  constructor(
    private readonly scoring: ScoringService,
    private readonly locks: ScorerLockService,
  ) {}

  /** Published: any signed-in user reads a match's scoring, unless its workspace keeps its matches to members. */
  @Get('scoring')
  view(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number): Promise<ScoringStateResponse> {
    return this.scoring.read(auth, id);
  }

  @Get('scorecard')
  scorecard(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number): Promise<MatchScorecardResponse> {
    return this.scoring.scorecard(auth, id);
  }

  @Post('scoring')
  @RequirePermission('matches', 'edit')
  start(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @ValidBody(startScoringBody) body: StartScoringBody): Promise<ScoringStateResponse> {
    return this.scoring.start(auth, id, body);
  }

  @Post('scoring/events')
  @RequirePermission('matches', 'edit')
  append(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @ValidBody(scoringEventBody) body: ScoringEventBody): Promise<ScoringSummary> {
    return this.scoring.append(auth, id, body);
  }

  @Put('scoring/events/:seq')
  @RequirePermission('matches', 'edit')
  edit(
    @Auth() auth: SignedInContext,
    @Param('id', MatchIdPipe) id: number,
    @Param('seq', SeqPipe) seq: number,
    @ValidBody(scoringEventBody) body: ScoringEventBody,
  ): Promise<ScoringSummary> {
    return this.scoring.edit(auth, id, seq, body);
  }

  @Post('scoring/undo')
  @HttpCode(200)
  @RequirePermission('matches', 'edit')
  undo(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @ValidBody(undoScoringBody) body: UndoScoringBody): Promise<ScoringSummary> {
    return this.scoring.undo(auth, id, body);
  }

  /** Who scores the match now (issue 16): its workspace's members see it on the console. */
  @Get('scoring/lock')
  lock(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number): Promise<ScorerLockResponse> {
    return this.locks.read(auth, id);
  }

  @Post('scoring/lock')
  @HttpCode(200)
  @RequirePermission('matches', 'edit')
  takeLock(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @ValidBody(takeScoringBody) body: TakeScoringBody): Promise<ScorerLockResponse> {
    return this.locks.take(auth, id, body);
  }

  @Post('scoring/lock/request')
  @HttpCode(200)
  @RequirePermission('matches', 'edit')
  requestLock(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number): Promise<ScorerLockResponse> {
    return this.locks.request(auth, id);
  }

  @Delete('scoring/lock')
  @HttpCode(204)
  @RequirePermission('matches', 'edit')
  releaseLock(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number): Promise<void> {
    return this.locks.release(auth, id);
  }

  @Post('scoring/finish')
  @HttpCode(200)
  @RequirePermission('matches', 'edit')
  finish(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number): Promise<MatchDetailResponse> {
    return this.scoring.finish(auth, id);
  }
}

/** The fans' prefix: the same read-only views for anyone with the link, signed in or not. */
@ApiTags('Scoring')
@Controller('api/matches/:id')
export class ScoringController {
  constructor(private readonly scoring: ScoringService) {}

  @Get('scoring')
  @Public()
  view(@Auth() auth: AuthContext, @Param('id', MatchIdPipe) id: number): Promise<ScoringStateResponse> {
    return this.scoring.read(auth, id);
  }

  @Get('scorecard')
  @Public()
  scorecard(@Auth() auth: AuthContext, @Param('id', MatchIdPipe) id: number): Promise<MatchScorecardResponse> {
    return this.scoring.scorecard(auth, id);
  }
}
