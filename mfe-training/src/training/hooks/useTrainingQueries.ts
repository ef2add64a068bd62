import {
  TRAINING_API,
  type BatchOverview,
  type EnrollmentResponse,
  type TrainingBatchDetail,
  type TrainingBatchResponse,
} from '@cricket/contracts';
import { useApiQuery } from '../../common/useApiQuery';

export const useBatches = () => useApiQuery<TrainingBatchResponse[]>(TRAINING_API.batches);
export const useMyBatches = () => useApiQuery<TrainingBatchResponse[]>(TRAINING_API.myBatches);
export const useBatchOverview = () => useApiQuery<BatchOverview>(TRAINING_API.batchOverview);
export const useBatch = (id: number) => useApiQuery<TrainingBatchDetail>(TRAINING_API.batch(id), Number.isInteger(id) && id > 0);

export const useMyEnrollments = () => useApiQuery<EnrollmentResponse[]>(TRAINING_API.myEnrollments);
export const useCoachEnrollments = (status?: string) => useApiQuery<EnrollmentResponse[]>(TRAINING_API.coachEnrollments({ status }));
export const useWorkspaceEnrollments = (status?: string) => useApiQuery<EnrollmentResponse[]>(TRAINING_API.workspaceEnrollments({ status }));
