import { BadRequestException, ConflictException, Inject, Injectable } from '@nestjs/common';
import { DataSource, In, type EntityManager } from 'typeorm';
import {
  MATCH_EVENTS,
  MATCH_MESSAGES,
  SCORING_API_MESSAGES,
  ScoringError,
  appendEvent,
  foldMatch,
  initialState,
  matchScorecard,
  matchTotals,
  teamWithPlayingXI,
  replaceEvent,
  scoreResponse,
  undoLast,
  undoLastDelivery,
  type MatchDetailResponse,
  type MatchScorecardResponse,
  type MatchSetup,
  type MatchState,
  type PlayingXIRequest,
  type ScoredMatch,
  type ScoringEvent,
  type ScoringEventBody,
  type ScoringRuleSettings,
  type ScoringStateResponse,
  type ScoringSummary,
  type StartScoringBody,
  type TeamSetup,
  type TeamSide,
  type UndoScoringBody,
  type AuthContext,
} from '@cricket/contracts';
import { found, InjectWorkspaceRepository, Outbox, type SignedInContext, uniqueViolation, WorkspaceRepository } from '@cricket/service-kit';
import { refreshPlayerFigures } from '../careers/player-figures';
import { assignScore, scoreColumns } from '../matches/match.mapper';
import { readableMatch } from '../matches/match-access';
import { Match } from '../matches/match.entity';
import { matchResponses } from '../matches/match-responses';
import { emitMatchChange, lockOwnMatch } from '../matches/own-match';
import { Player } from '../teams/player.entity';
import { Tournament } from '../tournaments/tournament.entity';
import { MatchScoring } from './match-scoring.entity';
import { ScorerLockService } from './scorer-lock.service';
import { ScoringCorrectionRow } from './scoring-correction.entity';
import { ScoringEventRow } from './scoring-event.entity';
import { completeMatch, reopenMatch, summaryOf, teamIds } from './scored-match';
import { emitScoringChange, type ScoringChange } from './scoring-events';

const SEQUENCE_KEY = 'scoring_events_match_seq_key';

/** What a change sees: the locked match, its setup and its events so far. */
interface OpenScoring {
  match: Match;
  setup: MatchSetup;
  events: ScoringEvent[];
}

/**
 * Ball-by-ball scoring. The events are the truth and every answer is their fold (about half a
 * millisecond for a 300-ball innings, so nothing is cached); the match's score columns are kept
 * equal to the fold so GET /api/matches/{id} answers the core §3 score.
 */
