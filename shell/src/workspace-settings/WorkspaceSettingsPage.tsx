import {
  accountMenuVisibility,
  PERMISSION_DENIED_TOOLTIP,
  WORKSPACE_MESSAGES,
  WORKSPACE_NAME_MAX,
  WORKSPACE_TEXTS,
  type WorkspaceResponse,
} from '@cricket/contracts';
import { apiRequest, errorMessage, queryKeys, toastError, toastSuccess, useWorkspace } from '@cricket/shell-sdk';
import { Button, Card, Form, Input, Result } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loading } from '../common/Loading';
import { RequireAuth } from '../common/RequireAuth';
import { MembersCard } from './components/MembersCard';

function RenameCard({ workspace }: { workspace: WorkspaceResponse }) {
  const queryClient = useQueryClient();
  const rename = useMutation({
    mutationFn: (name: string) => apiRequest<WorkspaceResponse>('PATCH', `/api/workspaces/${workspace.id}`, { name: name.trim() }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(queryKeys.currentWorkspace, { workspace: { ...workspace, ...updated, role: workspace.role } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.workspaces });
      toastSuccess('Workspace updated');
    },
    onError: (error) => toastError(WORKSPACE_TEXTS.errorTitle, errorMessage(error, WORKSPACE_TEXTS.updateFailed)),
  });
  return (
    <Card title="Workspace" style={{ marginBottom: 16 }}>
      <Form layout="inline" initialValues={{ name: workspace.name }} onFinish={({ name }: { name: string }) => rename.mutate(name)} style={{ rowGap: 8 }}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, message: WORKSPACE_MESSAGES.nameRequired }]} style={{ flex: 1, minWidth: 240 }}>
          <Input maxLength={WORKSPACE_NAME_MAX} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={rename.isPending}>
          Rename
        </Button>
      </Form>
    </Card>
  );
}

function Settings() {
  const { current, isLoading } = useWorkspace();
  if (isLoading) return <Loading />;
  if (!current) return <Result status="info" title="No workspace selected" subTitle="Pick a workspace in the top navigation first." />;
  if (!accountMenuVisibility(null, current.role).workspaceSettings) {
    return <Result status="403" title="Workspace Settings" subTitle={PERMISSION_DENIED_TOOLTIP} />;
  }
  return (
    <div className="page">
      <h1 style={{ marginTop: 0 }}>Workspace Settings</h1>
      <RenameCard key={current.id} workspace={current} />
      <MembersCard workspaceId={current.id} />
    </div>
  );
}

/** Workspace settings (admin only): rename, members with roles, per-module permissions. */
export function WorkspaceSettingsPage() {
  return (
    <RequireAuth>
      <Settings />
    </RequireAuth>
  );
}
