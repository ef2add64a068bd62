import type { WorkspaceMemberResponse } from '@cricket/contracts';
import { queryKeys, useWorkspace } from '@cricket/shell-sdk';
import { useApiQuery } from '../../common/hooks/useApiQuery';

/** Members of the current workspace, to subscribe one of them (an outside person needs none). */
export function useWorkspaceMembers() {
  const { current } = useWorkspace();
  return useApiQuery<WorkspaceMemberResponse[]>(queryKeys.members(current?.id ?? 0)[0], undefined, !!current);
}
