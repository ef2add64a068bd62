import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  MATCH_EVENTS,
  MATCH_MESSAGES,
  SCORING_API_MESSAGES,
  TEAM_MESSAGES,
  PLAYERS_PER_SIDE,
  canMoveMatch,
  matchAudience,
  type MatchBody,
  type MatchDetailResponse,
  type MatchesResponse,
  type MatchResponse,
  type MatchStatus,
  type AuthContext,
  type ResultBody,
  type ScoreBody,
  type TossBody,
} from '@cricket/contracts';
import {
  actorOf,
  requireAccess,
  type Emit,
  InjectWorkspaceRepository,
  Outbox,
  type SignedInContext,
  workspaceIdOf,
  WorkspaceRepository,
} from '@cricket/service-kit';
import { refreshPlayerFigures } from '../careers/player-figures';
import { MatchScoring } from '../scoring/match-scoring.entity';
import { Team } from '../teams/team.entity';
import { registrationOf } from '../tournaments/tournament-entry';
import { TournamentTeam } from '../tournaments/tournament-team.entity';
import { Tournament } from '../tournaments/tournament.entity';
import { Match } from './match.entity';
import { readableMatch } from './match-access';
import { assignScore, toScoreResponse } from './match.mapper';
import { resetToUpcoming } from './match-reset';
import { matchResponses } from './match-responses';
import { emitMatchChange, lockOwnMatch } from './own-match';

/** A valid payload with its players per side: its own, else its tournament's, else eleven. */
type ResolvedPayload = MatchBody & { playersPerSide: number };

/**
 * Matches: created and changed by their workspace, read by anyone with the link unless the
 * workspace made its matches members-only (a match's view is published, DESIGN.md §4).
 */
@Injectable()
export class MatchService {
  constructor(
    private readonly outbox: Outbox,
    @InjectWorkspaceRepository(Match) private readonly matches: WorkspaceRepository<Match>,
    @InjectWorkspaceRepository(Team) private readonly teams: WorkspaceRepository<Team>,
    @InjectWorkspaceRepository(Tournament) private readonly tournaments: WorkspaceRepository<Tournament>,
    @InjectWorkspaceRepository(TournamentTeam) private readonly entries: WorkspaceRepository<TournamentTeam>,
  ) {}

  /** The current workspace's matches and those its teams play in others' tournaments (unless members-only there). */
  async list(auth: SignedInContext, status: MatchStatus | null | undefined): Promise<MatchesResponse> {
    const query = this.matches
      .acrossWorkspaces('m')
      .where(
        `(m.workspace_id = :ws OR m.team1_id IN (SELECT t.id FROM teams t WHERE t.workspace_id = :ws)
          OR m.team2_id IN (SELECT t.id FROM teams t WHERE t.workspace_id = :ws))
         AND (NOT m.members_only OR m.workspace_id = :ws)`,
        { ws: workspaceIdOf(auth) },
      )
      .orderBy('m.date', 'DESC')
      .addOrderBy('m.time', 'DESC')
      .addOrderBy('m.id', 'DESC');
    if (status) query.andWhere('m.status = :status', { status });
    return { matches: await matchResponses(this.tournaments, await query.getMany()) };
  }

  async get(auth: AuthContext, id: number): Promise<MatchDetailResponse> {
    const match = await readableMatch(this.matches, auth, id);
    const [response] = await matchResponses(this.tournaments, [match]);
    return { match: response, score: toScoreResponse(match) };
  }

  async create(auth: SignedInContext, body: MatchBody): Promise<MatchResponse> {
    const workspaceId = workspaceIdOf(auth);
    return this.outbox.transaction(async (manager, emit) => {
      if (body.tournamentId) await this.ownTournament(manager, auth, body.tournamentId);
      await this.assertTeamsVisible(manager, workspaceId, body);
      const payload = await this.resolvedPlayersPerSide(manager, body);
      const matches = this.matches.in(manager);
      const match = await matches.save(workspaceId, matches.create(workspaceId, { ...payload, createdBy: auth.user.id }));
      emitMatchChange(emit, auth, match, MATCH_EVENTS.matchCreated);
      return (await matchResponses(this.tournaments.in(manager), [match]))[0];
    });
  }

