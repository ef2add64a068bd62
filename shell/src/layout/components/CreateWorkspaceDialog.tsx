import { IDENTITY_MESSAGES, sameWorkspaceName, WORKSPACE_NAME_MAX, WORKSPACE_TEXTS } from '@cricket/contracts';
import { errorMessage, useWorkspace } from '@cricket/shell-sdk';
import { Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { CREATE_WORKSPACE_TITLE } from './WorkspaceSelector';

/**
 * The create dialog (core §2), then the error dialog if creating failed; `onDone` once either
 * closes. Loaded when first opened: a modal and its input are not worth every signed-in page.
 */
export function CreateWorkspaceDialog({ onDone }: { onDone: () => void }) {
  const { switchTo, create, workspaces } = useWorkspace();
  const [name, setName] = useState('');
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string | null>(null);
  // Said before Create, as the service would refuse it.
  const taken = workspaces.some((workspace) => sameWorkspaceName(workspace.name, name));

  const submit = async () => {
    if (!name.trim() || taken || creating) return;
    setCreating(true);
    try {
      const workspace = await create(name);
      onDone();
      await switchTo(workspace.id);
    } catch (createFailure) {
      setCreateError(errorMessage(createFailure, WORKSPACE_TEXTS.createErrorFallback));
    } finally {
      setCreating(false);
    }
  };

  return (
    <>
      <Modal
        title={CREATE_WORKSPACE_TITLE}
        open={createError === null}
        onCancel={onDone}
        onOk={submit}
        okText="Create"
        okButtonProps={{ disabled: !name.trim() || taken || creating, loading: creating }}
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
          status={taken ? 'error' : undefined}
          aria-describedby={taken ? 'workspace-name-taken' : undefined}
        />
        {taken && (
          <Typography.Text type="danger" id="workspace-name-taken" role="alert">
            {IDENTITY_MESSAGES.nameTaken(name.trim())}
          </Typography.Text>
        )}
      </Modal>
      <Modal
        title={WORKSPACE_TEXTS.createErrorTitle}
        open={createError !== null}
        onCancel={onDone}
        footer={<Button onClick={onDone}>Close</Button>}
      >
        {createError}
      </Modal>
    </>
  );
}
