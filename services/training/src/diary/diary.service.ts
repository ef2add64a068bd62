import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, LessThanOrEqual, MoreThanOrEqual, type FindOptionsWhere, type Repository } from 'typeorm';
import {
  DIARY_MESSAGES,
  TRAINING_EVENTS,
  diaryStats,
  diaryStreak,
  diaryToday,
  type DiaryDeletedData,
  type DiaryEntryBody,
  type DiaryEntryResponse,
  type DiaryPeriodQuery,
  type DiarySummary,
} from '@cricket/contracts';
import { actorOf, found, Outbox, type SignedInContext } from '@cricket/service-kit';
import { DiaryEntry } from './diary-entry.entity';
import { diaryFigures, diarySavedData, toDiaryResponse, toTrendPoint } from './diary.mapper';

/**
 * A diary belongs to its author alone: every query is by the signed-in user's id, so another
 * person's entry (an admin's request included) is simply not found.
 */
@Injectable()
export class DiaryService {
  constructor(
    @InjectRepository(DiaryEntry) private readonly entries: Repository<DiaryEntry>,
    private readonly outbox: Outbox,
  ) {}

  async list(auth: SignedInContext, period: DiaryPeriodQuery): Promise<DiaryEntryResponse[]> {
    const rows = await this.entries.find({ where: this.mine(auth, period), order: { date: 'DESC' } });
    return rows.map(toDiaryResponse);
  }

  async get(auth: SignedInContext, date: string): Promise<DiaryEntryResponse> {
    return toDiaryResponse(found(await this.entries.findOneBy({ userId: auth.user.id, date }), DIARY_MESSAGES.notFound));
  }

  /** One entry per person and date: the first save creates it, later saves replace it. */
  async save(auth: SignedInContext, date: string, input: DiaryEntryBody): Promise<DiaryEntryResponse> {
    const entry = await this.outbox.transaction(async (manager, emit) => {
      const [row]: { id: number; created: boolean }[] = await manager.query(
        `INSERT INTO diary_entries (user_id, date, mood, training_hours, activities, notes, batting, bowling, fielding, awards)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (user_id, date) DO UPDATE SET
           mood = EXCLUDED.mood, training_hours = EXCLUDED.training_hours, activities = EXCLUDED.activities, notes = EXCLUDED.notes,
           batting = EXCLUDED.batting, bowling = EXCLUDED.bowling, fielding = EXCLUDED.fielding, awards = EXCLUDED.awards, updated_at = now()
         RETURNING id, (xmax = 0) AS created`,
        [
          auth.user.id,
          date,
          input.mood,
          input.trainingHours,
          input.activities,
          input.notes,
          input.batting && JSON.stringify(input.batting),
          input.bowling && JSON.stringify(input.bowling),
          input.fielding && JSON.stringify(input.fielding),
          JSON.stringify(input.awards),
        ],
      );
      const saved = await manager.findOneByOrFail(DiaryEntry, { id: row.id });
      emit(TRAINING_EVENTS.diarySaved, diarySavedData(saved, row.created), actorOf(auth));
      return saved;
    });
    return toDiaryResponse(entry);
  }

  async remove(auth: SignedInContext, date: string): Promise<{ message: string }> {
    await this.outbox.transaction(async (manager, emit) => {
      const entry = found(await manager.findOneBy(DiaryEntry, { userId: auth.user.id, date }), DIARY_MESSAGES.notFound);
      await manager.delete(DiaryEntry, { id: entry.id });
      const data: DiaryDeletedData = { entryId: entry.id, userId: entry.userId, date: entry.date };
      emit(TRAINING_EVENTS.diaryDeleted, data, actorOf(auth));
    });
    return { message: 'Diary entry deleted' };
  }

  /** Statistics and trend over the period; the streak over every entry, counted to `today`. */
  async summary(auth: SignedInContext, period: DiaryPeriodQuery, today: string | null): Promise<DiarySummary> {
    const inPeriod = await this.entries.find({ where: this.mine(auth, period), order: { date: 'ASC' } });
    const allDates: { date: string }[] = await this.entries.query('SELECT date::text AS date FROM diary_entries WHERE user_id = $1', [auth.user.id]);
    return {
      from: period.from,
      to: period.to,
      streak: diaryStreak(
        allDates.map((d) => d.date),
        today ?? diaryToday(),
      ),
      stats: diaryStats(inPeriod.map(diaryFigures)),
      trend: inPeriod.map(toTrendPoint),
      entryDates: inPeriod.map((e) => e.date),
    };
  }

  private mine(auth: SignedInContext, period: DiaryPeriodQuery): FindOptionsWhere<DiaryEntry> {
    const date =
      period.from && period.to
        ? Between(period.from, period.to)
        : period.from
          ? MoreThanOrEqual(period.from)
          : period.to
            ? LessThanOrEqual(period.to)
            : undefined;
    return { userId: auth.user.id, ...(date ? { date } : {}) };
  }
}
