import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  MATCH_EVENTS,
  TEAM_MESSAGES,
  shortNameFallback,
  type TeamDetailResponse,
  type TeamResponse,
  type TeamsResponse,
  type PlayerResponse,
  type AddPlayerBody,
  type CreateTeamBody,
  type JoinTeamBody,
  type UpdatePlayerBody,
  type UpdateTeamBody,
} from '@cricket/contracts';
import {
  actorOf,
  type Emit,
  found,
  InjectWorkspaceRepository,
  Outbox,
  type SignedInContext,
  uniqueViolation,
  workspaceIdOf,
  WorkspaceRepository,
} from '@cricket/service-kit';
import { Match } from '../matches/match.entity';
import { matchResponses } from '../matches/match-responses';
import { Tournament } from '../tournaments/tournament.entity';
import { UserProjectionService } from '../users/user-projection.service';
import { newJoinCode, withFreshJoinCodes } from './join-code';
import { Player } from './player.entity';
import { EMPTY_SQUAD, toPlayerResponse, toTeamResponse, type SquadSummary } from './team.mapper';
import { Team } from './team.entity';

const RECENT_MATCHES = 5;

/** Unique-index names mapped to the spec-style conflict they mean. */
const PLAYER_CONFLICTS: Record<string, string> = {
  players_team_user_key: TEAM_MESSAGES.alreadyInTeam,
  players_team_jersey_key: TEAM_MESSAGES.jerseyTaken,
};

/**
 * Teams and squads. A team is private to its workspace: others get 404, except that a
 * player of the team may read it. Only the owning workspace changes it.
 */
