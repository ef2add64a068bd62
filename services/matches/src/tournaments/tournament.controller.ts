import { Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  createTournamentBody,
  generateFixturesBody,
  registerTeamBody,
  tournamentListQuery,
  tournamentPenaltyBody,
  tournamentStatusBody,
  updateTournamentBody,
  type CreateTournamentBody,
  type FixturesResponse,
  type GenerateFixturesBody,
  type PointsTableResponse,
  type RegisterTeamBody,
  type TournamentListQuery,
  type TournamentPenaltyBody,
  type TournamentPenaltyResponse,
  type TournamentResponse,
  type TournamentsResponse,
  type TournamentStatusBody,
  type TournamentTeamResponse,
  type TournamentTeamsResponse,
  type UpdateTournamentBody,
} from '@cricket/contracts';
import { Auth, RequirePermission, ValidBody, ValidQuery, type SignedInContext } from '@cricket/service-kit';
import { PenaltyIdPipe, TeamIdPipe, TournamentIdPipe } from '../common/id.pipes';
import { TournamentService } from './tournament.service';

/** Published: every signed-in user reads; the organiser's workspace changes. */
@ApiTags('Tournaments')
@Controller('api/tournaments')
export class TournamentController {
  constructor(private readonly tournaments: TournamentService) {}

  @Get()
  browse(@ValidQuery(tournamentListQuery) query: TournamentListQuery): Promise<TournamentsResponse> {
    return this.tournaments.browse(query);
  }

  @Post()
  @RequirePermission('tournaments', 'create')
  create(@Auth() auth: SignedInContext, @ValidBody(createTournamentBody) dto: CreateTournamentBody): Promise<TournamentResponse> {
    return this.tournaments.create(auth, dto);
  }

  @Get(':id')
  get(@Param('id', TournamentIdPipe) id: number): Promise<TournamentResponse> {
    return this.tournaments.get(id);
  }

  @Patch(':id')
  @RequirePermission('tournaments', 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', TournamentIdPipe) id: number, @ValidBody(updateTournamentBody) dto: UpdateTournamentBody): Promise<TournamentResponse> {
    return this.tournaments.update(auth, id, dto);
  }

  @Post(':id/status')
  @HttpCode(200)
  @RequirePermission('tournaments', 'edit')
  setStatus(@Auth() auth: SignedInContext, @Param('id', TournamentIdPipe) id: number, @ValidBody(tournamentStatusBody) dto: TournamentStatusBody): Promise<TournamentResponse> {
    return this.tournaments.setStatus(auth, id, dto.status);
  }

  @Get(':id/teams')
  teams(@Param('id', TournamentIdPipe) id: number): Promise<TournamentTeamsResponse> {
    return this.tournaments.teams(id);
  }

  /** Registering one's own team in any workspace's tournament is what the list is for. */
  @Post(':id/teams')
  @RequirePermission('tournaments', 'create')
  register(@Auth() auth: SignedInContext, @Param('id', TournamentIdPipe) id: number, @ValidBody(registerTeamBody) dto: RegisterTeamBody): Promise<TournamentTeamResponse> {
    return this.tournaments.register(auth, id, dto.teamId);
  }

  @Delete(':id/teams/:teamId')
  @HttpCode(204)
  @RequirePermission('tournaments', 'edit')
  withdraw(@Auth() auth: SignedInContext, @Param('id', TournamentIdPipe) id: number, @Param('teamId', TeamIdPipe) teamId: number): Promise<void> {
    return this.tournaments.withdraw(auth, id, teamId);
  }

  @Get(':id/fixtures')
  fixtures(@Param('id', TournamentIdPipe) id: number): Promise<FixturesResponse> {
    return this.tournaments.fixtures(id);
  }

  @Post(':id/fixtures')
  @RequirePermission('tournaments', 'edit')
  generateFixtures(@Auth() auth: SignedInContext, @Param('id', TournamentIdPipe) id: number, @ValidBody(generateFixturesBody) dto: GenerateFixturesBody): Promise<FixturesResponse> {
    return this.tournaments.generateFixtures(auth, id, dto.type);
  }

  @Get(':id/points-table')
  pointsTable(@Param('id', TournamentIdPipe) id: number): Promise<PointsTableResponse> {
    return this.tournaments.pointsTable(id);
  }

  @Post(':id/penalties')
  @RequirePermission('tournaments', 'edit')
  addPenalty(@Auth() auth: SignedInContext, @Param('id', TournamentIdPipe) id: number, @ValidBody(tournamentPenaltyBody) dto: TournamentPenaltyBody): Promise<TournamentPenaltyResponse> {
    return this.tournaments.addPenalty(auth, id, dto);
  }

  @Delete(':id/penalties/:penaltyId')
  @HttpCode(204)
  @RequirePermission('tournaments', 'edit')
  removePenalty(
    @Auth() auth: SignedInContext,
    @Param('id', TournamentIdPipe) id: number,
    @Param('penaltyId', PenaltyIdPipe) penaltyId: number,
  ): Promise<void> {
    return this.tournaments.removePenalty(auth, id, penaltyId);
  }
}

@ApiTags('Tournaments')
@Controller('api/my/tournaments')
export class MyTournamentController {
  constructor(private readonly tournaments: TournamentService) {}

  @Get()
  @RequirePermission('tournaments', 'list')
  mine(@Auth() auth: SignedInContext): Promise<TournamentsResponse> {
    return this.tournaments.mine(auth);
  }
}
