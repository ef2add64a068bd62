import { WORKSPACE_CHANGED_EVENT } from '@cricket/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isTrainingDataKey } from './trainingKeys';

/** A 'workspace-changed' browser event refetches every training, attendance and diary read. */
export function useWorkspaceChangedRefetch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ predicate: (query) => isTrainingDataKey(query.queryKey) });
    window.addEventListener(WORKSPACE_CHANGED_EVENT, refetch);
    return () => window.removeEventListener(WORKSPACE_CHANGED_EVENT, refetch);
  }, [queryClient]);
}
