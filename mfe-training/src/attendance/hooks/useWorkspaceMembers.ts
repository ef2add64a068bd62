import type { WorkspaceMemberResponse } from '@cricket/contracts';
import { apiGet, queryKeys, useWorkspace } from '@cricket/shell-sdk';
import { useQuery } from '@tanstack/react-query';

/** The current workspace's members, to put on an attendance list by name. */
export function useWorkspaceMembers() {
  const { current } = useWorkspace();
  const key = queryKeys.members(current?.id ?? 0);
  return useQuery({ queryKey: key, queryFn: () => apiGet<WorkspaceMemberResponse[]>(key[0]), enabled: !!current });
}
