import { accountMenuVisibility, createWorkspaceBody, PERMISSION_DENIED_TOOLTIP, WORKSPACE_NAME_MAX, type WorkspaceResponse } from '@cricket/contracts';
import { schemaRule, useWorkspace } from '@cricket/shell-sdk';
import { Button, Card, Form, Input, Result } from 'antd';
import { lazy, Suspense } from 'react';
import { Loading } from '../common/Loading';
import { RequireAuth } from '../common/RequireAuth';
import { MatchVisibilityCard } from './components/MatchVisibilityCard';
import { MembersCard } from './components/MembersCard';
import { useUpdateWorkspace } from './useUpdateWorkspace';

// Its own chunk, so the page stays within its recorded route budget (the build's route table).
const InviteLinksCard = lazy(() => import(/* webpackChunkName: "invite-links" */ './components/InviteLinksCard').then((m) => ({ default: m.InviteLinksCard })));

function RenameCard({ workspace }: { workspace: WorkspaceResponse }) {
  const rename = useUpdateWorkspace(workspace, 'Workspace updated');
  return (
    <Card title="Workspace" style={{ marginBottom: 16 }}>
      <Form layout="inline" initialValues={{ name: workspace.name }} onFinish={({ name }: { name: string }) => rename.mutate({ name: name.trim() })} style={{ rowGap: 8 }}>
        <Form.Item name="name" label="Name" rules={[schemaRule(createWorkspaceBody.entries.name)]} style={{ flex: 1, minWidth: 240 }}>
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
      <MatchVisibilityCard workspace={current} />
      <Suspense fallback={<Card title="Invite links" loading style={{ marginBottom: 16 }} />}>
        <InviteLinksCard workspaceId={current.id} />
      </Suspense>
      <MembersCard workspaceId={current.id} />
    </div>
  );
}

/** Workspace settings (admin only): rename, who opens match links, invite links, members with roles, per-module permissions. */
export function WorkspaceSettingsPage() {
  return (
    <RequireAuth>
      <Settings />
    </RequireAuth>
  );
}
