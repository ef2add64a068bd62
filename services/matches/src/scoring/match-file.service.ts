import { BadRequestException, ConflictException, HttpException, Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CricsheetError,
  DEFAULT_MATCH_TIME,
  MATCH_FILE_MESSAGES,
  MATCH_IMPORT_BATCH_MAX_FILES,
  MATCH_IMPORT_FILE_NAME_MAX,
  MATCH_MESSAGES,
  SCORING_API_MESSAGES,
  UNKNOWN_VENUE,
  cricsheetSquads,
  fromCricsheet,
  isIsoDate,
  parseCricsheetMatch,
  toCricsheet,
  type CricsheetMatch,
  type MatchImportBatchRequest,
  type MatchImportBatchResponse,
  type MatchImportOutcome,
  type MatchImportResponse,
  type ScoringEvent,
  type TeamSide,
} from '@cricket/contracts';
import {
  type Emit,
  InjectWorkspaceRepository,
  Outbox,
  SERVICE_LOGGER,
  type SignedInContext,
  uniqueViolation,
  workspaceIdOf,
  WorkspaceRepository,
} from '@cricket/service-kit';
import { refreshPlayerFigures } from '../careers/player-figures';
import { today } from '../common/dates';
import { Match } from '../matches/match.entity';
import { withFreshJoinCodes } from '../teams/join-code';
import { importSquads } from '../teams/squad-import';
import { Team } from '../teams/team.entity';
import { registerTeams, registeredTeams } from '../tournaments/tournament-entry';
import { TournamentTeam } from '../tournaments/tournament-team.entity';
import { Tournament } from '../tournaments/tournament.entity';
import { importKey } from './import-key';
import { MatchScoring } from './match-scoring.entity';
import { ScoringEventRow } from './scoring-event.entity';
import { emitImportedMatch } from './scoring-events';
import { completeMatch, summaryOf } from './scored-match';

/** The unique index that makes a file imported twice into a workspace one match. */
const SOURCE_KEY_INDEX = 'matches_workspace_source_key';

/** Rows per INSERT of the events (a Test match has a few thousand; Postgres takes 65535 parameters). */
const EVENT_ROWS_PER_INSERT = 1000;

/**
 * Whole matches in and out as files (Cricsheet JSON). An import of a file is one transaction: the
 * teams and players it needs, the match, its scoring setup and every event, or nothing at all.
 */
