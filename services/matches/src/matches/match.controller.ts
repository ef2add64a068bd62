import { Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  matchBody,
  matchListQuery,
  matchStatusBody,
  resultBody,
  scoreBody,
  tossBody,
  type AuthContext,
  type MatchBody,
  type MatchDetailResponse,
  type MatchesResponse,
  type MatchListQuery,
  type MatchResponse,
  type MatchStatusBody,
  type ResultBody,
  type ScoreBody,
  type TossBody,
} from '@cricket/contracts';
import { Auth, Public, RequirePermission, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { MatchIdPipe } from '../common/id.pipes';
import { MatchService } from './match.service';

@ApiTags('Matches')
@Controller('api/my/matches')
export class MyMatchController {
  constructor(private readonly matches: MatchService) {}

  @Get()
  @RequirePermission('matches', 'list')
  list(@Auth() auth: SignedInContext, @ValidQuery(matchListQuery) query: MatchListQuery): Promise<MatchesResponse> {
    return this.matches.list(auth, query.status);
  }

  @Post()
  @RequirePermission('matches', 'create')
  create(@Auth() auth: SignedInContext, @ValidBody(matchBody) body: MatchBody): Promise<MatchResponse> {
    return this.matches.create(auth, body);
  }

  /** Published: any signed-in user reads a match (shared links), unless its workspace keeps its matches to members. */
  @Get(':id')
  get(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number): Promise<MatchDetailResponse> {
    return this.matches.get(auth, id);
  }

  @Put(':id')
  @RequirePermission('matches', 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @ValidBody(matchBody) body: MatchBody): Promise<MatchResponse> {
    return this.matches.update(auth, id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('matches', 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number): Promise<void> {
    return this.matches.remove(auth, id);
  }

  @Post(':id/status')
  @HttpCode(200)
  @RequirePermission('matches', 'edit')
  setStatus(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @ValidBody(matchStatusBody) dto: MatchStatusBody): Promise<MatchResponse> {
    return this.matches.setStatus(auth, id, dto.status);
  }

  @Put(':id/toss')
  @RequirePermission('matches', 'edit')
  toss(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @ValidBody(tossBody) dto: TossBody): Promise<MatchResponse> {
    return this.matches.recordToss(auth, id, dto);
  }

  @Put(':id/score')
  @RequirePermission('matches', 'edit')
  score(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @ValidBody(scoreBody) dto: ScoreBody): Promise<MatchDetailResponse> {
    return this.matches.recordScore(auth, id, dto);
  }

  @Put(':id/result')
  @RequirePermission('matches', 'edit')
  result(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @ValidBody(resultBody) dto: ResultBody): Promise<MatchResponse> {
    return this.matches.recordResult(auth, id, dto);
  }
}

/** /matches/{id}, the shared link: the same published view for anyone, signed in or not. */
@ApiTags('Matches')
@Controller('api/matches')
export class MatchController {
  constructor(private readonly matches: MatchService) {}

  @Get(':id')
  @Public()
  get(@Auth() auth: AuthContext, @Param('id', MatchIdPipe) id: number): Promise<MatchDetailResponse> {
    return this.matches.get(auth, id);
  }
}
