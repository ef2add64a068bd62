import { WORKSPACE_CHANGED_EVENT } from '@cricket/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AreaKeys } from './useAreaMutation';

/** A 'workspace-changed' browser event refetches every read of the area (core §3). */
export function useWorkspaceChangedRefetch(areaKeys: AreaKeys): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ predicate: (query) => areaKeys(query.queryKey) });
    window.addEventListener(WORKSPACE_CHANGED_EVENT, refetch);
    return () => window.removeEventListener(WORKSPACE_CHANGED_EVENT, refetch);
  }, [queryClient, areaKeys]);
}
