import '../../test/polyfills';
import type { WorkspaceInviteResponse } from '@cricket/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { InviteLinksCard } from './InviteLinksCard';

const PATH = '/api/workspaces/3/invites';
const TOKEN = 'b'.repeat(43);
const invite = (overrides: Partial<WorkspaceInviteResponse>): WorkspaceInviteResponse => ({
  id: 1,
  workspaceId: 3,
  role: 'member',
  expiresAt: '2030-01-08T12:00:00.000Z',
  maxUses: 1,
  uses: 0,
  state: 'active',
  createdBy: 1,
  createdAt: '2030-01-01T12:00:00.000Z',
  ...overrides,
});

/** The invites endpoint by method: GET lists, POST creates, DELETE revokes. */
function mockInvites(listed: WorkspaceInviteResponse[]) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    let status = 200;
    let body: unknown = {};
    if (path === '/api/user') [status, body] = [401, { message: 'Not authenticated' }];
    else if (path === PATH && method === 'GET') body = listed;
    else if (path === PATH && method === 'POST') [status, body] = [201, { ...invite({ id: 7, role: 'admin', maxUses: null }), token: TOKEN }];
    else if (method === 'DELETE') body = { success: true };
    return { ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body), json: async () => body } as Response;
  }) as unknown as typeof fetch;
  return sent;
}

describe('InviteLinksCard', () => {
  it('lists the usable links with role, expiry and uses', async () => {
    mockInvites([invite({ id: 1 }), invite({ id: 2, role: 'workspace_readonly', maxUses: null, uses: 4 })]);
    renderWithProviders(<InviteLinksCard workspaceId={3} />);
    expect(await screen.findByText('0 / 1')).toBeTruthy();
    expect(screen.getByText('4 / ∞')).toBeTruthy();
    expect(screen.getByText('Read only')).toBeTruthy();
    // A stored link's token is not known any more: it cannot be copied.
    expect((screen.getByRole('button', { name: 'Copy invite link 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('creates a multi-use admin link and shows it, ready to copy', async () => {
    const sent = mockInvites([]);
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderWithProviders(<InviteLinksCard workspaceId={3} />);
    await screen.findByText('No active invite links');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role of the invite link' }));
    fireEvent.click(await screen.findByTitle('Admin'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Uses of the invite link' }));
    fireEvent.click(await screen.findByTitle('Multi use, no limit'));
    fireEvent.click(screen.getByRole('button', { name: /Create link/ }));
    const shown = (await screen.findByRole('textbox', { name: 'New invite link' })) as HTMLInputElement;
    expect(shown.value).toBe(`${window.location.origin}/invite/${TOKEN}`);
    expect(sent.find((s) => s.method === 'POST')?.body).toEqual({ role: 'admin', expiresInDays: 7, maxUses: null });
    fireEvent.click(within(shown.closest('.ant-space-compact') as HTMLElement).getByRole('button', { name: /Copy/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(shown.value));
  });

  it('revokes a link only after the admin confirms', async () => {
    const sent = mockInvites([invite({ id: 1 })]);
    renderWithProviders(<InviteLinksCard workspaceId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke invite link 1' }));
    expect(await screen.findByText('Revoke this invite link?')).toBeTruthy();
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(sent.find((s) => s.method === 'DELETE')?.path).toBe(`${PATH}/1`));
  });
});
