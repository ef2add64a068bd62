import {
  LIMITS,
  WORKSPACE_CHANGED_EVENT,
  WORKSPACE_MESSAGES,
  WORKSPACE_TEXTS,
  type WorkspaceResponse,
} from '@cricket/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, errorMessage, isApiError } from '../api/ApiError';
import { apiGet } from '../api/client';
import { isPermissionKey, queryKeys } from '../api/queryKeys';
import { useAuth } from '../auth/useAuth';
import { toastError } from '../toast/toast';
import {
  createWorkspace,
  normalizeCurrentWorkspace,
  refreshSession,
  switchWorkspace,
  type SwitchOptions,
} from './workspaceApi';

export interface WorkspaceContextValue {
  workspaces: WorkspaceResponse[];
  current: WorkspaceResponse | null;
  isLoading: boolean;
  /** Set when the workspace data could not be loaded; the selector hides itself then. */
  error: Error | null;
  switchTo: (workspaceId: number, options?: SwitchOptions) => Promise<void>;
  create: (name: string) => Promise<WorkspaceResponse>;
  refresh: () => Promise<void>;
}

const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

async function fetchWorkspaces(): Promise<WorkspaceResponse[]> {
  const answer = await apiGet<unknown>('/api/workspaces');
  if (!Array.isArray(answer)) throw new Error(WORKSPACE_TEXTS.invalidData);
  return answer as WorkspaceResponse[];
}

async function fetchCurrent() {
  return { workspace: normalizeCurrentWorkspace(await apiGet<unknown>('/api/workspaces/current')) };
}

/** Loads the signed-in user's workspaces 100 ms after authentication (core §4). */
function useDelayedStart(userId: number | undefined): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    setReady(false);
    if (userId === undefined) return;
    const timer = window.setTimeout(() => setReady(true), LIMITS.workspaceLoadDelayMs);
    return () => window.clearTimeout(timer);
  }, [userId]);
  return ready;
}

export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  // Gated on the user as well: after logout the delay flag resets one render late.
  const ready = useDelayedStart(user?.id) && user !== null;

  const workspacesQuery = useQuery({ queryKey: queryKeys.workspaces, queryFn: fetchWorkspaces, enabled: ready });
  const currentQuery = useQuery({ queryKey: queryKeys.currentWorkspace, queryFn: fetchCurrent, enabled: ready });

  const workspaces = useMemo(() => workspacesQuery.data ?? [], [workspacesQuery.data]);
  const current = currentQuery.data?.workspace ?? null;
  const error = workspacesQuery.error ?? currentQuery.error ?? null;

  const loadError = workspacesQuery.error;
  useEffect(() => {
    // A 401 means the session ended; the app shows the signed-out state instead.
    if (loadError && !(isApiError(loadError) && loadError.status === 401)) toastError(WORKSPACE_TEXTS.errorTitle, WORKSPACE_TEXTS.loadFailed);
  }, [loadError]);

  const switchTo = useCallback(
    async (workspaceId: number, options?: SwitchOptions) => {
      try {
        await switchWorkspace(queryClient, workspaceId, options);
      } catch (switchError) {
        const message = switchError instanceof ApiError && switchError.status === 400 ? switchError.message : WORKSPACE_TEXTS.switchFailed;
        toastError(WORKSPACE_TEXTS.errorTitle, message);
      }
    },
    [queryClient],
  );

  // With no current workspace, select the user's own (else the first) without a reload (core §4).
  useEffect(() => {
    if (!user || !currentQuery.isSuccess || current || !workspacesQuery.isSuccess || workspaces.length === 0) return;
    const preferred = workspaces.find((w) => w.id === user.workspaceId) ?? workspaces[0];
    void switchTo(preferred.id, { skipReload: true });
  }, [user, current, currentQuery.isSuccess, workspacesQuery.isSuccess, workspaces, switchTo]);

  // Permission reads follow the 'workspace-changed' event wherever it comes from (core §4).
  useEffect(() => {
    const onChanged = () => void queryClient.invalidateQueries({ predicate: (q) => isPermissionKey(q.queryKey) });
    window.addEventListener(WORKSPACE_CHANGED_EVENT, onChanged);
    return () => window.removeEventListener(WORKSPACE_CHANGED_EVENT, onChanged);
  }, [queryClient]);

  const create = useCallback(
    async (name: string) => {
      if (!user) {
        toastError(WORKSPACE_TEXTS.authErrorTitle, WORKSPACE_MESSAGES.notAuthenticated);
        throw new Error(WORKSPACE_MESSAGES.notAuthenticated);
      }
      const workspace = await createWorkspace(name);
      await queryClient.invalidateQueries({ queryKey: queryKeys.workspaces });
      return workspace;
    },
    [queryClient, user],
  );

  const refresh = useCallback(async () => {
    if (!current) return;
    try {
      await refreshSession(queryClient, current.id);
    } catch (refreshError) {
      console.debug('[workspace] session refresh failed', errorMessage(refreshError, ''));
    }
  }, [queryClient, current]);

  // Coming back to the tab re-reads the session's workspace (throttled to once per 2 s).
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [refresh]);

  const value = useMemo<WorkspaceContextValue>(
    () => ({
      workspaces,
      current,
      isLoading: !!user && (!ready || workspacesQuery.isLoading || currentQuery.isLoading),
      error,
      switchTo,
      create,
      refresh,
    }),
    [workspaces, current, user, ready, workspacesQuery.isLoading, currentQuery.isLoading, error, switchTo, create, refresh],
  );

  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

/** The workspace context; outside a WorkspaceProvider it is null (the selector then hides). */
export function useWorkspaceContext(): WorkspaceContextValue | null {
  return useContext(WorkspaceContext);
}

const EMPTY: WorkspaceContextValue = {
  workspaces: [],
  current: null,
  isLoading: false,
  error: null,
  switchTo: async () => undefined,
  create: async () => {
    throw new Error(WORKSPACE_MESSAGES.notAuthenticated);
  },
  refresh: async () => undefined,
};

/** Current workspace, list and actions; safe to call anywhere (empty outside the provider). */
export function useWorkspace(): WorkspaceContextValue {
  return useContext(WorkspaceContext) ?? EMPTY;
}
