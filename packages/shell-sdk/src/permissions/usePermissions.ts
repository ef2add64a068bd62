import {
  decidePermission,
  isWorkspaceAdmin,
  PERMISSION_TEXTS,
  type Action,
  type Module,
  type ModulePermission,
} from '@cricket/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { ApiError } from '../api/ApiError';
import { apiGet } from '../api/client';
import { queryKeys } from '../api/queryKeys';
import { useAuth } from '../auth/useAuth';
import { toastError } from '../toast/toast';
import { useWorkspace } from '../workspace/WorkspaceProvider';

export interface PermissionsState {
  permissions: ModulePermission[];
  isLoading: boolean;
  error: Error | null;
  can: (module: Module, action: Action) => boolean;
  /** An admin of the current workspace: contracts' `isWorkspaceAdmin`, the rule the services apply. */
  isAdmin: boolean;
}

async function fetchMyPermissions(workspaceId: number): Promise<ModulePermission[]> {
  let answer: unknown;
  try {
    answer = await apiGet<unknown>(queryKeys.myPermissions(workspaceId)[0]);
  } catch (error) {
    if (error instanceof ApiError) throw new Error(PERMISSION_TEXTS.fetchFailed(error.status));
    throw error;
  }
  if (!Array.isArray(answer)) throw new Error(PERMISSION_TEXTS.invalidFormat);
  return answer as ModulePermission[];
}

/**
 * The caller's module permissions in the current workspace and the decision of core §6.
 * Cached per workspace; a switch drops the cache and the 'workspace-changed' event refetches.
 */
export function usePermissions(): PermissionsState {
  const { user } = useAuth();
  const { current, isLoading: workspaceLoading } = useWorkspace();
  const workspaceId = current?.id ?? null;

  const query = useQuery({
    queryKey: queryKeys.myPermissions(workspaceId ?? 0),
    queryFn: () => fetchMyPermissions(workspaceId as number),
    enabled: !!user && workspaceId !== null,
  });

  useEffect(() => {
    if (query.error) toastError(PERMISSION_TEXTS.loadFailed, query.error.message);
  }, [query.error]);

  const permissions = useMemo(() => query.data ?? [], [query.data]);
  const isLoading = workspaceLoading || (workspaceId !== null && query.isLoading);

  const can = useCallback(
    (module: Module, action: Action) =>
      decidePermission(
        { loading: isLoading, role: user?.role, workspaceId, workspaceRole: current?.role, permissions },
        module,
        action,
      ),
    [isLoading, user?.role, workspaceId, current?.role, permissions],
  );

  const isAdmin = !isLoading && isWorkspaceAdmin({ role: user?.role, workspaceId, workspaceRole: current?.role, permissions });
  return { permissions, isLoading, error: query.error, can, isAdmin };
}

export function useCan(module: Module, action: Action): boolean {
  return usePermissions().can(module, action);
}
