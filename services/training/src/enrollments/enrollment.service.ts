import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import {
  AUTH_MESSAGES,
  BATCH_MESSAGES,
  ENROLLMENT_MESSAGES,
  TRAINING_EVENTS,
  batchStatusFor,
  enrollmentTransition,
  type EnrollmentDecision,
  type EnrollmentEventData,
  type EnrollmentRequestBody,
  type EnrollmentsQuery,
  type EventTypeCarrying,
  type EnrollmentResponse,
  type EnrollmentStatus,
} from '@cricket/contracts';
import { actorOf, found, InjectWorkspaceRepository, isWorkspaceAdmin, Outbox, type SignedInContext, uniqueViolation, workspaceIdOf, WorkspaceRepository } from '@cricket/service-kit';
import { managesBatch } from '../batches/batch.service';
import { TrainingBatch } from '../batches/training-batch.entity';
import { Enrollment } from './enrollment.entity';
import { toEnrollmentResponse } from './enrollment.mapper';

const DECISION_EVENTS: Record<EnrollmentDecision, EventTypeCarrying<EnrollmentEventData>> = {
  approve: TRAINING_EVENTS.enrollmentApproved,
  reject: TRAINING_EVENTS.enrollmentRejected,
  withdraw: TRAINING_EVENTS.enrollmentWithdrawn,
};

export interface EnrollmentFilter extends Partial<EnrollmentsQuery> {
  userId?: number;
  coachId?: number;
}

@Injectable()
export class EnrollmentService {
  constructor(
    @InjectWorkspaceRepository(Enrollment) private readonly enrollments: WorkspaceRepository<Enrollment>,
    @InjectWorkspaceRepository(TrainingBatch) private readonly batches: WorkspaceRepository<TrainingBatch>,
    private readonly outbox: Outbox,
  ) {}

  async request(auth: SignedInContext, input: EnrollmentRequestBody): Promise<EnrollmentResponse> {
    const workspaceId = workspaceIdOf(auth);
    try {
      return await this.outbox.transaction(async (manager, emit) => {
        // A shared lock: requests do not wait on each other, but do wait on a decision or a close.
        const batch = found(
          await this.batches.in(manager).query(workspaceId, 'b').andWhere('b.id = :id', { id: input.batchId }).setLock('pessimistic_read').getOne(),
          BATCH_MESSAGES.notFound,
        );
        this.assertOpen(batch);
        const enrollments = this.enrollments.in(manager);
        const enrollment = await enrollments.save(
          workspaceId,
          enrollments.create(workspaceId, { batchId: batch.id, userId: auth.user.id, userName: auth.user.name, status: 'pending', note: input.note }),
        );
        emit(TRAINING_EVENTS.enrollmentRequested, this.eventData(enrollment, null, batch), actorOf(auth));
        return toEnrollmentResponse(enrollment, batch);
      });
    } catch (error) {
      if (uniqueViolation(error) === 'enrollments_active_uq') throw new ConflictException(ENROLLMENT_MESSAGES.alreadyRequested);
      throw error;
    }
  }

  /** Workspace enrollments (admin overview), my own, or those of batches I coach. */
  async list(auth: SignedInContext, filter: EnrollmentFilter): Promise<EnrollmentResponse[]> {
    const query = this.enrollments
      .query(workspaceIdOf(auth), 'e')
      .innerJoinAndMapOne('e.batch', TrainingBatch, 'b', 'b.id = e.batchId')
      .orderBy('e.requestedAt', 'DESC')
      .addOrderBy('e.id', 'DESC');
    if (filter.status) query.andWhere('e.status = :status', { status: filter.status });
    if (filter.batchId) query.andWhere('e.batchId = :batchId', { batchId: filter.batchId });
    if (filter.userId) query.andWhere('e.userId = :userId', { userId: filter.userId });
    if (filter.coachId) query.andWhere('b.coachId = :coachId', { coachId: filter.coachId });
    const rows = (await query.getMany()) as (Enrollment & { batch: TrainingBatch })[];
    return rows.map((e) => toEnrollmentResponse(e, e.batch));
  }

