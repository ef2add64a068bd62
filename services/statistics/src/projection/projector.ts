import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  IDENTITY_EVENTS,
  MATCH_EVENTS,
  MATCH_STATUSES,
  STATISTICS_EVENTS,
  TRAINING_EVENTS,
  type BallRecordedData,
  type DiaryDeletedData,
  type DiarySavedData,
  type EventEnvelope,
  type MatchImportedData,
  type MatchStatus,
  type ScoringSummary,
} from '@cricket/contracts';
import { BatchFold } from './batch-fold';

type Data = Record<string, unknown>;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const statusOf = (data: Data): MatchStatus | null =>
  typeof data.status === 'string' && (MATCH_STATUSES as readonly string[]).includes(data.status) ? (data.status as MatchStatus) : null;
const dataOf = (event: EventEnvelope): Data => (event.data ?? {}) as Data;

/** Serialises every change of the read model across replicas, so batches apply (and replay) one at a time in log order. */
const PROJECTION_LOCK = 'SELECT pg_advisory_xact_lock(hashtext($1))';

/**
 * Folds events into the read model, a batch at a time. The same code runs for live events and
 * for a replay of the log, so a rebuild gives the same answer (issue #10).
 */
@Injectable()
export class Projector {
  /** Appends newly consumed events to the log, in order, and applies the ones it did not hold yet: the log is the consumer's inbox. */
  async record(manager: EntityManager, events: EventEnvelope[]): Promise<void> {
    await lock(manager);
    const logged: { id: string; seq: string }[] = await manager.query(
      `INSERT INTO statistics_events (id, type, workspace_id, actor_id, occurred_at, data)
       SELECT id, type, workspace_id, actor_id, occurred_at, data
         FROM unnest($1::uuid[], $2::text[], $3::int[], $4::int[], $5::timestamptz[], $6::jsonb[]) WITH ORDINALITY
              AS e(id, type, workspace_id, actor_id, occurred_at, data, ord)
        ORDER BY ord
       ON CONFLICT (id) DO NOTHING RETURNING id, seq`,
      [
        events.map((e) => e.id),
        events.map((e) => e.type),
        events.map((e) => e.workspaceId),
        events.map((e) => e.actorId),
        events.map((e) => e.occurredAt),
        events.map((e) => JSON.stringify(e.data ?? {})),
      ],
    );
    const fresh = new Set(logged.map((row) => row.id));
    const unseen = events.filter((event) => fresh.delete(event.id));
    if (unseen.length) await this.apply(manager, unseen, logged.reduce((last, row) => (BigInt(row.seq) > BigInt(last) ? row.seq : last), '0'));
  }

  /** Applies events in order, with the effect of applying them one by one; `position` is the log sequence of the last. */
  async apply(manager: EntityManager, events: EventEnvelope[], position: string): Promise<void> {
    const matchIds = new Set<number>();
    for (const event of events) if (isId(dataOf(event).matchId)) matchIds.add(dataOf(event).matchId as number);
    const fold = await BatchFold.load(manager, [...matchIds]);
    for (const event of events) applyOne(fold, event);
    await fold.write(position);
  }
}

