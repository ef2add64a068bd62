import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DEFAULT_MATCH_FORMAT,
  DEFAULT_MATCH_TIME,
  DEFAULT_TIE_BREAKERS,
  MATCH_EVENTS,
  PLAYERS_PER_SIDE,
  TOURNAMENT_MESSAGES,
  addDays,
  canMoveTournament,
  handKeptNetRunRate,
  knockoutFirstRound,
  oversQuota,
  pointsTable,
  roundRobinFixtures,
  sortTournamentsForList,
  tournamentStatusOn,
  tournamentTakesEntries,
  utcToday,
  type FixtureDraft,
  type CreateTournamentBody,
  type EventTypeCarrying,
  type FixturesResponse,
  type PointsTableMatch,
  type PointsTableResponse,
  type StandingsDeduction,
  type TournamentEventData,
  type TournamentListQuery,
  type TournamentPenaltyBody,
  type TournamentPenaltyResponse,
  type TournamentFixtureType,
  type TournamentResponse,
  type TournamentsResponse,
  type TournamentStatus,
  type TournamentTeamResponse,
  type TournamentTeamsResponse,
  type UpdateTournamentBody,
} from '@cricket/contracts';
import {
  actorOf,
  requireAccess,
  type Emit,
  found,
  InjectWorkspaceRepository,
  Outbox,
  type SignedInContext,
  uniqueViolation,
  workspaceIdOf,
  WorkspaceRepository,
} from '@cricket/service-kit';
import { reseasonTournament } from '../careers/player-figures';
import { Match } from '../matches/match.entity';
import { matchResponses } from '../matches/match-responses';
import { emitMatchEvent } from '../matches/own-match';
import { Team } from '../teams/team.entity';
import { registrationOf, registrationsIn, teamsById } from './tournament-entry';
import { TournamentPenalty } from './tournament-penalty.entity';
import { TournamentTeam } from './tournament-team.entity';
import { Tournament } from './tournament.entity';
import { toTournamentResponse, toTournamentTeamResponse, type TournamentCounts } from './tournament.mapper';

/** Venue of a generated fixture when the tournament names none. */
export const VENUE_TO_BE_DECIDED = 'To be decided';

/**
 * Tournaments are organised by one workspace and published: every signed-in user browses
 * them and registers their own teams; only the organiser's workspace changes them (403).
 */
