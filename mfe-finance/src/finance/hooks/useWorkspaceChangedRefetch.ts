import { WORKSPACE_CHANGED_EVENT } from '@cricket/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isFinanceKey } from '../api/financeKeys';

/** A 'workspace-changed' browser event refetches every finance read. */
export function useWorkspaceChangedRefetch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetch = () => void queryClient.invalidateQueries({ predicate: (query) => isFinanceKey(query.queryKey) });
    window.addEventListener(WORKSPACE_CHANGED_EVENT, refetch);
    return () => window.removeEventListener(WORKSPACE_CHANGED_EVENT, refetch);
  }, [queryClient]);
}
