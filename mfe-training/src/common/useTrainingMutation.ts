import { errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UI_TEXTS } from '../texts';
import { isTrainingDataKey } from './trainingKeys';

export interface MutationToasts<V, R> {
  success: (variables: V, answer: R) => [title: string, description?: string];
  /** Shown under 'Error' when the server sends no message. */
  failure: string;
}

/** A change with its toasts; every read of this remote is refetched after it succeeds. */
export function useTrainingMutation<V, R = unknown>(mutationFn: (variables: V) => Promise<R>, toasts: MutationToasts<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer, variables) => {
      toastSuccess(...toasts.success(variables, answer));
      await queryClient.invalidateQueries({ predicate: (query) => isTrainingDataKey(query.queryKey) });
    },
    onError: (error) => toastError(UI_TEXTS.errorTitle, errorMessage(error, toasts.failure)),
  });
}
