import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import {
  LEADERBOARD_KINDS,
  TEAM_MESSAGES,
  TOURNAMENT_MESSAGES,
  asOnePlayer,
  careerByFormat,
  careersOf,
  leaderboard,
  type AuthContext,
  type CareerQuery,
  type FormatGroup,
  type Leaderboards,
  type LeaderboardsQuery,
  type MatchFormat,
  type MyPlayersResponse,
  type PlayerCareerResponse,
  type PlayerMatchFigures,
  type PlayerProfileResponse,
  type PlayerSquad,
  type TournamentLeaderboardsResponse,
  type WorkspaceLeaderboardsResponse,
} from '@cricket/contracts';
import { found, InjectWorkspaceRepository, type SignedInContext, workspaceIdOf, WorkspaceRepository } from '@cricket/service-kit';
import { Player } from '../teams/player.entity';
import { toPlayerResponse } from '../teams/team.mapper';
import { Team } from '../teams/team.entity';
import { Tournament } from '../tournaments/tournament.entity';
import { PlayerMatchFiguresRow } from './player-match-figures.entity';

interface MatchEntryRow {
  match_id: number;
  date: string;
  season: number;
  format: MatchFormat;
  format_group: FormatGroup;
  tournament_id: number | null;
  tournament_name: string | null;
  team1_name: string;
  team2_name: string;
  result: string | null;
  player_of_the_match: boolean;
  figures: PlayerMatchFigures;
}

/**
 * Careers and leaderboards, read from the read model (player_match_figures) and folded by the
 * contracts' definitions. A player is read by whoever may read their team (its workspace, or a
 * player of the team), and by anyone when their workspace's matches are public; a tournament's
 * boards by every signed-in user, as its points table. Every figure counted is of a match the
 * reader may watch: a members-only workspace's matches count for its own members only.
 */
