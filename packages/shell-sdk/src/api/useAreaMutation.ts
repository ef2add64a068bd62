import { ERROR_TOAST_TITLE } from '@cricket/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '../toast';
import { errorMessage } from './ApiError';

/** Which query keys belong to an area (a remote's reads), so that a change refetches them all. */
export type AreaKeys = (queryKey: readonly unknown[]) => boolean;

export interface MutationToasts<V, R> {
  success: (variables: V, answer: R) => [title: string, description?: string];
  /** Shown under 'Error' when the server sends no message. */
  failure: string;
}

/** A change with its toasts (core §8); every read of the area is refetched once it lands. */
export function useAreaMutation<V, R = unknown>(mutationFn: (variables: V) => Promise<R>, toasts: MutationToasts<V, R>, areaKeys: AreaKeys) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer, variables) => {
      toastSuccess(...toasts.success(variables, answer));
      await queryClient.invalidateQueries({ predicate: (query) => areaKeys(query.queryKey) });
    },
    onError: (error) => toastError(ERROR_TOAST_TITLE, errorMessage(error, toasts.failure)),
  });
}
