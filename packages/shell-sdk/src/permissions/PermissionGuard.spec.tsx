import '../testing/jsdomPolyfills';
import { PERMISSION_DENIED_TOOLTIP, type ModulePermission, type UserResponse, type WorkspaceResponse } from '@cricket/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { queryKeys } from '../api/queryKeys';
import { WorkspaceProvider } from '../workspace/WorkspaceProvider';
import { PermissionGuard } from './PermissionGuard';

const user: UserResponse = {
  id: 7,
  username: 'asha',
  name: 'Asha',
  email: 'asha@example.com',
  role: 'player',
  profilePicture: null,
  workspaceId: 3,
  isAuthenticated: true,
};

function workspace(role: WorkspaceResponse['role']): WorkspaceResponse {
  return { id: 3, name: 'Club', createdAt: '', updatedAt: '', createdBy: 1, metadata: null, role, status: 'active', matchVisibility: 'public' };
}

const row = (module: ModulePermission['module'], flags: Partial<ModulePermission>): ModulePermission => ({
  module,
  canView: false,
  canCreate: false,
  canEdit: false,
  canDelete: false,
  ...flags,
});

/** Renders with the caches already holding user, workspace and permission rows. */
function renderGuard(ui: React.ReactNode, role: WorkspaceResponse['role'], permissions: ModulePermission[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(queryKeys.user, user);
  client.setQueryData(queryKeys.workspaces, [workspace(role)]);
  client.setQueryData(queryKeys.currentWorkspace, { workspace: workspace(role) });
  client.setQueryData(queryKeys.myPermissions(3), permissions);
  return render(
    <QueryClientProvider client={client}>
      <WorkspaceProvider>{ui}</WorkspaceProvider>
    </QueryClientProvider>,
  );
}

const button = <button type="button">Edit Match</button>;

describe('PermissionGuard', () => {
  it('renders its content when the module row allows the action', async () => {
    renderGuard(<PermissionGuard module="matches" action="edit">{button}</PermissionGuard>, 'member', [row('matches', { canEdit: true })]);
    expect(await screen.findByRole('button', { name: 'Edit Match' })).toBeTruthy();
  });

  it('hides its content (mode hide) without the permission, showing the fallback', async () => {
    renderGuard(
      <PermissionGuard module="matches" action="edit" fallback={<span>read only</span>}>
        {button}
      </PermissionGuard>,
      'member',
      [row('matches', { canView: true })],
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
    renderGuard(<PermissionGuard module="trainings" action="create">{button}</PermissionGuard>, 'member', [row('training', { canCreate: true })]);
    expect(await screen.findByRole('button', { name: 'Edit Match' })).toBeTruthy();
  });
});
