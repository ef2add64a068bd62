import type { QueryParams } from '@cricket/shell-sdk';

// Apart from the commerce keys' other rules: the route table declares a page's first reads with
// it, and everything imported here goes into every commerce route's first chunk.

/** Drops empty filters so equal filters share one cache entry and the query string stays clean. */
function compact(params?: QueryParams): QueryParams | undefined {
  if (!params) return undefined;
  const kept = Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '');
  return kept.length ? Object.fromEntries(kept) : undefined;
}

/**
 * The key of a read of `path` with `params`: the API path, plus its query when a filter is set
 * (core §7). useApiQuery reads with it and routes.tsx declares a page's first reads with it, so
 * both name the same request.
 */
export function commerceQueryKey(path: string, params?: QueryParams): readonly [path: string, query?: QueryParams] {
  const query = compact(params);
  return query ? [path, query] : [path];
}
