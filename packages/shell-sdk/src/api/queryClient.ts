import { LIMITS } from '@cricket/contracts';
import { QueryClient, type Query, type QueryCache, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { apiGet, apiGetOrNull, withQuery, type QueryParams } from './client';

export interface QueryFnOptions {
  on401: 'throw' | 'returnNull';
}

/**
 * The cached-read rule of core §7: the first key element is the API path; an object as
 * second element becomes the query string (booleans as text). Further elements only
 * separate cache entries.
 */
export function getQueryFn<T>({ on401 }: QueryFnOptions): QueryFunction<T, QueryKey> {
  return ({ queryKey }) => {
    const path = requestPathOf(queryKey);
    return (on401 === 'returnNull' ? apiGetOrNull<T>(path) : apiGet<T>(path)) as Promise<T>;
  };
}

/** The request a query key stands for (the rule above): its path with the query string. */
export function requestPathOf(queryKey: QueryKey): string {
  const [path, second] = queryKey;
  if (typeof path !== 'string') throw new Error('The first query-key element must be an API path');
  const params = second && typeof second === 'object' && !Array.isArray(second) ? (second as QueryParams) : undefined;
  return withQuery(path, params);
}

/**
 * Cache defaults of core §9: fresh 60 s, kept 5 min, no retry, no refetch on focus. Reads are
 * tried even when the browser says it is offline: the service worker answers those it keeps, so
 * an installed scorer's shell and console open with no signal (issue 16).
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: LIMITS.query.staleTimeMs,
        gcTime: LIMITS.query.gcTimeMs,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
  readAsRendered(client.getQueryCache());
  return client;
}

/** Whether an observer's `enabled` (a flag, or a function of the query) lets `query` read. */
const enabledFor = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/**
 * Starts a query's first read when a render first asks for it, rather than once the page has
 * committed and its effects subscribe (issue 23): on a phone, rendering a page takes a second or
 * more, which the read now overlaps instead of following. Decided a microtask later, so a query
 * that was created to be filled (setQueryData) or fetched by its creator (prefetchQuery) is left
 * to that. The subscribing observer then finds the read under way or done, and makes no other.
 */
function readAsRendered(cache: QueryCache): void {
  cache.subscribe((event) => {
    if (event.type !== 'added') return;
    const { query } = event;
    queueMicrotask(() => {
      const { data, fetchStatus } = query.state;
      if (data === undefined && fetchStatus === 'idle' && query.getObserversCount() === 0 && enabledFor(query)) query.fetch().catch(() => undefined);
    });
  });
}