@Injectable()
export class TournamentService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @InjectWorkspaceRepository(Tournament) private readonly tournaments: WorkspaceRepository<Tournament>,
    @InjectWorkspaceRepository(TournamentTeam) private readonly entries: WorkspaceRepository<TournamentTeam>,
    @InjectWorkspaceRepository(Team) private readonly teamRows: WorkspaceRepository<Team>,
    @InjectWorkspaceRepository(Match) private readonly matches: WorkspaceRepository<Match>,
  ) {}

  /**
   * Every workspace's tournaments, optionally by part of the name and by status. The status is the
   * one shown (it follows the dates), so the filter runs on the answers, not on the stored column.
   */
  async browse(query: TournamentListQuery): Promise<TournamentsResponse> {
    const q = this.tournaments.acrossWorkspaces('t');
    if (query.search) q.andWhere("t.name ILIKE '%' || :search || '%'", { search: query.search.replace(/[\\%_]/g, '\\$&') });
    const today = utcToday();
    const tournaments = (await q.getMany()).filter((t) => !query.status || tournamentStatusOn(t, today) === query.status);
    return { tournaments: await this.listed(tournaments, today) };
  }

  /** The tournaments my workspace organises, and other workspaces' it has registered teams in. */
  async mine(auth: SignedInContext): Promise<TournamentsResponse> {
    const tournaments = await this.tournaments
      .acrossWorkspaces('t')
      .where('t.workspace_id = :ws', { ws: workspaceIdOf(auth) })
      .orWhere('t.id IN (SELECT r.tournament_id FROM tournament_teams r WHERE r.workspace_id = :ws)')
      .getMany();
    return { tournaments: await this.listed(tournaments, utcToday()) };
  }

  async get(id: number): Promise<TournamentResponse> {
    const tournament = found(await this.tournaments.byIdAcrossWorkspaces(id), TOURNAMENT_MESSAGES.notFound);
    return (await this.responses(this.dataSource.manager, [tournament]))[0];
  }

  async create(auth: SignedInContext, dto: CreateTournamentBody): Promise<TournamentResponse> {
    checkDates(dto.startDate, dto.endDate ?? null, dto.registrationDeadline ?? null);
    const workspace = auth.workspace as NonNullable<SignedInContext['workspace']>;
    return this.outbox.transaction(async (manager, emit) => {
      const tournaments = this.tournaments.in(manager);
      const tournament = await tournaments.save(
        workspace.id,
        tournaments.create(workspace.id, {
          workspaceName: workspace.name,
          name: dto.name,
          format: dto.format ?? DEFAULT_MATCH_FORMAT,
          status: 'registration_open',
          startDate: dto.startDate,
          endDate: dto.endDate ?? null,
          registrationDeadline: dto.registrationDeadline ?? null,
          maxTeams: dto.maxTeams,
          playersPerSide: dto.playersPerSide ?? PLAYERS_PER_SIDE,
          venueNames: dto.venueNames ?? [],
          coverImage: dto.coverImage ?? null,
          description: dto.description ?? null,
          tieBreakers: dto.tieBreakers ?? [...DEFAULT_TIE_BREAKERS],
          createdBy: auth.user.id,
        }),
      );
      this.emitUpdated(emit, auth, tournament, MATCH_EVENTS.tournamentCreated);
      return toTournamentResponse(tournament, { teamsCount: 0, matchesCount: 0 });
    });
  }

  async update(auth: SignedInContext, id: number, dto: UpdateTournamentBody): Promise<TournamentResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const tournament = await this.ownTournamentForUpdate(manager, auth, id);
      const next = { ...tournament };
      for (const key of ['name', 'format', 'startDate', 'endDate', 'registrationDeadline', 'maxTeams', 'playersPerSide', 'venueNames', 'coverImage', 'description', 'tieBreakers'] as const) {
        if (dto[key] !== undefined) Object.assign(next, { [key]: dto[key] });
      }
      checkDates(next.startDate, next.endDate, next.registrationDeadline);
      const [counts] = await this.counts(manager, [tournament.id]);
      if (next.maxTeams < counts.teamsCount) throw new BadRequestException(TOURNAMENT_MESSAGES.maxTeamsBelowRegistered);
      const saved = await manager.save(Object.assign(tournament, next));
      await reseasonTournament(manager, saved);
      this.emitUpdated(emit, auth, saved);
      return toTournamentResponse(saved, counts);
    });
  }

  async setStatus(auth: SignedInContext, id: number, status: TournamentStatus): Promise<TournamentResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const tournament = await this.ownTournamentForUpdate(manager, auth, id);
      // From the status shown: a tournament its dates have started is completed, not started again.
      const current = tournamentStatusOn(tournament, utcToday());
      if (!canMoveTournament(current, status)) throw new ConflictException(TOURNAMENT_MESSAGES.transition(current, status));
      tournament.status = status;
      const saved = await manager.save(tournament);
      this.emitUpdated(emit, auth, saved);
      return (await this.responses(manager, [saved]))[0];
    });
  }

  async teams(id: number): Promise<TournamentTeamsResponse> {
    found(await this.tournaments.byIdAcrossWorkspaces(id), TOURNAMENT_MESSAGES.notFound);
    return { teams: await this.registrations(this.dataSource.manager, id) };
  }

  /**
   * Registers one of my workspace's teams while registration is open and the tournament
   * is below maxTeams. The tournament row is locked, so concurrent registrations queue
   * and the count can never pass maxTeams.
   */
  async register(auth: SignedInContext, id: number, teamId: number): Promise<TournamentTeamResponse> {
    const workspace = auth.workspace as NonNullable<SignedInContext['workspace']>;
    try {
      return await this.outbox.transaction(async (manager, emit) => {
        const tournament = await this.tournamentForUpdate(manager, id);
        const team = await this.teamRows.in(manager).get(workspace.id, teamId, TOURNAMENT_MESSAGES.teamNotFound);
        if (!tournamentTakesEntries(tournament, utcToday())) throw new ConflictException(TOURNAMENT_MESSAGES.registrationClosed);
        const entries = this.entries.in(manager);
        if (await registrationOf(entries, id, teamId).getExists()) throw new ConflictException(TOURNAMENT_MESSAGES.alreadyRegistered);
        if ((await registrationsIn(entries, id).getCount()) >= tournament.maxTeams) throw new ConflictException(TOURNAMENT_MESSAGES.full);
        const registration = await entries.save(
          workspace.id,
          entries.create(workspace.id, { tournamentId: id, teamId, workspaceName: workspace.name, registeredBy: auth.user.id }),
        );
        emit(MATCH_EVENTS.tournamentUpdated, { tournamentId: id, teamId }, { ...actorOf(auth), workspaceId: tournament.workspaceId });
        return toTournamentTeamResponse(registration, team);
      });
    } catch (error) {
      if (uniqueViolation(error) === 'tournament_teams_tournament_team_key') throw new ConflictException(TOURNAMENT_MESSAGES.alreadyRegistered);
      throw error;
    }
  }

  /** The team's workspace or the organiser withdraws a team while registration is open. */
  async withdraw(auth: SignedInContext, id: number, teamId: number): Promise<void> {
    await this.outbox.transaction(async (manager, emit) => {
      const tournament = await this.tournamentForUpdate(manager, id);
      const entries = this.entries.in(manager);
      const registration = await registrationOf(entries, id, teamId).getOne();
      const mine = registration && (registration.workspaceId === auth.workspace?.id || tournament.workspaceId === auth.workspace?.id);
      if (!registration || !mine) throw new NotFoundException(TOURNAMENT_MESSAGES.notRegistered);
      if (!tournamentTakesEntries(tournament, utcToday())) throw new ConflictException(TOURNAMENT_MESSAGES.registrationClosed);
      await entries.delete(registration.workspaceId, { id: registration.id });
      emit(MATCH_EVENTS.tournamentUpdated, { tournamentId: id, teamId }, { ...actorOf(auth), workspaceId: tournament.workspaceId });
    });
  }

  async fixtures(id: number): Promise<FixturesResponse> {
    const tournament = found(await this.tournaments.byIdAcrossWorkspaces(id), TOURNAMENT_MESSAGES.notFound);
    return this.fixturesOf(this.dataSource.manager, tournament);
  }

  /**
   * Creates the tournament's matches from its registered teams in registration order
   * (the seeding): one per pair for a round robin, the first round for a knockout
   * (byes for the first teams when the count is not a power of two). Once only.
   */
  async generateFixtures(auth: SignedInContext, id: number, type: TournamentFixtureType): Promise<FixturesResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const tournament = await this.ownTournamentForUpdate(manager, auth, id);
      if (tournamentStatusOn(tournament, utcToday()) === 'completed') throw new ConflictException(TOURNAMENT_MESSAGES.fixturesClosed);
      if (tournament.fixtureType !== null) throw new ConflictException(TOURNAMENT_MESSAGES.fixturesExist);
      const registered = await this.inRegistrationOrder(manager, id);
      if (registered.length < 2) throw new ConflictException(TOURNAMENT_MESSAGES.notEnoughTeams);
      const teamIds = registered.map((r) => r.teamId);
      const draw = type === 'round_robin' ? { matches: roundRobinFixtures(teamIds), byes: [] } : knockoutFirstRound(teamIds);
      const teams = new Map((await teamsById(this.teamRows.in(manager), teamIds)).map((t) => [t.id, t]));
      const fixtures = draw.matches.map((fixture, index) => this.fixtureMatch(auth, tournament, teams, fixture, index));
      const matches = await this.matches.in(manager).save(tournament.workspaceId, fixtures);
      tournament.fixtureType = type;
      tournament.byes = draw.byes;
      const saved = await manager.save(tournament);
      for (const match of matches) emitMatchEvent(emit, auth, match, MATCH_EVENTS.matchCreated);
      this.emitUpdated(emit, auth, saved);
      return this.fixturesOf(manager, saved);
    });
  }

  /** Standings from the completed matches' results (an abandoned match is a no result), less the penalties recorded. */
  async pointsTable(id: number): Promise<PointsTableResponse> {
    const manager = this.dataSource.manager;
    const tournament = found(await this.tournaments.byIdAcrossWorkspaces(id), TOURNAMENT_MESSAGES.notFound);
    const teams = (await this.registrations(manager, id)).map((r) => ({ teamId: r.teamId, teamName: r.teamName, teamShortName: r.teamShortName }));
    const matches = await this.matches
      .query(tournament.workspaceId, 'm')
      .andWhere('m.tournament_id = :id', { id })
      .andWhere("((m.status = 'completed' AND m.outcome IS NOT NULL) OR m.status = 'abandoned')")
      .getMany();
    const results = matches.map((m) => ({
      team1Id: m.team1Id,
      team2Id: m.team2Id,
      outcome: m.status === 'abandoned' ? ('no_result' as const) : (m.outcome as NonNullable<Match['outcome']>),
      winnerTeamId: m.winnerTeamId,
      ...netRunRateInnings(m),
    }));
    const penalties = await this.penaltyResponses(manager, await manager.find(TournamentPenalty, { where: { tournamentId: id }, order: { id: 'ASC' } }));
    return {
      tournamentId: id,
      rows: pointsTable(teams, results, tournament.tieBreakers, penalties.map(deductionOf)),
      tieBreakers: tournament.tieBreakers,
      penalties,
    };
  }

  /** The organiser deducts points or net run rate from a registered team, with the reason shown under the table. */
  async addPenalty(auth: SignedInContext, id: number, dto: TournamentPenaltyBody): Promise<TournamentPenaltyResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const tournament = await this.ownTournamentForUpdate(manager, auth, id);
      if (!(await registrationOf(this.entries.in(manager), id, dto.teamId).getExists())) throw new BadRequestException(TOURNAMENT_MESSAGES.penaltyTeam);
      const penalty = await manager.save(
        manager.create(TournamentPenalty, {
          tournamentId: id,
          teamId: dto.teamId,
          points: dto.points ?? 0,
          netRunRateThousandths: Math.round((dto.netRunRate ?? 0) * 1000),
          reason: dto.reason,
          createdBy: auth.user.id,
        }),
      );
      this.emitUpdated(emit, auth, tournament);
      const [response] = await this.penaltyResponses(manager, [penalty]);
      return response;
    });
  }

  async removePenalty(auth: SignedInContext, id: number, penaltyId: number): Promise<void> {
    await this.outbox.transaction(async (manager, emit) => {
      const tournament = await this.ownTournamentForUpdate(manager, auth, id);
      const { affected } = await manager.delete(TournamentPenalty, { id: penaltyId, tournamentId: id });
      if (!affected) throw new NotFoundException(TOURNAMENT_MESSAGES.penaltyNotFound);
      this.emitUpdated(emit, auth, tournament);
    });
  }

  private fixtureMatch(auth: SignedInContext, t: Tournament, teams: Map<number, Team>, f: FixtureDraft, index: number): Match {
    const one = teams.get(f.team1Id) as Team;
    const two = teams.get(f.team2Id) as Team;
    return this.matches.create(t.workspaceId, {
      team1Id: one.id,
      team1Name: one.name,
      team1ShortName: one.shortName,
      team2Id: two.id,
      team2Name: two.name,
      team2ShortName: two.shortName,
      format: t.format,
      playersPerSide: t.playersPerSide,
      venue: t.venueNames.length ? t.venueNames[index % t.venueNames.length] : VENUE_TO_BE_DECIDED,
      // One round a day from the start date.
      date: addDays(t.startDate, f.round - 1),
      time: DEFAULT_MATCH_TIME,
      tournamentId: t.id,
      round: f.round,
      createdBy: auth.user.id,
    });
  }

  /** The tournament's matches, all of its workspace's (fixtures, and matches the organiser put in it). */
  private async fixturesOf(manager: EntityManager, tournament: Tournament): Promise<FixturesResponse> {
    const matches = await this.matches
      .in(manager)
      .find(tournament.workspaceId, { where: { tournamentId: tournament.id }, order: { round: 'ASC', date: 'ASC', time: 'ASC', id: 'ASC' } });
    return { fixtureType: tournament.fixtureType, matches: await matchResponses(this.tournaments.in(manager), matches), byes: tournament.byes };
  }

  /** The tournament's registrations in registration order, the seeding. */
  private inRegistrationOrder(manager: EntityManager, tournamentId: number): Promise<TournamentTeam[]> {
    return registrationsIn(this.entries.in(manager), tournamentId).orderBy('r.registered_at', 'ASC').addOrderBy('r.id', 'ASC').getMany();
  }

  private async registrations(manager: EntityManager, tournamentId: number): Promise<TournamentTeamResponse[]> {
    const rows = await this.inRegistrationOrder(manager, tournamentId);
    const teams = new Map((await teamsById(this.teamRows.in(manager), rows.map((r) => r.teamId))).map((t) => [t.id, t]));
    return rows.flatMap((r) => {
      const team = teams.get(r.teamId);
      return team ? [toTournamentTeamResponse(r, team)] : [];
    });
  }

  /** Penalties with their team's name (a team withdrawn since keeps its name on the list). */
  private async penaltyResponses(manager: EntityManager, penalties: TournamentPenalty[]): Promise<TournamentPenaltyResponse[]> {
    const teamIds = [...new Set(penalties.map((p) => p.teamId))];
    const names = new Map(teamIds.length ? (await teamsById(this.teamRows.in(manager), teamIds)).map((t) => [t.id, t.name]) : []);
    return penalties.map((p) => ({
      id: p.id,
      tournamentId: p.tournamentId,
      teamId: p.teamId,
      teamName: names.get(p.teamId) ?? '',
      points: p.points,
      netRunRate: p.netRunRateThousandths / 1000,
      reason: p.reason,
      createdBy: p.createdBy,
      createdAt: p.createdAt.toISOString(),
    }));
  }

  private async tournamentForUpdate(manager: EntityManager, id: number): Promise<Tournament> {
    return found(await this.tournaments.in(manager).byIdAcrossWorkspaces(id, { lock: true }), TOURNAMENT_MESSAGES.notFound);
  }

  /** Absent: 404; another workspace's (readable, published): 403. */
  private async ownTournamentForUpdate(manager: EntityManager, auth: SignedInContext, id: number): Promise<Tournament> {
    return requireAccess(auth, await this.tournaments.in(manager).byIdAcrossWorkspaces(id, { lock: true }), { notFound: TOURNAMENT_MESSAGES.notFound, change: true });
  }

  private emitUpdated(emit: Emit, auth: SignedInContext, t: Tournament, type: EventTypeCarrying<TournamentEventData> = MATCH_EVENTS.tournamentUpdated): void {
    emit(type, { tournamentId: t.id }, { ...actorOf(auth), workspaceId: t.workspaceId });
  }

  /** Answers for a list, in the order lists show them (ongoing, then open, then completed). */
  private async listed(tournaments: Tournament[], today: string): Promise<TournamentResponse[]> {
    return sortTournamentsForList(await this.responses(this.dataSource.manager, tournaments, today), today);
  }

  private async responses(manager: EntityManager, tournaments: Tournament[], today = utcToday()): Promise<TournamentResponse[]> {
    const counts = await this.counts(manager, tournaments.map((t) => t.id));
    return tournaments.map((t, i) => toTournamentResponse(t, counts[i], today));
  }

  /** Registered teams and created matches per tournament, in the order of the ids. */
  private async counts(manager: EntityManager, ids: number[]): Promise<TournamentCounts[]> {
    if (!ids.length) return [];
    const rows: { id: number; teams: string; matches: string }[] = await manager.query(
      `SELECT t.id,
              (SELECT count(*) FROM tournament_teams r WHERE r.tournament_id = t.id) AS teams,
              (SELECT count(*) FROM matches m WHERE m.tournament_id = t.id) AS matches
         FROM tournaments t WHERE t.id = ANY($1)`,
      [ids],
    );
    const byId = new Map(rows.map((r) => [r.id, { teamsCount: Number(r.teams), matchesCount: Number(r.matches) }]));
    return ids.map((id) => byId.get(id) ?? { teamsCount: 0, matchesCount: 0 });
  }
}