@Injectable()
export class ScoringService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    @InjectWorkspaceRepository(Match) private readonly matches: WorkspaceRepository<Match>,
    @InjectWorkspaceRepository(Tournament) private readonly tournaments: WorkspaceRepository<Tournament>,
    private readonly locks: ScorerLockService,
  ) {}

  /** The published read-only view: any signed-in user (DESIGN.md §4). */
  async view(id: number): Promise<ScoringStateResponse> {
    const manager = this.dataSource.manager;
    const match = found(await this.matches.byIdAcrossWorkspaces(id), MATCH_MESSAGES.notFound);
    const scoring = await manager.findOneBy(MatchScoring, { matchId: id });
    const base = { matchId: id, status: match.status };
    if (!scoring) return { ...base, started: false, setup: null, events: [], summary: null, state: null, scorecard: { innings: [], result: match.result } };
    const rows = await this.rows(manager, id);
    const corrections = await manager.find(ScoringCorrectionRow, { where: { matchId: id }, order: { id: 'ASC' } });
    const state = foldMatch(scoring.setup, rows.map((row) => row.event));
    const correctionsOf = (seq: number) =>
      corrections.filter((one) => one.seq === seq).map((one) => ({ previous: one.previous, correctedBy: one.correctedBy, correctedAt: one.correctedAt.toISOString() }));
    return {
      ...base,
      started: true,
      setup: scoring.setup,
      events: rows.map((row) => {
        const corrected = correctionsOf(row.seq);
        return { seq: row.seq, event: row.event, recordedBy: row.recordedBy, recordedAt: row.recordedAt.toISOString(), ...(corrected.length > 0 && { corrections: corrected }) };
      }),
      summary: summaryOf(match, state),
      state,
      scorecard: matchScorecard(state),
    };
  }

  /** The published view for a reader (anyone with the link unless the match is members-only). */
  async read(auth: AuthContext, id: number): Promise<ScoringStateResponse> {
    await readableMatch(this.matches, auth, id);
    return this.view(id);
  }

  async scorecard(auth: AuthContext, id: number): Promise<MatchScorecardResponse> {
    return (await this.read(auth, id)).scorecard;
  }

  /** Makes the setup from the match's teams, format, overs and squads; an upcoming match goes live. */
  async start(auth: SignedInContext, id: number, { rules, playingXI }: StartScoringBody): Promise<ScoringStateResponse> {
    await this.outbox.transaction(async (manager, emit) => {
      const match = await lockOwnMatch(this.matches.in(manager), auth, id);
      await this.locks.assertHolder(manager, auth, id);
      assertOpen(match);
      if (await manager.existsBy(ScoringEventRow, { matchId: id })) throw new ConflictException(SCORING_API_MESSAGES.alreadyStarted);
      const setup = await setupOf(manager, match, rules, playingXI);
      await manager.save(manager.create(MatchScoring, { matchId: id, setup, startedBy: auth.user.id }));
      assignScore(match, scoreResponse(initialState(setup), teamIds(match)));
      const wentLive = match.status === 'upcoming';
      if (wentLive) match.status = 'live';
      const saved = await manager.save(match);
      if (wentLive) emitMatchChange(emit, auth, saved, MATCH_EVENTS.matchUpdated);
    });
    return this.view(id);
  }

  async append(auth: SignedInContext, id: number, { expectedSequence, event }: ScoringEventBody): Promise<ScoringSummary> {
    return this.change(auth, id, expectedSequence, async (manager, open) => {
      assertTossOrder(open, event);
      const scored = engine(() => appendEvent(open.setup, open.events, event));
      await manager.insert(ScoringEventRow, { matchId: id, seq: open.events.length, event, recordedBy: auth.user.id });
      return { scored, kind: 'append', seq: open.events.length, event };
    });
  }

  /**
   * Corrects an earlier event in place (replace at its sequence): the fold stays one pass over the
   * stored events, and the Cricsheet file and every ball's seq stay as they were. The engine folds
   * the whole match again to validate it; what the event was is kept in scoring_corrections.
   */
  async edit(auth: SignedInContext, id: number, seq: number, { expectedSequence, event }: ScoringEventBody): Promise<ScoringSummary> {
    return this.change(auth, id, expectedSequence, async (manager, open) => {
      const scored = engine(() => replaceEvent(open.setup, open.events, seq, event));
      await manager.update(ScoringEventRow, { matchId: id, seq }, { event });
      await manager.insert(ScoringCorrectionRow, { matchId: id, seq, previous: open.events[seq], event, correctedBy: auth.user.id });
      return { scored, kind: 'rewrite' };
    });
  }

  async undo(auth: SignedInContext, id: number, { expectedSequence, last }: UndoScoringBody): Promise<ScoringSummary> {
    return this.change(auth, id, expectedSequence, async (manager, open) => {
      const scored = engine(() => (last === 'event' ? undoLast : undoLastDelivery)(open.setup, open.events));
      // An undone event goes with its corrections: a later event at its seq is another ball.
      for (const row of [ScoringEventRow, ScoringCorrectionRow]) {
        await manager.createQueryBuilder().delete().from(row).where('match_id = :id AND seq >= :from', { id, from: scored.events.length }).execute();
      }
      return { scored, kind: 'rewrite' };
    });
  }

  /** Completes the match with the engine's result: status, result text and the points-table figures. */
  async finish(auth: SignedInContext, id: number): Promise<MatchDetailResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const match = await lockOwnMatch(this.matches.in(manager), auth, id);
      await this.locks.assertHolder(manager, auth, id);
      assertOpen(match);
      const { state } = await this.open(manager, match);
      if (!state.result) throw new ConflictException(SCORING_API_MESSAGES.noResult);
      const score = completeMatch(match, state);
      const saved = await manager.save(match);
      await refreshPlayerFigures(manager, saved, state);
      emitMatchChange(emit, auth, saved, MATCH_EVENTS.matchUpdated, { data: { totals: matchTotals(state) } });
      return { match: (await matchResponses(this.tournaments.in(manager), [saved]))[0], score };
    });
  }

  /**
   * One change under the match's row lock, checked against the sequence the scorer expects (its
   * shape was checked by the request's schema; then access, staleness and the engine). A change after which
   * the engine has the result completes the match at once; one that undoes the result reopens it.
   * A match its scoring completed stays open to changes (undo, another ball); one closed otherwise does not.
   */
  private async change(
    auth: SignedInContext,
    id: number,
    expected: number,
    work: (manager: EntityManager, open: OpenScoring) => Promise<ScoringChange>,
  ): Promise<ScoringSummary> {
    try {
      return await this.outbox.transaction(async (manager, emit) => {
        const match = await lockOwnMatch(this.matches.in(manager), auth, id);
        await this.locks.assertHolder(manager, auth, id);
        const { setup, events, state } = await this.open(manager, match);
        if (isClosed(match) && !state.completed) throw new ConflictException(SCORING_API_MESSAGES.closed);
        if (expected !== events.length) throw new ConflictException(SCORING_API_MESSAGES.stale(expected, events.length));
        const change = await work(manager, { match, setup, events });
        const after = change.scored.state;
        // An edit of a completed match may change its result: it is written again.
        if (after.completed || isClosed(match)) {
          if (after.completed) completeMatch(match, after);
          else reopenMatch(match, scoreResponse(after, teamIds(match)));
          await manager.save(match);
          await refreshPlayerFigures(manager, match, after);
          emitMatchChange(emit, auth, match, MATCH_EVENTS.matchUpdated, after.completed ? { data: { totals: matchTotals(after) } } : {});
        } else {
          // One UPDATE: a save would read the row back first, and every ball pays for it.
          await this.matches.in(manager).update(match.workspaceId, { id: match.id }, scoreColumns(scoreResponse(after, teamIds(match))));
        }
        const summary = summaryOf(match, after);
        emitScoringChange(emit, auth, match, change, summary);
        return summary;
      });
    } catch (error) {
      // The row lock serialises scorers; the unique key is the database's own guarantee.
      if (uniqueViolation(error) === SEQUENCE_KEY) throw new ConflictException(SCORING_API_MESSAGES.stale(expected, expected + 1));
      throw error;
    }
  }

  private async open(manager: EntityManager, match: Match): Promise<{ setup: MatchSetup; events: ScoringEvent[]; state: MatchState }> {
    const scoring = await manager.findOneBy(MatchScoring, { matchId: match.id });
    if (!scoring) throw new ConflictException(isClosed(match) ? SCORING_API_MESSAGES.closed : SCORING_API_MESSAGES.notStarted);
    const events = (await this.rows(manager, match.id)).map((row) => row.event);
    return { setup: scoring.setup, events, state: foldMatch(scoring.setup, events) };
  }

  private rows(manager: EntityManager, matchId: number): Promise<ScoringEventRow[]> {
    return manager.find(ScoringEventRow, { where: { matchId }, order: { seq: 'ASC' } });
  }
}

