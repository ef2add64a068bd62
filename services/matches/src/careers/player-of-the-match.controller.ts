import { Controller, Get, Param, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { playerOfTheMatchBody, type AuthContext, type PlayerOfTheMatchBody, type PlayerOfTheMatchResponse } from '@cricket/contracts';
import { Auth, Public, RequirePermission, ValidBody, type SignedInContext } from '@cricket/service-kit';
import { MatchIdPipe } from '../common/id.pipes';
import { PlayerOfTheMatchService } from './player-of-the-match.service';

@ApiTags('Matches')
@Controller('api/my/matches/:id')
export class MyPlayerOfTheMatchController {
  constructor(private readonly awards: PlayerOfTheMatchService) {}

  /** Published: read as the match is. */
  @Get('player-of-the-match')
  read(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number): Promise<PlayerOfTheMatchResponse> {
    return this.awards.read(auth, id);
  }

  /** A scorer of the match names the player, as they edit its result. */
  @Put('player-of-the-match')
  @RequirePermission('matches', 'edit')
  choose(@Auth() auth: SignedInContext, @Param('id', MatchIdPipe) id: number, @ValidBody(playerOfTheMatchBody) body: PlayerOfTheMatchBody): Promise<PlayerOfTheMatchResponse> {
    return this.awards.choose(auth, id, body);
  }
}

/** The fans' prefix: the same read for anyone with the match's link. */
@ApiTags('Matches')
@Controller('api/matches/:id')
export class PlayerOfTheMatchController {
  constructor(private readonly awards: PlayerOfTheMatchService) {}

  @Get('player-of-the-match')
  @Public()
  read(@Auth() auth: AuthContext, @Param('id', MatchIdPipe) id: number): Promise<PlayerOfTheMatchResponse> {
    return this.awards.read(auth, id);
  }
}
