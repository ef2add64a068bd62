import { LIMITS, type UserResponse } from '@cricket/contracts';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../api/queryClient';
import { queryKeys } from '../api/queryKeys';

export interface AuthState {
  user: UserResponse | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  error: Error | null;
}

/** The signed-in user; a 401 means nobody is signed in, not an error (core §4). */
export function useAuth(): AuthState {
  const query = useQuery<UserResponse | null>({
    queryKey: queryKeys.user,
    queryFn: getQueryFn<UserResponse | null>({ on401: 'returnNull' }),
    retry: LIMITS.userFetchRetries,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, LIMITS.userFetchRetryDelayMaxMs),
    refetchOnWindowFocus: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null, error: query.error };
}
