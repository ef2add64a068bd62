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
  type MatchStatus,
  type ScoringSummary,
} from '@cricket/contracts';

type Data = Record<string, unknown>;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const statusOf = (data: Data): MatchStatus | null =>
  typeof data.status === 'string' && (MATCH_STATUSES as readonly string[]).includes(data.status) ? (data.status as MatchStatus) : null;

/** Serialises every change of the read model, so events apply (and replay) one at a time in log order. */
const PROJECTION_LOCK = 'SELECT pg_advisory_xact_lock(hashtext($1))';

/**
 * Folds one event into the read model. The same code runs for a live event and for a replay
 * of the log, so a rebuild gives the same answer (issue #10).
 */
@Injectable()
export class Projector {
  /** Appends a newly consumed event to the log and applies it. */
  async record(manager: EntityManager, event: EventEnvelope): Promise<void> {
    await lock(manager);
    const inserted: unknown[] = await manager.query(
      `INSERT INTO statistics_events (id, type, workspace_id, actor_id, occurred_at, data)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING RETURNING seq`,
      [event.id, event.type, event.workspaceId, event.actorId, event.occurredAt, JSON.stringify(event.data ?? {})],
    );
    if (inserted.length > 0) await this.apply(manager, event);
  }

  async apply(manager: EntityManager, event: EventEnvelope): Promise<void> {
    const data = (event.data ?? {}) as Data;
    switch (event.type) {
      case IDENTITY_EVENTS.userRegistered:
      case IDENTITY_EVENTS.userUpdated:
        // An update names the role only when it changed.
        if (isId(data.userId) && typeof data.role === 'string') {
          await manager.query(
            'INSERT INTO stat_users (user_id, role) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role',
            [data.userId, data.role],
          );
        }
        return;
      case MATCH_EVENTS.teamCreated:
        if (isId(data.teamId)) await manager.query('INSERT INTO stat_teams (team_id) VALUES ($1) ON CONFLICT DO NOTHING', [data.teamId]);
        return;
      case MATCH_EVENTS.teamDeleted:
        if (isId(data.teamId)) await manager.query('DELETE FROM stat_teams WHERE team_id = $1', [data.teamId]);
        return;
      case MATCH_EVENTS.tournamentCreated:
        if (isId(data.tournamentId)) await manager.query('INSERT INTO stat_tournaments (tournament_id) VALUES ($1) ON CONFLICT DO NOTHING', [data.tournamentId]);
        return;
      case MATCH_EVENTS.tournamentDeleted:
        if (isId(data.tournamentId)) await manager.query('DELETE FROM stat_tournaments WHERE tournament_id = $1', [data.tournamentId]);
        return;
      case MATCH_EVENTS.matchCreated:
      case MATCH_EVENTS.matchUpdated: {
        const status = statusOf(data);
        if (!isId(data.matchId)) return;
        if (event.type === MATCH_EVENTS.matchCreated || status) await this.setStatus(manager, data.matchId, status ?? 'upcoming', event.occurredAt, !status);
        return this.notePeak(manager);
      }
      case MATCH_EVENTS.matchDeleted:
        if (!isId(data.matchId)) return;
        await manager.query('DELETE FROM stat_matches WHERE match_id = $1', [data.matchId]);
        await manager.query('DELETE FROM stat_deliveries WHERE match_id = $1', [data.matchId]);
        return;
      case MATCH_EVENTS.ballRecorded:
        return this.ballRecorded(manager, event, data as unknown as BallRecordedData);
      case MATCH_EVENTS.scoreUpdated:
        return this.scoreUpdated(manager, event, data as unknown as ScoringSummary);
      case TRAINING_EVENTS.diarySaved: {
        const { entryId, mood, trainingHours, batting, bowling, fielding, awards } = data as unknown as DiarySavedData;
        if (!isId(entryId)) return;
        await manager.query(
          'INSERT INTO stat_diary_entries (entry_id, figures) VALUES ($1, $2) ON CONFLICT (entry_id) DO UPDATE SET figures = EXCLUDED.figures',
          [entryId, JSON.stringify({ mood, trainingHours, batting, bowling, fielding, awards })],
        );
        return;
      }
      case TRAINING_EVENTS.diaryDeleted: {
        const { entryId } = data as unknown as DiaryDeletedData;
        if (isId(entryId)) await manager.query('DELETE FROM stat_diary_entries WHERE entry_id = $1', [entryId]);
        return;
      }
      case STATISTICS_EVENTS.heartbeat:
        await manager.query("INSERT INTO stat_heartbeat_minutes (minute) VALUES (date_trunc('minute', $1::timestamptz)) ON CONFLICT DO NOTHING", [
          event.occurredAt,
        ]);
        return;
    }
  }