@Injectable()
export class CareerService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectWorkspaceRepository(Tournament) private readonly tournaments: WorkspaceRepository<Tournament>,
    @InjectWorkspaceRepository(PlayerMatchFiguresRow) private readonly figures: WorkspaceRepository<PlayerMatchFiguresRow>,
  ) {}

  /**
   * The squad player, their squads and every completed match they took part in, latest first. A
   * registered user is one person in every squad they are in: their matches are those of each of
   * their squads the caller may read.
   */
  async profile(auth: AuthContext, playerId: number): Promise<PlayerProfileResponse> {
    const { player, published } = await this.readablePlayer(auth, playerId);
    const teams = await this.squadsOf(auth, player);
    const rows: MatchEntryRow[] = await this.dataSource.query(
      `SELECT f.match_id, f.match_date::text AS date, f.season, m.format, f.format_group, m.tournament_id, t.name AS tournament_name,
              m.team1_name, m.team2_name, m.result, COALESCE(a.player_id = f.player_id, false) AS player_of_the_match, f.figures
         FROM player_match_figures f
         JOIN matches m ON m.id = f.match_id
         LEFT JOIN tournaments t ON t.id = m.tournament_id
         LEFT JOIN player_of_the_match a ON a.match_id = f.match_id
        WHERE f.player_id = ANY($1) AND (NOT m.members_only OR m.workspace_id = $2)
        ORDER BY f.match_date DESC, f.match_id DESC`,
      [teams.map((squad) => squad.playerId), auth.workspace?.id ?? null],
    );
    return {
      // Whoever reads the page only because it is published is not told which account plays.
      player: published ? { ...toPlayerResponse(player), userId: null, username: null } : toPlayerResponse(player),
      teams,
      matches: rows.map((row) => ({
        matchId: row.match_id,
        date: row.date,
        season: row.season,
        format: row.format,
        formatGroup: row.format_group,
        tournamentId: row.tournament_id,
        tournamentName: row.tournament_name,
        team1Name: row.team1_name,
        team2Name: row.team2_name,
        result: row.result,
        playerOfTheMatch: row.player_of_the_match,
        figures: row.figures,
      })),
    };
  }

  /**
   * The career in each format group over the squads `profile` counts, optionally of one tournament,
   * one season and one of those squads; a squad that is not one of them counts nothing.
   */
  async career(auth: AuthContext, playerId: number, { tournamentId, season, squad }: CareerQuery): Promise<PlayerCareerResponse> {
    const { player } = await this.readablePlayer(auth, playerId);
    const squads = (await this.squadsOf(auth, player)).map((one) => one.playerId).filter((one) => squad === null || one === squad);
    if (squads.length === 0) return { playerId: player.id, name: player.name, tournamentId, season, squad, formats: {} };
    const query = this.watchable(auth).andWhere('f.player_id IN (:...squads)', { squads });
    if (tournamentId !== null) query.andWhere('f.tournament_id = :tournamentId', { tournamentId });
    if (season !== null) query.andWhere('f.season = :season', { season });
    const records = (await rowsOf(query)).map((row) => row.figures);
    return { playerId: player.id, name: player.name, tournamentId, season, squad, formats: careerByFormat(String(player.id), asOnePlayer(String(player.id), records)) };
  }

  /** The signed-in user's squads: each a player page of theirs, one career. */
  async mySquads(auth: SignedInContext): Promise<MyPlayersResponse> {
    return { squads: await this.squadsQuery().where('p.user_id = :me', { me: auth.user.id }).getRawMany<PlayerSquad>() };
  }

  /** Every board over the tournament's completed matches. */
  async tournamentLeaderboards(auth: SignedInContext, tournamentId: number): Promise<TournamentLeaderboardsResponse> {
    const tournament = found(await this.tournaments.byIdAcrossWorkspaces(tournamentId), TOURNAMENT_MESSAGES.notFound);
    const rows = await rowsOf(this.watchable(auth).andWhere('f.tournament_id = :id', { id: tournament.id }));
    return { tournamentId: tournament.id, ...boardsOf(rows) };
  }

  /** Every board over the current workspace's completed matches of one season and format group. */
  async workspaceLeaderboards(auth: SignedInContext, { season, format }: LeaderboardsQuery): Promise<WorkspaceLeaderboardsResponse> {
    const query = this.figures.query(workspaceIdOf(auth), 'f').andWhere('f.season = :season AND f.format_group = :format', { season, format });
    return { season, format, ...boardsOf(await rowsOf(query)) };
  }

  /**
   * Rows of any workspace's matches the caller may watch (DESIGN.md §4: a members-only workspace's
   * matches are its members'): a player's matches in others' tournaments, a published tournament's.
   */
  private watchable(auth: AuthContext): SelectQueryBuilder<PlayerMatchFiguresRow> {
    return this.figures
      .acrossWorkspaces('f')
      .innerJoin('matches', 'm', 'm.id = f.match_id')
      .where('(NOT m.members_only OR m.workspace_id = :ws)', { ws: auth.workspace?.id ?? null });
  }

  /**
   * A player of a team the caller may read (TeamService.get's rule), or of a workspace whose
   * matches are public (`published`: read by anyone, signed in or not), else 404 as an absent one.
   */
  private async readablePlayer(auth: AuthContext, playerId: number): Promise<{ player: Player; published: boolean }> {
    const of = (rule: string) =>
      this.dataSource.manager
        .createQueryBuilder(Player, 'p')
        .innerJoin(Team, 't', 't.id = p.team_id')
        .where('p.id = :playerId', { playerId })
        .andWhere(rule, readerOf(auth))
        .getOne();
    const read = await of(READABLE_TEAM);
    if (read) return { player: read, published: false };
    return { player: found(await of(PUBLISHED_TEAM), TEAM_MESSAGES.playerNotFound), published: true };
  }

  /** The player's squad first, then a registered user's other squads the caller may read or that are published. */
  private async squadsOf(auth: AuthContext, player: Player): Promise<PlayerSquad[]> {
    const squads = await this.squadsQuery()
      .where(player.userId === null ? 'p.id = :playerId' : 'p.user_id = :userId', { playerId: player.id, userId: player.userId })
      .andWhere(`(${READABLE_TEAM} OR ${PUBLISHED_TEAM})`, readerOf(auth))
      .getRawMany<PlayerSquad>();
    return [...squads.filter((squad) => squad.playerId === player.id), ...squads.filter((squad) => squad.playerId !== player.id)];
  }

  /** Squads as PlayerSquad, by team name; the caller says whose. */
  private squadsQuery(): SelectQueryBuilder<Player> {
    return this.dataSource.manager
      .createQueryBuilder(Player, 'p')
      .innerJoin(Team, 't', 't.id = p.team_id')
      .select(['p.id AS "playerId"', 't.id AS "teamId"', 't.name AS "teamName"', 't.short_name AS "teamShortName"'])
      .orderBy('t.name')
      .addOrderBy('t.id');
  }
}

/**
 * Teams a caller may read: the current workspace's, and those they play for in any workspace (a
 * read across workspaces on purpose, as TeamService.get makes it).
 */
const READABLE_TEAM = '(t.workspace_id = :ws OR t.id IN (SELECT own.team_id FROM players own WHERE own.user_id = :me))';

/**
 * Teams of a workspace whose matches are public (DESIGN.md §4, issue 21): their players' pages are
 * published with the matches, and count those matches only.
 */
const PUBLISHED_TEAM = 'NOT EXISTS (SELECT 1 FROM workspace_match_visibility v WHERE v.workspace_id = t.workspace_id AND v.members_only)';

const readerOf = (auth: AuthContext) => ({ ws: auth.workspace?.id ?? null, me: auth.user?.id ?? null });

interface FiguresRow {
  matchId: number;
  figures: PlayerMatchFigures;
}

function rowsOf(query: SelectQueryBuilder<PlayerMatchFiguresRow>): Promise<FiguresRow[]> {
  return query.select('f.match_id', 'matchId').addSelect('f.figures', 'figures').getRawMany<FiguresRow>();
}

function boardsOf(rows: readonly FiguresRow[]): { matches: number; boards: Leaderboards } {
  const careers = careersOf(rows.map((row) => row.figures));
  return {
    matches: new Set(rows.map((row) => row.matchId)).size,
    boards: Object.fromEntries(LEADERBOARD_KINDS.map((kind) => [kind, leaderboard(kind, careers)])) as Leaderboards,
  };
}