  /** The admin overview of every enrollment in the workspace. */
  async listWorkspace(auth: SignedInContext, filter: EnrollmentFilter): Promise<EnrollmentResponse[]> {
    if (!isWorkspaceAdmin(auth)) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
    return this.list(auth, filter);
  }

  /**
   * Approve, reject or withdraw under the batch's row lock: concurrent approvals queue on it,
   * each sees the count the previous one left, and none takes a seat past capacity.
   */
  async decide(auth: SignedInContext, id: number, decision: EnrollmentDecision): Promise<EnrollmentResponse> {
    const workspaceId = workspaceIdOf(auth);
    return this.outbox.transaction(async (manager, emit) => {
      const enrollments = this.enrollments.in(manager);
      const batches = this.batches.in(manager);
      const seen = await enrollments.get(workspaceId, id, ENROLLMENT_MESSAGES.notFound);
      const batch = await batches.get(workspaceId, seen.batchId, ENROLLMENT_MESSAGES.notFound, { lock: true });
      const enrollment = await enrollments.get(workspaceId, id, ENROLLMENT_MESSAGES.notFound, { lock: true });
      this.assertMayDecide(auth, batch, enrollment, decision);
      const next = enrollmentTransition(enrollment.status, decision);
      if (!next) throw new ConflictException(ENROLLMENT_MESSAGES.illegal(enrollment.status, decision));
      if (next === 'approved') this.assertOpen(batch);
      const previous = enrollment.status;
      const seatChange = (next === 'approved' ? 1 : 0) - (previous === 'approved' ? 1 : 0);
      if (seatChange !== 0) {
        batch.enrolledCount += seatChange;
        await batches.update(workspaceId, { id: batch.id }, { enrolledCount: batch.enrolledCount });
      }
      Object.assign(enrollment, { status: next, decidedAt: new Date(), decidedBy: auth.user.id });
      await enrollments.save(workspaceId, enrollment);
      if (next === 'approved') await this.joinBatchLists(manager, batch, enrollment);
      emit(DECISION_EVENTS[decision], this.eventData(enrollment, previous, batch), actorOf(auth));
      return toEnrollmentResponse(enrollment, batch);
    });
  }

  private assertMayDecide(auth: SignedInContext, batch: TrainingBatch, enrollment: Enrollment, decision: EnrollmentDecision): void {
    if (decision === 'withdraw') {
      if (enrollment.userId !== auth.user.id && !managesBatch(auth, batch)) throw new ForbiddenException(ENROLLMENT_MESSAGES.ownOnly);
      return;
    }
    if (!managesBatch(auth, batch)) throw new ForbiddenException(BATCH_MESSAGES.notCoach);
  }

  private assertOpen(batch: TrainingBatch): void {
    if (batch.closed) throw new ConflictException(ENROLLMENT_MESSAGES.batchClosed);
    if (batch.enrolledCount >= batch.capacity) throw new ConflictException(ENROLLMENT_MESSAGES.batchFull);
  }

  /** An approved player joins the rosters of the batch's attendance lists. */
  private async joinBatchLists(manager: EntityManager, batch: TrainingBatch, enrollment: Enrollment): Promise<void> {
    await manager.query(
      `INSERT INTO list_members (list_id, user_id, name)
       SELECT id, $2, $3 FROM attendance_lists WHERE batch_id = $1
       ON CONFLICT (list_id, user_id) DO NOTHING`,
      [batch.id, enrollment.userId, enrollment.userName],
    );
  }

  private eventData(enrollment: Enrollment, previousStatus: EnrollmentStatus | null, batch: TrainingBatch): EnrollmentEventData {
    return {
      enrollmentId: enrollment.id,
      batchId: batch.id,
      workspaceId: batch.workspaceId,
      userId: enrollment.userId,
      status: enrollment.status,
      previousStatus,
      batchStatus: batchStatusFor(batch.closed, batch.enrolledCount, batch.capacity),
      enrolledCount: batch.enrolledCount,
      capacity: batch.capacity,
    };
  }
}

