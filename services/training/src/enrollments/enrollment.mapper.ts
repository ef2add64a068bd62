import type { EnrollmentResponse } from '@cricket/contracts';
import type { TrainingBatch } from '../batches/training-batch.entity';
import type { Enrollment } from './enrollment.entity';

export function toEnrollmentResponse(enrollment: Enrollment, batch: Pick<TrainingBatch, 'name' | 'coachId' | 'coachName'>): EnrollmentResponse {
  return {
    id: enrollment.id,
    workspaceId: enrollment.workspaceId,
    batchId: enrollment.batchId,
    batchName: batch.name,
    coachId: batch.coachId,
    coachName: batch.coachName,
    userId: enrollment.userId,
    userName: enrollment.userName,
    status: enrollment.status,
    note: enrollment.note,
    requestedAt: enrollment.requestedAt.toISOString(),
    decidedAt: enrollment.decidedAt ? enrollment.decidedAt.toISOString() : null,
    decidedBy: enrollment.decidedBy,
  };
}
