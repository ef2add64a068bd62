import { batchSettingsOf, batchStatusFor, type BatchEventData, type MyEnrollmentRef, type TrainingBatchResponse } from '@cricket/contracts';
import type { TrainingBatch } from './training-batch.entity';

export function toBatchResponse(batch: TrainingBatch, pendingCount: number, myEnrollment: MyEnrollmentRef | null): TrainingBatchResponse {
  return {
    id: batch.id,
    workspaceId: batch.workspaceId,
    ...batchSettingsOf(batch),
    coachId: batch.coachId,
    coachName: batch.coachName,
    status: batchStatusFor(batch.closed, batch.enrolledCount, batch.capacity),
    enrolledCount: batch.enrolledCount,
    pendingCount,
    seatsLeft: Math.max(0, batch.capacity - batch.enrolledCount),
    myEnrollment,
    createdAt: batch.createdAt.toISOString(),
    updatedAt: batch.updatedAt.toISOString(),
  };
}

export function batchEventData(batch: TrainingBatch): BatchEventData {
  return {
    batchId: batch.id,
    workspaceId: batch.workspaceId,
    name: batch.name,
    coachId: batch.coachId,
    status: batchStatusFor(batch.closed, batch.enrolledCount, batch.capacity),
    capacity: batch.capacity,
    enrolledCount: batch.enrolledCount,
    monthlyFee: batch.monthlyFee,
  };
}
