import { useAuth, useWorkspace } from '@cricket/shell-sdk';
import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { HEADER_MENU_HEIGHT } from './AccountMenu';

export const CREATE_WORKSPACE_TITLE = 'Create Workspace';
const CREATE_KEY = 'create-workspace';

const CreateWorkspaceDialog = lazy(() =>
  import(/* webpackChunkName: "create-workspace" */ './CreateWorkspaceDialog').then((m) => ({ default: m.CreateWorkspaceDialog })),
);

/**
 * The user's workspaces in a menu, with a create dialog (core §2). A menu rather than a select:
 * the header's account menu has loaded it already, and antd's Select brought its form and list
 * code (44 KB of brotli) into every page.
 * Hidden without a signed-in user, while there is no workspace context, or when it failed.
 */
export function WorkspaceSelector({ width = 200 }: { width?: number | string }) {
  const { user } = useAuth();
  const { workspaces, current, error, isLoading, switchTo } = useWorkspace();
  const [creating, setCreating] = useState(false);

  if (!user || error) return null;

  const items: MenuProps['items'] = [
    ...workspaces.map((w) => ({ key: String(w.id), label: w.name })),
    { type: 'divider' },
    { key: CREATE_KEY, label: CREATE_WORKSPACE_TITLE, icon: <PlusOutlined /> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === CREATE_KEY) setCreating(true);
    else if (Number(key) !== current?.id) void switchTo(Number(key));
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{ items, onClick, selectable: true, selectedKeys: current ? [String(current.id)] : [], style: HEADER_MENU_HEIGHT }}
      >
        <Button data-testid="workspace-selector" aria-label={current ? `Workspace: ${current.name}` : 'Workspace'} loading={isLoading} style={{ width, justifyContent: 'space-between' }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{current?.name ?? 'Select workspace'}</span>
          <DownOutlined />
        </Button>
      </Dropdown>
      {creating && (
        <Suspense fallback={null}>
          <CreateWorkspaceDialog onDone={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
