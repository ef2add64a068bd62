import { WORKSPACE_NAME_MAX, WORKSPACE_TEXTS } from '@cricket/contracts';
import { errorMessage, useAuth, useWorkspace } from '@cricket/shell-sdk';
import { Button, Divider, Input, Modal, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';

const CREATE_WORKSPACE_TITLE = 'Create Workspace';

/**
 * Dropdown of the user's workspaces with a create dialog and an error dialog (core §2).
 * Hidden without a signed-in user, while there is no workspace context, or when it failed.
 */
export function WorkspaceSelector({ width = 200 }: { width?: number | string }) {
  const { user } = useAuth();
  const { workspaces, current, error, isLoading, switchTo, create } = useWorkspace();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);

  if (!user || error) return null;

  const closeDialog = () => {
    setDialogOpen(false);
    setName('');
  };

  const submit = async () => {
    if (!name.trim() || creating) return;
    setCreating(true);
    try {
      const workspace = await create(name);
      closeDialog();
      await switchTo(workspace.id);
    } catch (createFailure) {
      closeDialog();
      setCreateError(errorMessage(createFailure, WORKSPACE_TEXTS.createErrorFallback));
    } finally {
      setCreating(false);
    }
  };

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
            <Button type="text" block icon={<PlusOutlined />} onClick={() => setDialogOpen(true)}>
              {CREATE_WORKSPACE_TITLE}
            </Button>
          </>
        )}
      />
      <Modal
        title={CREATE_WORKSPACE_TITLE}
        open={dialogOpen}
        onCancel={closeDialog}
        onOk={submit}
        okText="Create"
        okButtonProps={{ disabled: !name.trim() || creating, loading: creating }}
        destroyOnHidden
      >
        <label htmlFor="workspace-name">Workspace name</label>
        <Input
          id="workspace-name"
          autoFocus
          value={name}
          maxLength={WORKSPACE_NAME_MAX}
          placeholder="e.g. Riverside Cricket Club"
          onChange={(e) => setName(e.target.value)}
          onPressEnter={submit}
        />
      </Modal>
      <Modal
        title={WORKSPACE_TEXTS.createErrorTitle}
        open={createError !== null}
        onCancel={() => setCreateError(null)}
        footer={<Button onClick={() => setCreateError(null)}>Close</Button>}
      >
        {createError}
      </Modal>
    </>
  );
}
