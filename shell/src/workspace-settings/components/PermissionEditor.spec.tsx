import '../../test/polyfills';
import type { WorkspaceMemberResponse } from '@cricket/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { PermissionEditor } from './PermissionEditor';

const member = { userId: 9, role: 'member', user: { id: 9, username: 'pat', name: 'Pat Player' } } as unknown as WorkspaceMemberResponse;
const path = '/api/workspaces/3/members/9/permissions';

describe('PermissionEditor (issue 22: no module listed twice)', () => {
  it('lists each module once, reads a flag stored under either name, and saves it under both', async () => {
    const fetched = mockApi({
      [path]: { status: 200, body: [{ module: 'trainings', canView: true, canCreate: false, canEdit: true, canDelete: false }] },
    });
    renderWithProviders(<PermissionEditor workspaceId={3} member={member} onClose={() => undefined} />);

    expect((await screen.findByRole('checkbox', { name: 'Edit training' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('checkbox', { name: 'Edit trainings' })).toBeNull();
    expect(screen.getAllByText('Training')).toHaveLength(1);
    expect(screen.getAllByText('Subscriptions')).toHaveLength(1);
    expect(screen.queryByText('Subscription')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Create subscriptions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    // The mock's recorded calls carry the request's init beside its input.
    const calls = () => fetched.mock.calls as unknown as Array<[RequestInfo | URL, RequestInit | undefined]>;
    await waitFor(() => expect(calls().some(([, init]) => init?.method === 'PUT')).toBe(true));
    const [, init] = calls().find(([, sent]) => sent?.method === 'PUT')!;
    const { permissions } = JSON.parse(String(init!.body)) as { permissions: Array<{ module: string; canEdit: boolean; canCreate: boolean }> };
    const training = permissions.filter((row) => row.module === 'training' || row.module === 'trainings');
    expect(training.map((row) => [row.module, row.canEdit]).sort()).toEqual([
      ['training', true],
      ['trainings', true],
    ]);
    expect(permissions.filter((row) => row.canCreate).map((row) => row.module).sort()).toEqual(['subscription', 'subscriptions']);
  });
});
