import { AUTH_TEXTS, LIMITS } from '@cricket/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { navigateAfterToasts, toast, toastError } from '../toast/toast';

/**
 * Logout of core §4: the user, the current workspace and the list are cleared even if
 * the server call fails, then the browser goes to / after 0.5 s.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  let serverFailed = false;
  try {
    await apiRequest('POST', '/api/logout');
  } catch {
    serverFailed = true;
  }
  queryClient.setQueryData(queryKeys.user, null);
  queryClient.removeQueries({ queryKey: queryKeys.currentWorkspace });
  queryClient.removeQueries({ queryKey: queryKeys.workspaces });
  if (serverFailed) toastError(AUTH_TEXTS.logoutIssueTitle, AUTH_TEXTS.logoutIssueDescription);
  else toast({ title: AUTH_TEXTS.loggedOutTitle });
  await navigateAfterToasts('/', LIMITS.logoutRedirectDelayMs);
}

export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => logout(queryClient), [queryClient]);
}
