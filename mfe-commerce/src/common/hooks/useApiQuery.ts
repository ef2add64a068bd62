import { apiGet, type QueryParams } from '@cricket/shell-sdk';
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
