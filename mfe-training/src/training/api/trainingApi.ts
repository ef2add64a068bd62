import {
  TRAINING_API,
  type EnrollmentRequestPayload,
  type EnrollmentResponse,
  type TrainingBatchPayload,
  type TrainingBatchResponse,
} from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';

export function createBatch(payload: TrainingBatchPayload): Promise<TrainingBatchResponse> {
  return apiRequest('POST', TRAINING_API.batches, payload);
}

export function updateBatch(id: number, payload: Partial<TrainingBatchPayload>): Promise<TrainingBatchResponse> {
  return apiRequest('PATCH', TRAINING_API.batch(id), payload);
}

export function requestEnrollment(payload: EnrollmentRequestPayload): Promise<EnrollmentResponse> {
  return apiRequest('POST', TRAINING_API.enrollments, payload);
}

export type EnrollmentAction = 'approve' | 'reject' | 'withdraw';

const ACTION_PATHS: Record<EnrollmentAction, (id: number) => string> = {
  approve: TRAINING_API.approveEnrollment,
  reject: TRAINING_API.rejectEnrollment,
  withdraw: TRAINING_API.withdrawEnrollment,
};

export function decideEnrollment(id: number, action: EnrollmentAction): Promise<EnrollmentResponse> {
  return apiRequest('POST', ACTION_PATHS[action](id));
}
