import { BadRequestException, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import {
  BATCH_MESSAGES,
  TRAINING_EVENTS,
  batchAsPayload,
  parseWith,
  trainingBatchBody,
  type BatchOverview,
  type BatchSessionSummary,
  type MyEnrollmentRef,
  type TrainingBatchBody,
  type TrainingBatchChanges,
  type TrainingBatchDetail,
  type TrainingBatchResponse,
} from '@cricket/contracts';
import { actorOf, InjectWorkspaceRepository, isWorkspaceAdmin, Outbox, type SignedInContext, workspaceIdOf, WorkspaceRepository } from '@cricket/service-kit';
import { AttendanceFactsService } from '../attendance/attendance-facts.service';
import { tallySessions } from '../attendance/attendance-figures';
import { Enrollment } from '../enrollments/enrollment.entity';
import { toEnrollmentResponse } from '../enrollments/enrollment.mapper';
import { batchEventData, toBatchResponse } from './batch.mapper';
import { TrainingBatch } from './training-batch.entity';

/** The batch's coach, or a workspace admin, manages it (changes it, decides its enrollments). */
export function managesBatch(auth: SignedInContext, batch: TrainingBatch): boolean {
  return batch.coachId === auth.user.id || isWorkspaceAdmin(auth);
}

@Injectable()
export class BatchService {
  constructor(
    @InjectWorkspaceRepository(TrainingBatch) private readonly batches: WorkspaceRepository<TrainingBatch>,
    @InjectWorkspaceRepository(Enrollment) private readonly enrollments: WorkspaceRepository<Enrollment>,
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly outbox: Outbox,
    private readonly facts: AttendanceFactsService,
  ) {}

  /** A batch of the current workspace, else 404. */
  find(auth: SignedInContext, id: number): Promise<TrainingBatch> {
    return this.batches.get(workspaceIdOf(auth), id, BATCH_MESSAGES.notFound);
  }

  async list(auth: SignedInContext, filter: { coachId?: number } = {}): Promise<TrainingBatchResponse[]> {
    const rows = await this.batches.find(workspaceIdOf(auth), {
      where: filter.coachId !== undefined ? { coachId: filter.coachId } : {},
      order: { startDate: 'ASC', id: 'ASC' },
    });
    return this.respond(auth, rows);
  }

  async overview(auth: SignedInContext): Promise<BatchOverview> {
    const batches = await this.list(auth);
    const count = (status: string) => batches.filter((b) => b.status === status).length;
    return {
      batches,
      totals: {
        batches: batches.length,
        open: count('open'),
        full: count('full'),
        closed: count('closed'),
        capacity: batches.reduce((s, b) => s + b.capacity, 0),
        enrolled: batches.reduce((s, b) => s + b.enrolledCount, 0),
        pending: batches.reduce((s, b) => s + b.pendingCount, 0),
        monthlyFeesPaise: batches.reduce((s, b) => s + b.monthlyFee * b.enrolledCount, 0),
      },
    };
  }

  async detail(auth: SignedInContext, id: number): Promise<TrainingBatchDetail> {
    const batch = await this.find(auth, id);
    const [response] = await this.respond(auth, [batch]);
    const canManage = managesBatch(auth, batch);
    const enrollments = await this.enrollments.find(batch.workspaceId, {
      where: { batchId: id, status: In(canManage ? ['approved', 'pending'] : ['approved']) },
      order: { requestedAt: 'ASC', id: 'ASC' },
    });
    const toResponse = (e: Enrollment) => toEnrollmentResponse(e, batch);
    return {
      ...response,
      roster: enrollments.filter((e) => e.status === 'approved').map(toResponse),
      pending: enrollments.filter((e) => e.status === 'pending').map(toResponse),
      attendanceHistory: await this.attendanceHistory(batch),
      canManage,
    };
  }

  async create(auth: SignedInContext, input: TrainingBatchBody): Promise<TrainingBatchResponse> {
    const workspaceId = workspaceIdOf(auth);
    const batch = await this.outbox.transaction(async (manager, emit) => {
      const batches = this.batches.in(manager);
      const saved = await batches.save(
        workspaceId,
        batches.create(workspaceId, { ...this.columns(input), coachId: auth.user.id, coachName: auth.user.name, enrolledCount: 0, createdBy: auth.user.id }),
      );
      emit(TRAINING_EVENTS.batchCreated, batchEventData(saved), actorOf(auth));
      return saved;
    });
    return (await this.respond(auth, [batch]))[0];
  }

  /** A partial change, validated as the whole batch it makes. */
  async update(auth: SignedInContext, id: number, changes: TrainingBatchChanges): Promise<TrainingBatchResponse> {
    const workspaceId = workspaceIdOf(auth);
    const batch = await this.outbox.transaction(async (manager, emit) => {
      const batches = this.batches.in(manager);
      const current = await batches.get(workspaceId, id, BATCH_MESSAGES.notFound, { lock: true });
      if (!managesBatch(auth, current)) throw new ForbiddenException(BATCH_MESSAGES.notCoach);
      const parsed = parseWith(trainingBatchBody, { ...batchAsPayload(current, current.closed), ...changes });
      if (!parsed.ok) throw new BadRequestException(parsed.message);
      if (parsed.value.capacity < current.enrolledCount) throw new BadRequestException(BATCH_MESSAGES.capacityBelowEnrolled(current.enrolledCount));
      const saved = await batches.save(workspaceId, Object.assign(current, this.columns(parsed.value)));
      emit(TRAINING_EVENTS.batchUpdated, batchEventData(saved), actorOf(auth));
      return saved;
    });
    return (await this.respond(auth, [batch]))[0];
  }

  async remove(auth: SignedInContext, id: number): Promise<{ message: string }> {
    const workspaceId = workspaceIdOf(auth);
    await this.outbox.transaction(async (manager, emit) => {
      const batches = this.batches.in(manager);
      const batch = await batches.get(workspaceId, id, BATCH_MESSAGES.notFound, { lock: true });
      if (!managesBatch(auth, batch)) throw new ForbiddenException(BATCH_MESSAGES.notCoach);
      await batches.delete(workspaceId, { id });
      emit(TRAINING_EVENTS.batchDeleted, batchEventData(batch), actorOf(auth));
    });
    return { message: 'Training batch deleted' };
  }

  private columns(input: TrainingBatchBody) {
    const { status, ...rest } = input;
    return { ...rest, closed: status === 'closed' };
  }

  /** Adds pending counts and the signed-in person's own enrollment to each batch. */
  private async respond(auth: SignedInContext, rows: TrainingBatch[]): Promise<TrainingBatchResponse[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((b) => b.id);
    const pending: { batchId: number; count: number }[] = await this.dataSource.query(
      `SELECT batch_id AS "batchId", count(*)::int AS count FROM enrollments WHERE batch_id = ANY($1::int[]) AND status = 'pending' GROUP BY batch_id`,
      [ids],
    );
    // The active enrollment if there is one, else the latest.
    const mine: (MyEnrollmentRef & { batchId: number })[] = await this.dataSource.query(
      `SELECT DISTINCT ON (batch_id) batch_id AS "batchId", id, status FROM enrollments
        WHERE batch_id = ANY($1::int[]) AND user_id = $2
        ORDER BY batch_id, (status IN ('pending', 'approved')) DESC, id DESC`,
      [ids, auth.user.id],
    );
    const pendingBy = new Map(pending.map((p) => [p.batchId, p.count]));
    const mineBy = new Map(mine.map((m) => [m.batchId, { id: m.id, status: m.status }]));
    return rows.map((b) => toBatchResponse(b, pendingBy.get(b.id) ?? 0, mineBy.get(b.id) ?? null));
  }

  /** Sessions of the lists tied to the batch, newest first. */
  private async attendanceHistory(batch: TrainingBatch): Promise<BatchSessionSummary[]> {
    const lists: { id: number }[] = await this.dataSource.query('SELECT id FROM attendance_lists WHERE batch_id = $1 AND workspace_id = $2', [batch.id, batch.workspaceId]);
    if (lists.length === 0) return [];
    const { sessions, members, records } = await this.facts.load(batch.workspaceId, { listIds: lists.map((l) => l.id) });
    const tallies = tallySessions(sessions, members, records);
    return [...sessions]
      .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
      .map((s) => {
        const t = tallies.get(s.id)!;
        return {
          sessionId: s.id,
          listId: s.listId,
          title: s.title,
          date: s.date,
          status: s.status,
          present: t.counts.present,
          late: t.counts.late,
          excused: t.counts.excused,
          absent: t.counts.absent + t.counts.unmarked,
          rosterSize: t.rosterSize,
          rate: t.rate,
        };
      });
  }
}