@Injectable()
export class MatchFileService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @InjectWorkspaceRepository(Match) private readonly matches: WorkspaceRepository<Match>,
    @InjectWorkspaceRepository(Team) private readonly teams: WorkspaceRepository<Team>,
    @InjectWorkspaceRepository(Tournament) private readonly tournaments: WorkspaceRepository<Tournament>,
    @InjectWorkspaceRepository(TournamentTeam) private readonly entries: WorkspaceRepository<TournamentTeam>,
  ) {}

  /** One file, into the current workspace and, with ?tournamentId=, into that tournament of it. */
  async import(auth: SignedInContext, into: number | null, body: unknown): Promise<MatchImportResponse> {
    if (into !== null) await this.tournaments.get(workspaceIdOf(auth), into, MATCH_MESSAGES.tournamentNotFound);
    return this.importFile(auth, into, body);
  }

  /**
   * Several files, each imported on its own (one refused leaves the others in): each file's match,
   * or the message a single import would have answered it with.
   */
  async importBatch(auth: SignedInContext, into: number | null, body: unknown): Promise<MatchImportBatchResponse> {
    const files = batchFiles(body);
    if (into !== null) await this.tournaments.get(workspaceIdOf(auth), into, MATCH_MESSAGES.tournamentNotFound);
    const results: MatchImportOutcome[] = [];
    for (const { name, match } of files) {
      try {
        results.push({ name, ...(await this.importFile(auth, into, match)) });
      } catch (error) {
        // The files before it are in: a file that fails unexpectedly is reported (and logged), not a 500 for all.
        if (error instanceof HttpException && error.getStatus() < 500) results.push({ name, error: error.message });
        else {
          this.logger.error({ err: error, file: name }, 'match file import failed');
          results.push({ name, error: MATCH_FILE_MESSAGES.failed });
        }
      }
    }
    return { results };
  }

  /** A file imported before (same match, same workspace) answers that match; a race for it is settled by the unique key. */
  private async importFile(auth: SignedInContext, tournamentId: number | null, body: unknown): Promise<MatchImportResponse> {
    const parsed = parseCricsheetMatch(body);
    if ('error' in parsed) throw new BadRequestException(parsed.error);
    const file = parsed.value;
    const sourceKey = importKey(file);
    const imported = () => this.matches.findOne(workspaceIdOf(auth), { select: { id: true }, where: { sourceKey } });
    const before = await imported();
    if (before) return { id: before.id, alreadyImported: true };
    try {
      return await withFreshJoinCodes(() => this.outbox.transaction((manager, emit) => this.store(manager, emit, auth, tournamentId, file, sourceKey)));
    } catch (error) {
      const winner = uniqueViolation(error) === SOURCE_KEY_INDEX ? await imported() : null;
      if (winner) return { id: winner.id, alreadyImported: true };
      throw error;
    }
  }

  /** One transaction: the teams and players it needs (registered in the tournament), the match, its scoring setup and every event, or nothing. */
  private async store(manager: EntityManager, emit: Emit, auth: SignedInContext, tournamentId: number | null, file: CricsheetMatch, sourceKey: string): Promise<MatchImportResponse> {
    const workspaceId = workspaceIdOf(auth);
    const entries = this.entries.in(manager);
    const tournaments = this.tournaments.in(manager);
    const tournament = tournamentId === null ? null : await tournaments.get(workspaceId, tournamentId, MATCH_MESSAGES.tournamentNotFound, { lock: true });
    const registered = tournament ? await registeredTeams(entries, this.teams.in(manager), tournament.id) : [];
    const squads = cricsheetSquads(file);
    const { teams, playerIds } = await importSquads(manager, auth, file.info.teams.map((team) => [team, squads[team]]), emit, registered);
    if (tournament) await registerTeams(entries, auth, tournament, registered, teams);
    const { setup, events, state } = scored(() => fromCricsheet(file, playerIds));
    const [team1, team2] = teams;
    setup.teams.team1.shortName = team1.shortName;
    setup.teams.team2.shortName = team2.shortName;
    const { info } = file;
    const matches = this.matches.in(manager);
    const match = matches.create(workspaceId, {
      team1Id: team1.id,
      team1Name: team1.name,
      team1ShortName: team1.shortName,
      team2Id: team2.id,
      team2Name: team2.name,
      team2ShortName: team2.shortName,
      format: setup.format,
      overs: setup.overs ?? null,
      venue: info.venue || info.city || UNKNOWN_VENUE,
      date: info.dates?.find(isIsoDate) ?? today(),
      time: DEFAULT_MATCH_TIME,
      tournamentId,
      sourceKey,
      ...toss(file, [team1.id, team2.id]),
      createdBy: auth.user.id,
    });
    completeMatch(match, state);
    const saved = await matches.save(workspaceId, match);
    await manager.insert(MatchScoring, { matchId: saved.id, setup, startedBy: auth.user.id });
    await insertEvents(manager, saved.id, events, auth.user.id);
    await refreshPlayerFigures(manager, saved, state);
    emitImportedMatch(emit, auth, saved, state, summaryOf(saved, state));
    return { id: saved.id, alreadyImported: false };
  }

  /** A match of the current workspace scored ball by ball, as a file; another workspace's is 404. */
  async export(auth: SignedInContext, id: number): Promise<CricsheetMatch> {
    const manager = this.dataSource.manager;
    const match = await this.matches.get(workspaceIdOf(auth), id, MATCH_MESSAGES.notFound);
    const scoring = await manager.findOneBy(MatchScoring, { matchId: id });
    if (!scoring) throw new ConflictException(SCORING_API_MESSAGES.notStarted);
    const rows = await manager.find(ScoringEventRow, { where: { matchId: id }, order: { seq: 'ASC' } });
    const tossWinner: TeamSide | null = match.tossWinner === null ? null : match.tossWinner === match.team1Id ? 'team1' : 'team2';
    return toCricsheet(
      scoring.setup,
      rows.map((row) => row.event),
      { date: match.date, venue: match.venue, toss: tossWinner && match.tossDecision ? { winner: tossWinner, decision: match.tossDecision } : null, created: today() },
    );
  }
}

/** The files of a batch: 1 to MATCH_IMPORT_BATCH_MAX_FILES, each a name and a match (checked when imported). */
function batchFiles(body: unknown): MatchImportBatchRequest['files'] {
  const files = body && typeof body === 'object' ? (body as Partial<MatchImportBatchRequest>).files : undefined;
  const valid =
    Array.isArray(files) &&
    files.length >= 1 &&
    files.length <= MATCH_IMPORT_BATCH_MAX_FILES &&
    files.every((file) => file && typeof file === 'object' && typeof file.name === 'string' && file.name.length <= MATCH_IMPORT_FILE_NAME_MAX && 'match' in file);
  if (!valid) throw new BadRequestException(MATCH_FILE_MESSAGES.batchFiles);
  return files;
}

/** A file the engine refuses answers 400 with the ball and the Law it breaks; the transaction then stores nothing. */
function scored<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof CricsheetError) throw new BadRequestException(MATCH_FILE_MESSAGES.refused(error.message));
    throw error;
  }
}

function toss(file: CricsheetMatch, [team1Id, team2Id]: [number, number]): Pick<Match, 'tossWinner' | 'tossDecision'> {
  const winner = file.info.toss?.winner;
  const side = file.info.teams.indexOf(winner ?? '');
  if (side < 0) return { tossWinner: null, tossDecision: null };
  return { tossWinner: side === 0 ? team1Id : team2Id, tossDecision: file.info.toss?.decision === 'field' ? 'bowl' : 'bat' };
}

async function insertEvents(manager: EntityManager, matchId: number, events: ScoringEvent[], recordedBy: number): Promise<void> {
  for (let from = 0; from < events.length; from += EVENT_ROWS_PER_INSERT) {
    const rows = events.slice(from, from + EVENT_ROWS_PER_INSERT).map((event, index) => ({ matchId, seq: from + index, event, recordedBy }));
    await manager.insert(ScoringEventRow, rows);
  }
}
