import { SERVICE_ROUTES } from '@cricket/contracts';
import { apiGet, useAreaMutation, type MutationToasts, type QueryParams } from '@cricket/shell-sdk';
import { useQuery } from '@tanstack/react-query';

/** Drops empty filters so equal filters share one cache entry and the query string stays clean. */
function compact(params?: QueryParams): QueryParams | undefined {
  if (!params) return undefined;
  const kept = Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/** A cached read; the key is the API path (plus its query), as everywhere in the app (core §7). */
export function useApiQuery<T>(path: string, params?: QueryParams, enabled = true) {
  const query = compact(params);
  return useQuery({ queryKey: query ? [path, query] : [path], queryFn: () => apiGet<T>(path, query), enabled });
}

/** Every commerce read: refetched after any commerce change (stock, counts and totals move together). */
export function isCommerceKey(queryKey: readonly unknown[]): boolean {
  const head = queryKey[0];
  return typeof head === 'string' && SERVICE_ROUTES.commerce.some((prefix) => head.startsWith(prefix));
}

/** A change with its toasts; every commerce read is refetched once it lands. */
export const useCommerceMutation = <V, R = unknown>(mutationFn: (variables: V) => Promise<R>, toasts: MutationToasts<V, R>) => useAreaMutation(mutationFn, toasts, isCommerceKey);