  async update(auth: SignedInContext, id: number, body: MatchBody): Promise<MatchResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const match = await lockOwnMatch(this.matches.in(manager), auth, id);
      const payload = await this.resolvedPlayersPerSide(manager, body);
      if (match.status === 'completed' || match.status === 'abandoned') return this.moveFinished(manager, emit, auth, match, payload);
      const setupChanged =
        payload.team1Id !== match.team1Id ||
        payload.team2Id !== match.team2Id ||
        payload.format !== match.format ||
        (payload.overs ?? null) !== match.overs ||
        payload.playersPerSide !== match.playersPerSide;
      if (setupChanged && (await isScoredBallByBall(manager, match))) throw new ConflictException(SCORING_API_MESSAGES.setupLocked);
      if (payload.tournamentId && payload.tournamentId !== match.tournamentId) await this.ownTournament(manager, auth, payload.tournamentId);
      await this.assertTeamsVisible(manager, match.workspaceId, payload);
      const previousTournament = match.tournamentId;
      Object.assign(match, {
        team1Id: payload.team1Id,
        team2Id: payload.team2Id,
        team1Name: payload.team1Name,
        team1ShortName: payload.team1ShortName,
        team2Name: payload.team2Name,
        team2ShortName: payload.team2ShortName,
        format: payload.format,
        venue: payload.venue,
        date: payload.date,
        time: payload.time,
        overs: payload.overs ?? null,
        playersPerSide: payload.playersPerSide,
        tournamentId: payload.tournamentId ?? null,
      });
      const saved = await manager.save(match);
      emitMatchChange(emit, auth, saved, MATCH_EVENTS.matchUpdated, { previousTournament });
      return (await matchResponses(this.tournaments.in(manager), [saved]))[0];
    });
  }

  /**
   * A finished match keeps what was played; only its tournament changes (attached to one of the
   * workspace's tournaments, or taken out of it), with the rest of the payload as it is.
   */
  private async moveFinished(manager: EntityManager, emit: Emit, auth: SignedInContext, match: Match, payload: ResolvedPayload): Promise<MatchResponse> {
    const unchanged =
      payload.team1Id === match.team1Id &&
      payload.team2Id === match.team2Id &&
      payload.team1Name === match.team1Name &&
      payload.team1ShortName === match.team1ShortName &&
      payload.team2Name === match.team2Name &&
      payload.team2ShortName === match.team2ShortName &&
      payload.format === match.format &&
      payload.venue === match.venue &&
      payload.date === match.date &&
      payload.time === match.time &&
      (payload.overs ?? null) === match.overs &&
      payload.playersPerSide === match.playersPerSide;
    if (!unchanged) throw new ConflictException(MATCH_MESSAGES.notEditable);
    const previousTournament = match.tournamentId;
    const tournamentId = payload.tournamentId ?? null;
    if (tournamentId !== null && tournamentId !== previousTournament) await this.ownTournament(manager, auth, tournamentId);
    match.tournamentId = tournamentId;
    const saved = await manager.save(match);
    await refreshPlayerFigures(manager, saved);
    emitMatchChange(emit, auth, saved, MATCH_EVENTS.matchUpdated, { previousTournament });
    return (await matchResponses(this.tournaments.in(manager), [saved]))[0];
  }

  async remove(auth: SignedInContext, id: number): Promise<void> {
    await this.outbox.transaction(async (manager, emit) => {
      const matches = this.matches.in(manager);
      const match = await lockOwnMatch(matches, auth, id);
      await matches.delete(match.workspaceId, { id: match.id });
      emitMatchChange(emit, auth, match, MATCH_EVENTS.matchDeleted);
    });
  }

  async setStatus(auth: SignedInContext, id: number, status: MatchStatus): Promise<MatchResponse> {
    return this.change(auth, id, async (match, manager) => {
      if (!canMoveMatch(match.status, status)) throw new ConflictException(MATCH_MESSAGES.transition(match.status, status));
      if (status === 'upcoming') await resetToUpcoming(manager, match);
      else match.status = status;
    });
  }

  async recordToss(auth: SignedInContext, id: number, dto: TossBody): Promise<MatchResponse> {
    return this.change(auth, id, (match) => {
      if (match.status !== 'upcoming' && match.status !== 'live') throw new ConflictException(MATCH_MESSAGES.tossClosed);
      if (dto.tossWinner !== match.team1Id && dto.tossWinner !== match.team2Id) throw new BadRequestException(MATCH_MESSAGES.tossWinner);
      match.tossWinner = dto.tossWinner;
      match.tossDecision = dto.tossDecision;
    });
  }

  async recordScore(auth: SignedInContext, id: number, dto: ScoreBody): Promise<MatchDetailResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const match = await lockOwnMatch(this.matches.in(manager), auth, id);
      if (match.status !== 'live') throw new ConflictException(MATCH_MESSAGES.scoreNotLive);
      if (await isScoredBallByBall(manager, match)) throw new ConflictException(SCORING_API_MESSAGES.keptBallByBall);
      if (dto.battingTeam !== null && dto.battingTeam !== match.team1Id && dto.battingTeam !== match.team2Id) {
        throw new BadRequestException(MATCH_MESSAGES.battingTeam);
      }
      assignScore(match, dto);
      const saved = await manager.save(match);
      const score = toScoreResponse(saved);
      emit(MATCH_EVENTS.scoreUpdated, { matchId: saved.id, ...score, ...matchAudience(saved) }, { ...actorOf(auth), workspaceId: saved.workspaceId });
      return { match: (await matchResponses(this.tournaments.in(manager), [saved]))[0], score };
    });
  }

  /** Final figures and outcome; completes a live match (or corrects a completed one). */
  async recordResult(auth: SignedInContext, id: number, dto: ResultBody): Promise<MatchResponse> {
    return this.change(auth, id, async (match, manager) => {
      if (match.status !== 'live' && match.status !== 'completed') throw new ConflictException(MATCH_MESSAGES.resultNotLive);
      if (await isScoredBallByBall(manager, match)) throw new ConflictException(SCORING_API_MESSAGES.keptBallByBall);
      const winner = dto.outcome === 'win' ? dto.winnerTeamId : null;
      if (dto.outcome === 'win' && winner !== match.team1Id && winner !== match.team2Id) throw new BadRequestException(MATCH_MESSAGES.resultWinner);
      Object.assign(match, {
        status: 'completed',
        outcome: dto.outcome,
        winnerTeamId: winner ?? null,
        result: dto.result || defaultResult(match, dto.outcome, winner ?? null),
        team1Score: dto.team1Score,
        team1Wickets: dto.team1Wickets,
        team1Overs: dto.team1Overs,
        team2Score: dto.team2Score,
        team2Wickets: dto.team2Wickets,
        team2Overs: dto.team2Overs,
        currentInnings: Math.max(match.currentInnings, 2),
      });
    });
  }

  /** Applies a change to an own match and reports it; a status or result may complete a match or take it out of the completed ones. */
  private change(auth: SignedInContext, id: number, apply: (match: Match, manager: EntityManager) => void | Promise<void>): Promise<MatchResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const match = await lockOwnMatch(this.matches.in(manager), auth, id);
      await apply(match, manager);
      const saved = await manager.save(match);
      await refreshPlayerFigures(manager, saved);
      emitMatchChange(emit, auth, saved, MATCH_EVENTS.matchUpdated);
      return (await matchResponses(this.tournaments.in(manager), [saved]))[0];
    });
  }

  /** Absent: 404; another workspace's (published): 403. */
  private async ownTournament(manager: EntityManager, auth: SignedInContext, tournamentId: number): Promise<void> {
    requireAccess(auth, await this.tournaments.in(manager).byIdAcrossWorkspaces(tournamentId), { notFound: MATCH_MESSAGES.tournamentNotFound, change: true });
  }

  /** The named tournament's players per side, whoever organises it (ownTournament answers for another's). */
  private async resolvedPlayersPerSide(manager: EntityManager, payload: MatchBody): Promise<ResolvedPayload> {
    if (payload.playersPerSide !== null) return { ...payload, playersPerSide: payload.playersPerSide };
    const tournament = payload.tournamentId ? await this.tournaments.in(manager).byIdAcrossWorkspaces(payload.tournamentId) : null;
    return { ...payload, playersPerSide: tournament?.playersPerSide ?? PLAYERS_PER_SIDE };
  }

  /**
   * Teams are private to their workspace: a match may name the workspace's own teams, or teams
   * registered in the match's tournament (registration is how workspaces meet). Any other
   * team id reads as unknown, as the team's own endpoints answer it.
   */
  private async assertTeamsVisible(
    manager: EntityManager,
    workspaceId: number,
    payload: { team1Id?: number | null; team2Id?: number | null; tournamentId?: number | null },
  ): Promise<void> {
    for (const teamId of [payload.team1Id, payload.team2Id]) {
      if (teamId === null || teamId === undefined) continue;
      const own = await this.teams.in(manager).exists(workspaceId, { id: teamId });
      const registered = !own && payload.tournamentId ? await registrationOf(this.entries.in(manager), payload.tournamentId, teamId).getExists() : false;
      if (!own && !registered) throw new NotFoundException(TEAM_MESSAGES.notFound);
    }
  }
}

/** A match scored ball by ball keeps its score, result and setup in step with its events. */
function isScoredBallByBall(manager: EntityManager, match: Match): Promise<boolean> {
  return manager.existsBy(MatchScoring, { matchId: match.id });
}

function defaultResult(match: Match, outcome: ResultBody['outcome'], winner: number | null): string {
  if (outcome === 'tie') return 'Match tied';
  if (outcome === 'no_result') return 'No result';
  return `${winner === match.team1Id ? match.team1Name : match.team2Name} won the match`;
}