function applyOne(fold: BatchFold, event: EventEnvelope): void {
  const data = dataOf(event);
  switch (event.type) {
    case IDENTITY_EVENTS.userRegistered:
    case IDENTITY_EVENTS.userUpdated:
      // An update names the role only when it changed.
      if (isId(data.userId) && typeof data.role === 'string') fold.setUserRole(data.userId, data.role);
      return;
    case MATCH_EVENTS.teamCreated:
    case MATCH_EVENTS.teamDeleted:
      if (isId(data.teamId)) fold.setTeam(data.teamId, event.type === MATCH_EVENTS.teamCreated);
      return;
    case MATCH_EVENTS.tournamentCreated:
    case MATCH_EVENTS.tournamentDeleted:
      if (isId(data.tournamentId)) fold.setTournament(data.tournamentId, event.type === MATCH_EVENTS.tournamentCreated);
      return;
    case MATCH_EVENTS.matchCreated:
    case MATCH_EVENTS.matchUpdated: {
      const status = statusOf(data);
      if (!isId(data.matchId)) return;
      if (event.type === MATCH_EVENTS.matchCreated || status) fold.setStatus(data.matchId, status ?? 'upcoming', event.occurredAt, !status, status !== null);
      return fold.notePeak();
    }
    case MATCH_EVENTS.matchImported:
      return matchImported(fold, event, data as unknown as MatchImportedData);
    case MATCH_EVENTS.matchDeleted:
      if (isId(data.matchId)) fold.deleteMatch(data.matchId);
      return;
    case MATCH_EVENTS.ballRecorded:
      return ballRecorded(fold, event, data as unknown as BallRecordedData);
    case MATCH_EVENTS.scoreUpdated:
      return scoreUpdated(fold, event, data as unknown as ScoringSummary);
    case TRAINING_EVENTS.diarySaved: {
      const { entryId, mood, trainingHours, batting, bowling, fielding, awards } = data as unknown as DiarySavedData;
      if (isId(entryId)) fold.setDiaryEntry(entryId, { mood, trainingHours, batting, bowling, fielding, awards });
      return;
    }
    case TRAINING_EVENTS.diaryDeleted: {
      const { entryId } = data as unknown as DiaryDeletedData;
      if (isId(entryId)) fold.setDiaryEntry(entryId, null);
      return;
    }
    case STATISTICS_EVENTS.heartbeat:
      return fold.heartbeat(event.occurredAt);
  }
}

/** One recorded ball: the delivery, replacing an undone one at the same position. */
function ballRecorded(fold: BatchFold, event: EventEnvelope, data: BallRecordedData): void {
  const { matchId, seq, innings, delivery, score } = data;
  if (!isId(matchId) || !Number.isInteger(seq) || !delivery) return;
  const boundaryBy = (size: 4 | 6) => delivery.event?.boundary === size && delivery.batterRuns > 0;
  fold.recordDelivery(matchId, seq, {
    innings: Number.isInteger(innings) ? innings : 0,
    over: delivery.over,
    legal: delivery.legal,
    dot: delivery.legal && delivery.totalRuns === 0,
    four: boundaryBy(4),
    six: boundaryBy(6),
    wicket: delivery.dismissed !== null && delivery.dismissed !== undefined,
    players: [delivery.striker, delivery.nonStriker, delivery.bowler].filter((p): p is string => typeof p === 'string' && p !== ''),
  });
  followScoring(fold, event, matchId, score?.completed === true);
}

/**
 * Every scoring change (a ball, a swap, an undo or an edit) ends in one score_updated: one scoring
 * update, and one win-probability calculation when the chase has one. Deliveries at or past the new
 * event count no longer happened.
 */
function scoreUpdated(fold: BatchFold, event: EventEnvelope, data: ScoringSummary): void {
  if (!isId(data.matchId)) return;
  if (Number.isInteger(data.eventCount)) fold.cutDeliveries(data.matchId, data.eventCount);
  fold.countScoringUpdate(data.matchId, event.occurredAt, Boolean(data.winProbability));
  if (data.completed === true) followScoring(fold, event, data.matchId, true);
}

/**
 * An imported match arrives whole: it counts with its status (completed for a finished file), and its
 * ball totals and players add to the figures as its balls folded one by one would.
 */
function matchImported(fold: BatchFold, event: EventEnvelope, data: MatchImportedData): void {
  if (!isId(data.matchId)) return;
  fold.setStatus(data.matchId, statusOf(data as unknown as Data) ?? 'completed', event.occurredAt, false, true);
  fold.notePeak();
  const balls = data.balls;
  if (!balls) return;
  const count = (n: unknown) => (Number.isInteger(n) && (n as number) > 0 ? (n as number) : 0);
  fold.setImportedTotals(data.matchId, {
    overs: count(balls.overs),
    dots: count(balls.dots),
    fours: count(balls.fours),
    sixes: count(balls.sixes),
    wickets: count(balls.wickets),
    players: Array.isArray(balls.players) ? balls.players.filter((p): p is string => typeof p === 'string' && p !== '') : [],
  });
}

/** Balls being bowled mean the match is being played; a completed score means it is over. */
function followScoring(fold: BatchFold, event: EventEnvelope, matchId: number, completed: boolean): void {
  fold.setStatus(matchId, completed ? 'completed' : 'live', event.occurredAt, false, false);
  fold.notePeak();
}

export async function lock(manager: EntityManager): Promise<void> {
  await manager.query(PROJECTION_LOCK, ['statistics-projection']);
}
