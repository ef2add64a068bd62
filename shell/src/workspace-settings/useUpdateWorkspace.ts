import { WORKSPACE_TEXTS, type WorkspaceResponse } from '@cricket/contracts';
import { apiRequest, errorMessage, queryKeys, toastError, toastSuccess } from '@cricket/shell-sdk';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export type WorkspaceChanges = Partial<Pick<WorkspaceResponse, 'name' | 'matchVisibility'>>;

/** PATCH of the current workspace (admins): the answer becomes the current workspace, and the list is read again. */
export function useUpdateWorkspace(workspace: WorkspaceResponse, successTitle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: WorkspaceChanges) => apiRequest<WorkspaceResponse>('PATCH', `/api/workspaces/${workspace.id}`, changes),
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeys.currentWorkspace, { workspace: { ...workspace, ...updated, role: workspace.role } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.workspaces });
      toastSuccess(successTitle);
    },
    onError: (error) => toastError(WORKSPACE_TEXTS.errorTitle, errorMessage(error, WORKSPACE_TEXTS.updateFailed)),
  });
}
