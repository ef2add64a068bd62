import { permissionRow, renderRemote, testUser } from '../testing';
import { PERMISSION_DENIED_TOOLTIP, type ModulePermission, type WorkspaceRole } from '@cricket/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { PermissionGuard } from './PermissionGuard';

/** Renders for a player whose caches already hold the workspace (with `role`) and permission rows. */
function renderGuard(ui: ReactNode, role: WorkspaceRole, permissions: ModulePermission[]) {
  return renderRemote(() => <>{ui}</>, '/', { user: testUser({ role: 'player' }), role, permissions });
}

const button = <button type="button">Edit Match</button>;

describe('PermissionGuard', () => {
  it('renders its content when the module row allows the action', async () => {
    renderGuard(<PermissionGuard module="matches" action="edit">{button}</PermissionGuard>, 'member', [permissionRow('matches', { canEdit: true })]);
    expect(await screen.findByRole('button', { name: 'Edit Match' })).toBeTruthy();
  });

  it('hides its content (mode hide) without the permission, showing the fallback', async () => {
    renderGuard(
      <PermissionGuard module="matches" action="edit" fallback={<span>read only</span>}>
        {button}
      </PermissionGuard>,
      'member',
      [permissionRow('matches', { canView: true })],
    );
    expect(await screen.findByText('read only')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Match' })).toBeNull();
  });

  it('disables its content (mode disable) and shows the spec tooltip on hover', async () => {
    renderGuard(
      <PermissionGuard module="tournaments" action="edit" mode="disable" showTooltip>
        {button}
      </PermissionGuard>,
      'workspace_readonly',
      [],
    );
    const disabled = await screen.findByRole('button', { name: 'Edit Match' });
    expect((disabled as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.querySelector('[data-permission-denied]')).toBeTruthy());
    // Until antd's Tooltip has loaded, a labelled fallback stands in; hover the real one.
    await waitFor(() => expect(screen.queryByLabelText(PERMISSION_DENIED_TOOLTIP)).toBeNull());
    fireEvent.mouseEnter(document.querySelector('[data-permission-denied]') as Element);
    expect(await screen.findByText(PERMISSION_DENIED_TOOLTIP)).toBeTruthy();
  });

  it('allows every action to a workspace admin and only reads to workspace_readonly', async () => {
    renderGuard(<PermissionGuard module="expenses" action="delete">{button}</PermissionGuard>, 'admin', []);
    expect(await screen.findByRole('button', { name: 'Edit Match' })).toBeTruthy();
  });

  it('lets workspace_readonly view but not create', async () => {
    renderGuard(
      <>
        <PermissionGuard module="teams" action="view">
          <span>team list</span>
        </PermissionGuard>
        <PermissionGuard module="teams" action="create">
          <span>create team</span>
        </PermissionGuard>
      </>,
      'workspace_readonly',
      [],
    );
    expect(await screen.findByText('team list')).toBeTruthy();
    expect(screen.queryByText('create team')).toBeNull();
  });

  it('treats training and trainings as the same module', async () => {
    renderGuard(<PermissionGuard module="trainings" action="create">{button}</PermissionGuard>, 'member', [permissionRow('training', { canCreate: true })]);
    expect(await screen.findByRole('button', { name: 'Edit Match' })).toBeTruthy();
  });
});
