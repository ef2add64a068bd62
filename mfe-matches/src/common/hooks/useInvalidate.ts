import type { AreaKeys } from '@cricket/shell-sdk';
import { useQueryClient } from '@tanstack/react-query';

/** Marks the cached reads of `stale` as stale, refetching those on screen. */
export function useInvalidate(stale: AreaKeys) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: ({ queryKey }) => stale(queryKey) });
}
