import { apiGet } from '@cricket/shell-sdk';
import { useQuery } from '@tanstack/react-query';

/** A read whose key is its API path (core §7), query string included. */
export function useApiQuery<T>(path: string, enabled = true) {
  return useQuery<T>({ queryKey: [path], queryFn: () => apiGet<T>(path), enabled });
}
