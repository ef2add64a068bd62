import { WORKSPACE_CHANGED_EVENT } from '@cricket/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isGroundDataKey } from '../api/groundKeys';

/** A 'workspace-changed' browser event refetches grounds and bookings (booking §4). */
export function useWorkspaceChangedRefetch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ predicate: (query) => isGroundDataKey(query.queryKey) });
    window.addEventListener(WORKSPACE_CHANGED_EVENT, refetch);
    return () => window.removeEventListener(WORKSPACE_CHANGED_EVENT, refetch);
  }, [queryClient]);
}
