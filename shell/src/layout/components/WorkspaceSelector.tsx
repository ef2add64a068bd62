import { useAuth, useWorkspace } from '@cricket/shell-sdk';
import { Button, Divider, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';

export const CREATE_WORKSPACE_TITLE = 'Create Workspace';

const CreateWorkspaceDialog = lazy(() =>
  import(/* webpackChunkName: "create-workspace" */ './CreateWorkspaceDialog').then((m) => ({ default: m.CreateWorkspaceDialog })),
);

/**
 * Dropdown of the user's workspaces with a create dialog (core §2).
 * Hidden without a signed-in user, while there is no workspace context, or when it failed.
 */
export function WorkspaceSelector({ width = 200 }: { width?: number | string }) {
  const { user } = useAuth();
  const { workspaces, current, error, isLoading, switchTo } = useWorkspace();
  const [creating, setCreating] = useState(false);

  if (!user || error) return null;

  return (
    <>
      <Select
        aria-label="Workspace"
        data-testid="workspace-selector"
        style={{ width }}
        loading={isLoading}
        placeholder="Select workspace"
        value={current?.id}
        onChange={(id: number) => void switchTo(id)}
        options={workspaces.map((w) => ({ value: w.id, label: w.name }))}
        popupRender={(menu) => (
          <>
            {menu}
            <Divider style={{ margin: '4px 0' }} />
            <Button type="text" block icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {CREATE_WORKSPACE_TITLE}
            </Button>
          </>
        )}
      />
      {creating && (
        <Suspense fallback={null}>
          <CreateWorkspaceDialog onDone={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
