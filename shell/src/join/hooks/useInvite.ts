import type { AcceptInviteResponse, InvitePreviewResponse } from '@cricket/contracts';
import { apiGet, apiRequest, queryKeys, useWorkspace } from '@cricket/shell-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const invitePath = (token: string) => `/api/invites/${encodeURIComponent(token)}`;

/** What the link offers; it depends on who asks (a member is told so), so it is read again when the user changes. */
export function useInvitePreview(token: string, userId: number | null) {
  return useQuery({ queryKey: [invitePath(token), { userId }], queryFn: () => apiGet<InvitePreviewResponse>(invitePath(token)) });
}

/** Joins with the link, then switches to the workspace joined, which lands on / (core §4 switch). */
export function useAcceptInvite(token: string) {
  const queryClient = useQueryClient();
  const { switchTo } = useWorkspace();
  return useMutation({
    mutationFn: () => apiRequest<AcceptInviteResponse>('POST', `${invitePath(token)}/accept`),
    onSuccess: async (joined) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.workspaces });
      await switchTo(joined.workspaceId);
    },
  });
}
