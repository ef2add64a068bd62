import type { AreaKeys } from '@cricket/shell-sdk';
import { useMutation } from '@tanstack/react-query';
import { useInvalidate } from './useInvalidate';

/** A write after which the reads of `stale` are stale once it has succeeded. */
export function useInvalidatingMutation<V, R>(mutationFn: (variables: V) => Promise<R>, stale: AreaKeys) {
  const invalidate = useInvalidate(stale);
  return useMutation({ mutationFn, onSuccess: invalidate });
}