@Injectable()
export class TeamService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly users: UserProjectionService,
    @InjectWorkspaceRepository(Team) private readonly teams: WorkspaceRepository<Team>,
    @InjectWorkspaceRepository(Match) private readonly matches: WorkspaceRepository<Match>,
    @InjectWorkspaceRepository(Tournament) private readonly tournaments: WorkspaceRepository<Tournament>,
  ) {}

  /** The current workspace's teams and the teams I play for, in any workspace. */
  async list(auth: SignedInContext): Promise<TeamsResponse> {
    const teams = await this.teams
      .acrossWorkspaces('t')
      .where('t.workspace_id = :ws', { ws: workspaceIdOf(auth) })
      .orWhere('t.id IN (SELECT p.team_id FROM players p WHERE p.user_id = :me)', { me: auth.user.id })
      .orderBy('t.name')
      .addOrderBy('t.id')
      .getMany();
    return { teams: await this.withSquads(this.dataSource.manager, teams) };
  }

  /** The current workspace's teams a user created or plays for. */
  async listForManager(auth: SignedInContext, userId: number): Promise<TeamsResponse> {
    const teams = await this.teams
      .query(workspaceIdOf(auth), 't')
      .andWhere('(t.created_by = :userId OR t.id IN (SELECT p.team_id FROM players p WHERE p.user_id = :userId))', { userId })
      .orderBy('t.name')
      .addOrderBy('t.id')
      .getMany();
    return { teams: await this.withSquads(this.dataSource.manager, teams) };
  }

  /** A team of the current workspace, or one I play for in any workspace. */
  async get(auth: SignedInContext, id: number): Promise<TeamDetailResponse> {
    const team = await this.teams
      .acrossWorkspaces('t')
      .where('t.id = :id', { id })
      .andWhere('(t.workspace_id = :ws OR t.id IN (SELECT p.team_id FROM players p WHERE p.user_id = :me))', {
        ws: auth.workspace?.id ?? null,
        me: auth.user.id,
      })
      .getOne();
    return this.detail(this.dataSource.manager, found(team, TEAM_MESSAGES.notFound));
  }

  async create(auth: SignedInContext, dto: CreateTeamBody): Promise<TeamResponse> {
    const workspaceId = workspaceIdOf(auth);
    return withFreshJoinCodes(() =>
      this.outbox.transaction(async (manager, emit) => {
        const teams = this.teams.in(manager);
        const team = await teams.save(
          workspaceId,
          teams.create(workspaceId, {
            name: dto.name,
            shortName: dto.shortName || shortNameFallback(dto.name, 1),
            description: dto.description ?? null,
            logoUrl: dto.logoUrl ?? null,
            homeGround: dto.homeGround ?? null,
            joinCode: newJoinCode(),
            createdBy: auth.user.id,
          }),
        );
        emit(MATCH_EVENTS.teamCreated, { teamId: team.id }, actorOf(auth));
        return toTeamResponse(team, EMPTY_SQUAD);
      }),
    );
  }

  async update(auth: SignedInContext, id: number, dto: UpdateTeamBody): Promise<TeamResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const team = await this.ownTeamForUpdate(manager, auth, id);
      if (dto.name !== undefined) team.name = dto.name;
      if (dto.shortName !== undefined) team.shortName = dto.shortName || shortNameFallback(team.name, 1);
      if (dto.description !== undefined) team.description = dto.description;
      if (dto.logoUrl !== undefined) team.logoUrl = dto.logoUrl;
      if (dto.homeGround !== undefined) team.homeGround = dto.homeGround;
      const saved = await manager.save(team);
      this.emitUpdated(emit, auth, saved);
      return toTeamResponse(saved, await this.squad(manager, saved.id));
    });
  }

  async remove(auth: SignedInContext, id: number): Promise<void> {
    await this.outbox.transaction(async (manager, emit) => {
      const team = await this.ownTeamForUpdate(manager, auth, id);
      await this.teams.in(manager).delete(team.workspaceId, { id: team.id });
      emit(MATCH_EVENTS.teamDeleted, { teamId: team.id }, { ...actorOf(auth), workspaceId: team.workspaceId });
    });
  }

  async addPlayer(auth: SignedInContext, id: number, dto: AddPlayerBody): Promise<PlayerResponse> {
    return this.playerWrite(async (manager, emit) => {
      const team = await this.ownTeamForUpdate(manager, auth, id);
      let identity: Pick<Player, 'userId' | 'username' | 'name'> = { userId: null, username: null, name: dto.name as string };
      if (dto.username) {
        const user = found(await this.users.findByUsername(dto.username, manager), TEAM_MESSAGES.userNotFound);
        identity = { userId: user.id, username: user.username, name: dto.name || user.name };
      }
      await this.clearLeadership(manager, team.id, dto);
      const player = await manager.save(
        manager.create(Player, {
          teamId: team.id,
          ...identity,
          playingRole: dto.playingRole,
          battingStyle: dto.battingStyle ?? null,
          bowlingStyle: dto.bowlingStyle ?? null,
          jerseyNumber: dto.jerseyNumber ?? null,
          isCaptain: dto.isCaptain ?? false,
          isViceCaptain: dto.isViceCaptain ?? false,
        }),
      );
      this.emitUpdated(emit, auth, team);
      return toPlayerResponse(player);
    });
  }

  async updatePlayer(auth: SignedInContext, id: number, playerId: number, dto: UpdatePlayerBody): Promise<PlayerResponse> {
    return this.playerWrite(async (manager, emit) => {
      const team = await this.ownTeamForUpdate(manager, auth, id);
      const player = found(await manager.findOne(Player, { where: { id: playerId, teamId: team.id } }), TEAM_MESSAGES.playerNotFound);
      const isCaptain = dto.isCaptain ?? player.isCaptain;
      const isViceCaptain = dto.isViceCaptain ?? (dto.isCaptain ? false : player.isViceCaptain);
      if (isCaptain && isViceCaptain) throw new BadRequestException(TEAM_MESSAGES.captainAndVice);
      await this.clearLeadership(manager, team.id, dto, player.id);
      if (dto.name !== undefined) player.name = dto.name;
      if (dto.playingRole !== undefined) player.playingRole = dto.playingRole;
      if (dto.battingStyle !== undefined) player.battingStyle = dto.battingStyle;
      if (dto.bowlingStyle !== undefined) player.bowlingStyle = dto.bowlingStyle;
      if (dto.jerseyNumber !== undefined) player.jerseyNumber = dto.jerseyNumber;
      player.isCaptain = isCaptain;
      player.isViceCaptain = isViceCaptain;
      const saved = await manager.save(player);
      this.emitUpdated(emit, auth, team);
      return toPlayerResponse(saved);
    });
  }

  async removePlayer(auth: SignedInContext, id: number, playerId: number): Promise<void> {
    await this.outbox.transaction(async (manager, emit) => {
      const team = await this.ownTeamForUpdate(manager, auth, id);
      const removed = await manager.delete(Player, { id: playerId, teamId: team.id });
      if (!removed.affected) throw new NotFoundException(TEAM_MESSAGES.playerNotFound);
      this.emitUpdated(emit, auth, team);
    });
  }

  /** The signed-in user joins the team a code names (any workspace's: the code is the invitation). */
  async join(auth: SignedInContext, code: string, dto: JoinTeamBody): Promise<TeamResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const team = await this.teams
        .in(manager)
        .acrossWorkspaces('t')
        .setLock('pessimistic_write')
        .where('upper(t.join_code) = upper(:code)', { code })
        .getOne();
      if (!team) throw new NotFoundException(TEAM_MESSAGES.invalidJoinCode);
      await this.users.remember(auth.user, manager);
      const already = await manager.exists(Player, { where: { teamId: team.id, userId: auth.user.id } });
      if (!already) {
        await manager.save(
          manager.create(Player, {
            teamId: team.id,
            userId: auth.user.id,
            username: auth.user.username,
            name: auth.user.name,
            playingRole: dto.playingRole ?? 'batter',
          }),
        );
        emit(MATCH_EVENTS.teamUpdated, { teamId: team.id }, { workspaceId: team.workspaceId, actorId: auth.user.id });
      }
      return toTeamResponse(team, await this.squad(manager, team.id));
    });
  }

  /** A team of the current workspace, locked for this transaction; others' teams are 404. */
  private async ownTeamForUpdate(manager: EntityManager, auth: SignedInContext, id: number): Promise<Team> {
    return this.teams.in(manager).get(workspaceIdOf(auth), id, TEAM_MESSAGES.notFound, { lock: true });
  }

  /** One captain and one vice-captain per team: naming a new one clears the previous holder. */
  private async clearLeadership(manager: EntityManager, teamId: number, dto: { isCaptain?: boolean | null; isViceCaptain?: boolean | null }, playerId = 0) {
    if (dto.isCaptain) await manager.query('UPDATE players SET is_captain = false WHERE team_id = $1 AND id <> $2', [teamId, playerId]);
    if (dto.isViceCaptain) {
      await manager.query('UPDATE players SET is_vice_captain = false WHERE team_id = $1 AND id <> $2', [teamId, playerId]);
    }
  }

  private async playerWrite<T>(work: (manager: EntityManager, emit: Emit) => Promise<T>): Promise<T> {
    try {
      return await this.outbox.transaction(work);
    } catch (error) {
      const conflict = PLAYER_CONFLICTS[uniqueViolation(error) ?? ''];
      if (conflict) throw new ConflictException(conflict);
      throw error;
    }
  }

  private emitUpdated(emit: Emit, auth: SignedInContext, team: Team): void {
    emit(MATCH_EVENTS.teamUpdated, { teamId: team.id }, { ...actorOf(auth), workspaceId: team.workspaceId });
  }

  private async detail(manager: EntityManager, team: Team): Promise<TeamDetailResponse> {
    const players = await manager.find(Player, { where: { teamId: team.id }, order: { isCaptain: 'DESC', isViceCaptain: 'DESC', name: 'ASC', id: 'ASC' } });
    // Where the team played, in any workspace (another's tournament it was registered in).
    const recent = await this.matches
      .in(manager)
      .acrossWorkspaces('m')
      .where('m.team1_id = :id OR m.team2_id = :id', { id: team.id })
      .orderBy('m.date', 'DESC')
      .addOrderBy('m.time', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .limit(RECENT_MATCHES)
      .getMany();
    return {
      ...toTeamResponse(team, summarise(players)),
      players: players.map(toPlayerResponse),
      recentMatches: await matchResponses(this.tournaments.in(manager), recent),
    };
  }

  private async squad(manager: EntityManager, teamId: number): Promise<SquadSummary> {
    return summarise(await manager.find(Player, { select: { id: true, isCaptain: true, isViceCaptain: true }, where: { teamId } }));
  }

  private async withSquads(manager: EntityManager, teams: Team[]): Promise<TeamResponse[]> {
    if (!teams.length) return [];
    const rows: { team_id: number; players: string; captain: number | null; vice: number | null }[] = await manager.query(
      `SELECT team_id, count(*) AS players,
              max(id) FILTER (WHERE is_captain) AS captain, max(id) FILTER (WHERE is_vice_captain) AS vice
         FROM players WHERE team_id = ANY($1) GROUP BY team_id`,
      [teams.map((t) => t.id)],
    );
    const byTeam = new Map(rows.map((r) => [r.team_id, { playersCount: Number(r.players), captainId: r.captain, viceCaptainId: r.vice }]));
    return teams.map((t) => toTeamResponse(t, byTeam.get(t.id) ?? EMPTY_SQUAD));
  }
}

function summarise(players: Pick<Player, 'id' | 'isCaptain' | 'isViceCaptain'>[]): SquadSummary {
  return {
    playersCount: players.length,
    captainId: players.find((p) => p.isCaptain)?.id ?? null,
    viceCaptainId: players.find((p) => p.isViceCaptain)?.id ?? null,
  };
}