/**
 * What each side counts for in net run rate. A match scored ball by ball gives the engine's figures
 * (netRunRateFigures: all out over the full or revised quota, D/L credit, super overs left out),
 * which the score columns alone cannot tell; a result kept by hand gives its score, overs and the
 * format's quota.
 */
function netRunRateInnings(m: Match): Pick<PointsTableMatch, 'team1' | 'team2'> {
  if (m.team1NrrRuns !== null && m.team1NrrBalls !== null && m.team2NrrRuns !== null && m.team2NrrBalls !== null) {
    return { team1: { runs: m.team1NrrRuns, balls: m.team1NrrBalls }, team2: { runs: m.team2NrrRuns, balls: m.team2NrrBalls } };
  }
  const quota = oversQuota(m.format, m.overs);
  return { team1: handKeptNetRunRate(m.team1Score, m.team1Wickets, m.team1Overs, quota), team2: handKeptNetRunRate(m.team2Score, m.team2Wickets, m.team2Overs, quota) };
}

const deductionOf = ({ teamId, points, netRunRate }: TournamentPenaltyResponse): StandingsDeduction => ({ teamId, points, netRunRate });

function checkDates(startDate: string, endDate: string | null, deadline: string | null): void {
  if (endDate && endDate < startDate) throw new BadRequestException(TOURNAMENT_MESSAGES.endBeforeStart);
  if (deadline && deadline > startDate) throw new BadRequestException(TOURNAMENT_MESSAGES.deadlineAfterStart);
}
