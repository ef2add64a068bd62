import { SERVICE_ROUTES } from '@cricket/contracts';
import { apiGet, errorMessage, toastError, toastSuccess, type QueryParams } from '@cricket/shell-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMMON_TEXTS } from '../texts';

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

export interface MutationTexts<V, R> {
  success: (variables: V, answer: R) => [title: string, description: string];
  /** Shown under 'Error' when the server sends no message. */
  failure: string;
}

/** A change with success and error toasts; every commerce read is refetched once it lands. */
export function useCommerceMutation<V, R = unknown>(mutationFn: (variables: V) => Promise<R>, { success, failure }: MutationTexts<V, R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (answer, variables) => {
      toastSuccess(...success(variables, answer));
      await queryClient.invalidateQueries({ predicate: (query) => isCommerceKey(query.queryKey) });
    },
    onError: (error) => toastError(COMMON_TEXTS.errorTitle, errorMessage(error, failure)),
  });
}
