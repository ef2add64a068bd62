import { WORKSPACE_TEXTS, type CreatedInviteResponse, type CreateInviteBody, type WorkspaceInviteResponse } from '@cricket/contracts';
import { apiGet, apiRequest, errorMessage, toastError, toastSuccess } from '@cricket/shell-sdk';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const invitesKey = (workspaceId: number) => [`/api/workspaces/${workspaceId}/invites`] as const;

/** The workspace's usable invite links, and creating and revoking them (admins). */
export function useInviteLinks(workspaceId: number) {
  const queryClient = useQueryClient();
  const key = invitesKey(workspaceId);
  const invites = useQuery({ queryKey: key, queryFn: () => apiGet<WorkspaceInviteResponse[]>(key[0]) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const create = useMutation({
    mutationFn: (body: CreateInviteBody) => apiRequest<CreatedInviteResponse>('POST', key[0], body),
    onSuccess: async () => {
      toastSuccess('Invite link created');
      await refresh();
    },
    onError: (error) => toastError(WORKSPACE_TEXTS.errorTitle, errorMessage(error, 'Failed to create the invite link. Please try again.')),
  });
  const revoke = useMutation({
    mutationFn: (inviteId: number) => apiRequest('DELETE', `${key[0]}/${inviteId}`),
    onSuccess: async () => {
      toastSuccess('Invite link revoked');
      await refresh();
    },
    onError: (error) => toastError(WORKSPACE_TEXTS.errorTitle, errorMessage(error, 'Failed to revoke the invite link. Please try again.')),
  });
  return { invites, create, revoke };
}
