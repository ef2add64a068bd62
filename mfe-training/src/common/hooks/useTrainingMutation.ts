import { useAreaMutation, type MutationToasts } from '@cricket/shell-sdk';
import { isTrainingDataKey } from '../utils/trainingKeys';

/** A change with its toasts; every read of this remote is refetched after it succeeds. */
export const useTrainingMutation = <V, R = unknown>(mutationFn: (variables: V) => Promise<R>, toasts: MutationToasts<V, R>) =>
  useAreaMutation(mutationFn, toasts, isTrainingDataKey);
