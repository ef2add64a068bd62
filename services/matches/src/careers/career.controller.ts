import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  careerQuery,
  leaderboardsQuery,
  type AuthContext,
  type CareerQuery,
  type LeaderboardsQuery,
  type MyPlayersResponse,
  type PlayerCareerResponse,
  type PlayerProfileResponse,
  type TournamentLeaderboardsResponse,
  type WorkspaceLeaderboardsResponse,
} from '@cricket/contracts';
import { Auth, Public, RequirePermission, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { PlayerIdPipe, TournamentIdPipe } from '../common/id.pipes';
import { CareerService } from './career.service';

/** A player is read as their team is (by its workspace and the team's players), and by anyone where the workspace's matches are public. */
@ApiTags('Players')
@Controller('api/players')
export class PlayerController {
  constructor(private readonly careers: CareerService) {}

  @Get(':id')
  @Public()
  profile(@Auth() auth: AuthContext, @Param('id', PlayerIdPipe) id: number): Promise<PlayerProfileResponse> {
    return this.careers.profile(auth, id);
  }

  @Get(':id/career')
  @Public()
  career(@Auth() auth: AuthContext, @Param('id', PlayerIdPipe) id: number, @ValidQuery(careerQuery) query: CareerQuery): Promise<PlayerCareerResponse> {
    return this.careers.career(auth, id, query);
  }
}

/** The signed-in user's own squads, whichever workspace is current. */
@ApiTags('Players')
@Controller('api/my/players')
export class MyPlayerController {
  constructor(private readonly careers: CareerService) {}

  @Get()
  mine(@Auth() auth: SignedInContext): Promise<MyPlayersResponse> {
    return this.careers.mySquads(auth);
  }
}

/** Published with its tournament, as the points table: every signed-in user reads it. */
@ApiTags('Tournaments')
@Controller('api/tournaments')
export class TournamentLeaderboardController {
  constructor(private readonly careers: CareerService) {}

  @Get(':id/leaderboards')
  leaderboards(@Auth() auth: SignedInContext, @Param('id', TournamentIdPipe) id: number): Promise<TournamentLeaderboardsResponse> {
    return this.careers.tournamentLeaderboards(auth, id);
  }
}

/** The current workspace's boards, over its matches as its match list shows them. */
@ApiTags('Leaderboards')
@Controller('api/leaderboards')
export class LeaderboardController {
  constructor(private readonly careers: CareerService) {}

  @Get()
  @RequirePermission('matches', 'list')
  leaderboards(@Auth() auth: SignedInContext, @ValidQuery(leaderboardsQuery) query: LeaderboardsQuery): Promise<WorkspaceLeaderboardsResponse> {
    return this.careers.workspaceLeaderboards(auth, query);
  }
}
