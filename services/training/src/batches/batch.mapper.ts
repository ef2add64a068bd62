import { batchStatusFor, type BatchEventData, type MyEnrollmentRef, type TrainingBatchPayload, type TrainingBatchResponse } from '@cricket/contracts';
import type { TrainingBatch } from './training-batch.entity';

export function toBatchResponse(batch: TrainingBatch, pendingCount: number, myEnrollment: MyEnrollmentRef | null): TrainingBatchResponse {
  return {
    id: batch.id,
    workspaceId: batch.workspaceId,
    name: batch.name,
    description: batch.description,
    coachId: batch.coachId,
    coachName: batch.coachName,
    level: batch.level,
    scheduleDays: batch.scheduleDays,
    startTime: batch.startTime,
    endTime: batch.endTime,
    startDate: batch.startDate,
    endDate: batch.endDate,
    capacity: batch.capacity,
    monthlyFee: batch.monthlyFee,
    location: batch.location,
    groundId: batch.groundId,
    status: batchStatusFor(batch.closed, batch.enrolledCount, batch.capacity),
    enrolledCount: batch.enrolledCount,
    pendingCount,
    seatsLeft: Math.max(0, batch.capacity - batch.enrolledCount),
    myEnrollment,
    createdAt: batch.createdAt.toISOString(),
    updatedAt: batch.updatedAt.toISOString(),
  };
}

/** The stored batch as a payload, so a partial change is validated as a whole batch. */
export function batchAsPayload(batch: TrainingBatch): TrainingBatchPayload {
  return {
    name: batch.name,
    description: batch.description,
    level: batch.level,
    scheduleDays: batch.scheduleDays,
    startTime: batch.startTime,
    endTime: batch.endTime,
    startDate: batch.startDate,
    endDate: batch.endDate,
    capacity: batch.capacity,
    monthlyFee: batch.monthlyFee,
    location: batch.location,
    groundId: batch.groundId,
    status: batch.closed ? 'closed' : 'open',
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
