import { Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addPlayerBody,
  createTeamBody,
  joinTeamBody,
  updatePlayerBody,
  updateTeamBody,
  type AddPlayerBody,
  type CreateTeamBody,
  type JoinTeamBody,
  type PlayerResponse,
  type TeamDetailResponse,
  type TeamResponse,
  type TeamsResponse,
  type UpdatePlayerBody,
  type UpdateTeamBody,
} from '@cricket/contracts';
import { Auth, RequirePermission, ValidBody, type SignedInContext } from '@cricket/service-kit';
import { PlayerIdPipe, TeamIdPipe, UserIdPipe } from '../common/id.pipes';
import { TeamService } from './team.service';

@ApiTags('Teams')
@Controller('api/my/teams')
export class TeamController {
  constructor(private readonly teams: TeamService) {}

  @Get()
  @RequirePermission('teams', 'list')
  list(@Auth() auth: SignedInContext): Promise<TeamsResponse> {
    return this.teams.list(auth);
  }

  @Get('manager/:userId')
  @RequirePermission('teams', 'list')
  listForManager(@Auth() auth: SignedInContext, @Param('userId', UserIdPipe) userId: number): Promise<TeamsResponse> {
    return this.teams.listForManager(auth, userId);
  }

  @Post()
  @RequirePermission('teams', 'create')
  create(@Auth() auth: SignedInContext, @ValidBody(createTeamBody) dto: CreateTeamBody): Promise<TeamResponse> {
    return this.teams.create(auth, dto);
  }

  /** A join code is an invitation from the team's workspace: any signed-in user may use it. */
  @Post('join/:code')
  @HttpCode(200)
  join(@Auth() auth: SignedInContext, @Param('code') code: string, @ValidBody(joinTeamBody) dto: JoinTeamBody): Promise<TeamResponse> {
    return this.teams.join(auth, code, dto);
  }

  @Get(':id')
  get(@Auth() auth: SignedInContext, @Param('id', TeamIdPipe) id: number): Promise<TeamDetailResponse> {
    return this.teams.get(auth, id);
  }

  @Patch(':id')
  @RequirePermission('teams', 'edit')
  update(@Auth() auth: SignedInContext, @Param('id', TeamIdPipe) id: number, @ValidBody(updateTeamBody) dto: UpdateTeamBody): Promise<TeamResponse> {
    return this.teams.update(auth, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequirePermission('teams', 'delete')
  remove(@Auth() auth: SignedInContext, @Param('id', TeamIdPipe) id: number): Promise<void> {
    return this.teams.remove(auth, id);
  }

  @Post(':id/players')
  @RequirePermission('teams', 'edit')
  addPlayer(@Auth() auth: SignedInContext, @Param('id', TeamIdPipe) id: number, @ValidBody(addPlayerBody) dto: AddPlayerBody): Promise<PlayerResponse> {
    return this.teams.addPlayer(auth, id, dto);
  }

  @Patch(':id/players/:playerId')
  @RequirePermission('teams', 'edit')
  updatePlayer(
    @Auth() auth: SignedInContext,
    @Param('id', TeamIdPipe) id: number,
    @Param('playerId', PlayerIdPipe) playerId: number,
    @ValidBody(updatePlayerBody) dto: UpdatePlayerBody,
  ): Promise<PlayerResponse> {
    return this.teams.updatePlayer(auth, id, playerId, dto);
  }

  @Delete(':id/players/:playerId')
  @HttpCode(204)
  @RequirePermission('teams', 'edit')
  removePlayer(@Auth() auth: SignedInContext, @Param('id', TeamIdPipe) id: number, @Param('playerId', PlayerIdPipe) playerId: number): Promise<void> {
    return this.teams.removePlayer(auth, id, playerId);
  }
}