  /** One recorded ball: the delivery, replacing an undone one at the same position. */
  private async ballRecorded(manager: EntityManager, event: EventEnvelope, data: BallRecordedData): Promise<void> {
    const { matchId, seq, innings, delivery, score } = data;
    if (!isId(matchId) || !Number.isInteger(seq) || !delivery) return;
    const boundaryBy = (size: 4 | 6) => delivery.event?.boundary === size && delivery.batterRuns > 0;
    const players = [delivery.striker, delivery.nonStriker, delivery.bowler].filter((p): p is string => typeof p === 'string' && p !== '');
    await manager.query(
      `INSERT INTO stat_deliveries (match_id, seq, innings, over, legal, dot, four, six, wicket, players)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (match_id, seq) DO UPDATE SET innings = EXCLUDED.innings, over = EXCLUDED.over, legal = EXCLUDED.legal, dot = EXCLUDED.dot,
         four = EXCLUDED.four, six = EXCLUDED.six, wicket = EXCLUDED.wicket, players = EXCLUDED.players`,
      [
        matchId,
        seq,
        Number.isInteger(innings) ? innings : 0,
        delivery.over,
        delivery.legal,
        delivery.legal && delivery.totalRuns === 0,
        boundaryBy(4),
        boundaryBy(6),
        delivery.dismissed !== null && delivery.dismissed !== undefined,
        players,
      ],
    );
    await this.followScoring(manager, event, matchId, score?.completed === true);
  }

  /**
   * Every scoring change (a ball, a swap, an undo or an edit) ends in one score_updated: one scoring
   * update, and one win-probability calculation when the chase has one. Deliveries at or past the new
   * event count no longer happened.
   */
  private async scoreUpdated(manager: EntityManager, event: EventEnvelope, data: ScoringSummary): Promise<void> {
    if (!isId(data.matchId)) return;
    if (Number.isInteger(data.eventCount)) await manager.query('DELETE FROM stat_deliveries WHERE match_id = $1 AND seq >= $2', [data.matchId, data.eventCount]);
    await this.countScoringUpdate(manager, event, data.matchId, Boolean(data.winProbability));
    if (data.completed === true) await this.followScoring(manager, event, data.matchId, true);
  }

  private async countScoringUpdate(manager: EntityManager, event: EventEnvelope, matchId: number, winProbability: boolean): Promise<void> {
    await manager.query(
      `INSERT INTO stat_scoring_minutes (minute, updates) VALUES (date_trunc('minute', $1::timestamptz), 1)
       ON CONFLICT (minute) DO UPDATE SET updates = stat_scoring_minutes.updates + 1`,
      [event.occurredAt],
    );
    await manager.query(
      `INSERT INTO stat_match_scoring (match_id, updates, win_probability_calculations) VALUES ($1, 1, $2)
       ON CONFLICT (match_id) DO UPDATE SET updates = stat_match_scoring.updates + 1,
         win_probability_calculations = stat_match_scoring.win_probability_calculations + EXCLUDED.win_probability_calculations`,
      [matchId, winProbability ? 1 : 0],
    );
  }

  /** Balls being bowled mean the match is being played; a completed score means it is over. */
  private async followScoring(manager: EntityManager, event: EventEnvelope, matchId: number, completed: boolean): Promise<void> {
    await this.setStatus(manager, matchId, completed ? 'completed' : 'live', event.occurredAt, false);
    await this.notePeak(manager);
  }

  /**
   * A match's status as of `at`: an older event never overrides a newer one (match and score
   * events come through different consumers). `ifAbsent` only records a match not yet known.
   */
  private async setStatus(manager: EntityManager, matchId: number, status: MatchStatus, at: string, ifAbsent: boolean): Promise<void> {
    const onConflict = ifAbsent
      ? 'DO NOTHING'
      : `DO UPDATE SET status = EXCLUDED.status, status_at = EXCLUDED.status_at WHERE stat_matches.status_at <= EXCLUDED.status_at`;
    await manager.query(`INSERT INTO stat_matches (match_id, status, status_at) VALUES ($1, $2, $3) ON CONFLICT (match_id) ${onConflict}`, [matchId, status, at]);
  }

  /** The most matches ever live at once, measured after every change of a match's status. */
  private async notePeak(manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO stat_counters (name, value) SELECT 'peak_live', count(*) FROM stat_matches WHERE status = 'live'
       ON CONFLICT (name) DO UPDATE SET value = GREATEST(stat_counters.value, EXCLUDED.value)`,
    );
  }
}

export async function lock(manager: EntityManager): Promise<void> {
  await manager.query(PROJECTION_LOCK, ['statistics-projection']);
}
