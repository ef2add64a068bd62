import { apiGet, type QueryParams } from '@cricket/shell-sdk';
import { useQuery } from '@tanstack/react-query';
import { commerceQueryKey } from '../utils/commerceQueryKey';

/** A cached read; the key is the API path (plus its query), as everywhere in the app (core §7). */
export function useApiQuery<T>(path: string, params?: QueryParams, enabled = true) {
  const queryKey = commerceQueryKey(path, params);
  return useQuery({ queryKey, queryFn: () => apiGet<T>(path, queryKey[1]), enabled });
}