/** A playing XI the squad cannot field answers 400 with its message. */
function valid<T>(checked: { value: T } | { error: string }): T {
  if ('error' in checked) throw new BadRequestException(checked.error);
  return checked.value;
}

/** A change the engine refuses answers 400 with its message (the transaction then stores nothing). */
function engine(run: () => ScoredMatch): ScoredMatch {
  try {
    return run();
  } catch (error) {
    if (error instanceof ScoringError) throw new BadRequestException(error.message);
    throw error;
  }
}

function isClosed(match: Match): boolean {
  return match.status === 'completed' || match.status === 'abandoned';
}

function assertOpen(match: Match): void {
  if (isClosed(match)) throw new ConflictException(SCORING_API_MESSAGES.closed);
}

/** The first innings follows the toss when one is recorded. */
function assertTossOrder({ match, events }: OpenScoring, event: ScoringEvent): void {
  if (event.type !== 'innings_start' || match.tossWinner === null || events.some((one) => one.type === 'innings_start')) return;
  const winner: TeamSide = match.tossWinner === match.team1Id ? 'team1' : 'team2';
  const loser: TeamSide = winner === 'team1' ? 'team2' : 'team1';
  const first = match.tossDecision === 'bat' ? winner : loser;
  if (event.battingTeam !== first) throw new BadRequestException(SCORING_API_MESSAGES.tossOrder(first === 'team1' ? match.team1Name : match.team2Name));
}

/** Squads as rosters (player ids as text), each side with its playing XI (checked as the start form checks it). */
async function setupOf(manager: EntityManager, match: Match, rules: ScoringRuleSettings, playingXI: PlayingXIRequest): Promise<MatchSetup> {
  const players = await manager.find(Player, { where: { teamId: In([match.team1Id, match.team2Id]) }, order: { id: 'ASC' } });
  const team = (side: TeamSide, teamId: number, name: string, shortName: string): TeamSetup => {
    const squad = players.filter((p) => p.teamId === teamId).map((p) => ({ id: String(p.id), name: p.name }));
    return valid(teamWithPlayingXI({ name, shortName, players: squad }, playingXI[side], match.playersPerSide));
  };
  return {
    format: match.format,
    overs: match.overs,
    teams: { team1: team('team1', match.team1Id, match.team1Name, match.team1ShortName), team2: team('team2', match.team2Id, match.team2Name, match.team2ShortName) },
    rules,
  };
}
