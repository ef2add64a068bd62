import {
  TRAINING_API,
  type BatchOverview,
  type EnrollmentResponse,
  type TrainingBatchDetail,
  type TrainingBatchResponse,
} from '@cricket/contracts';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { isValidId } from '../../common/utils/isValidId';
import { decidableEnrollmentsPath } from '../api/enrollmentPaths';

export const useBatches = () => useApiQuery<TrainingBatchResponse[]>(TRAINING_API.batches);
export const useMyBatches = () => useApiQuery<TrainingBatchResponse[]>(TRAINING_API.myBatches);
export const useBatchOverview = () => useApiQuery<BatchOverview>(TRAINING_API.batchOverview);
export const useBatch = (id: number) => useApiQuery<TrainingBatchDetail>(TRAINING_API.batch(id), isValidId(id));

export const useMyEnrollments = () => useApiQuery<EnrollmentResponse[]>(TRAINING_API.myEnrollments);

/** The enrollments a coach decides, or all of the workspace's for its admins; only the pending ones when asked. */
export const useDecidableEnrollments = (scope: 'coach' | 'workspace', status?: string) =>
  useApiQuery<EnrollmentResponse[]>(decidableEnrollmentsPath(scope, status));
