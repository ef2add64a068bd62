import { ENROLLMENT_STATUS_LABELS, type EnrollmentRequestPayload, type TrainingBatchPayload } from '@cricket/contracts';
import { useTrainingMutation } from '../../common/hooks/useTrainingMutation';
import { TRAINING_TOASTS } from '../../texts';
import { createBatch, decideEnrollment, requestEnrollment, updateBatch, type EnrollmentAction } from '../api/trainingApi';

export function useCreateBatch() {
  return useTrainingMutation((payload: TrainingBatchPayload) => createBatch(payload), {
    success: (payload) => [TRAINING_TOASTS.batchCreatedTitle, TRAINING_TOASTS.batchCreated(payload.name)],
    failure: TRAINING_TOASTS.batchSaveFailed,
  });
}

export function useUpdateBatch() {
  return useTrainingMutation(({ id, payload }: { id: number; payload: Partial<TrainingBatchPayload> }) => updateBatch(id, payload), {
    success: () => [TRAINING_TOASTS.batchUpdatedTitle],
    failure: TRAINING_TOASTS.batchSaveFailed,
  });
}

export function useRequestEnrollment() {
  return useTrainingMutation((payload: EnrollmentRequestPayload) => requestEnrollment(payload), {
    success: () => [TRAINING_TOASTS.requestSentTitle, TRAINING_TOASTS.requestSent],
    failure: TRAINING_TOASTS.requestFailed,
  });
}

export function useDecideEnrollment() {
  return useTrainingMutation(({ id, action }: { id: number; action: EnrollmentAction }) => decideEnrollment(id, action), {
    success: (_variables, answer) => [TRAINING_TOASTS.enrollmentUpdatedTitle, TRAINING_TOASTS.enrollmentNow(ENROLLMENT_STATUS_LABELS[answer.status])],
    failure: TRAINING_TOASTS.enrollmentFailed,
  });
}
