import { apiGet } from '@cricket/shell-sdk';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { pathKey } from '../utils/trainingKeys';

/** How a read may be re-read by itself (a page that follows changes made elsewhere). */
export type ApiQueryRefetch<T> = UseQueryOptions<T>['refetchInterval'];

/** A read whose key is its API path (core §7), query string included. */
export function useApiQuery<T>(path: string, enabled = true, refetchInterval?: ApiQueryRefetch<T>) {
  return useQuery<T>({ queryKey: pathKey(path), queryFn: () => apiGet<T>(path), enabled, refetchInterval });
}
