import '../test/polyfills';
import { INVITE_MESSAGES, type InvitePreviewResponse } from '@cricket/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../test/renderWithProviders';
import { JoinPage } from './JoinPage';

const TOKEN = 'a'.repeat(43);
const PREVIEW = `/api/invites/${TOKEN}`;
const user = { id: 5, username: 'ravi', name: 'Ravi', email: 'ravi@example.com', role: 'player', profilePicture: null, workspaceId: 2, isAuthenticated: true };
const own = { id: 2, name: "ravi's Workspace", role: 'admin', createdAt: '', updatedAt: '', createdBy: 5, metadata: null, status: 'active', matchVisibility: 'public' };
const offer = (overrides: Partial<InvitePreviewResponse> = {}): InvitePreviewResponse => ({
  workspaceName: 'Sunday Club',
  role: 'member',
  state: 'active',
  memberOfWorkspaceId: null,
  ...overrides,
});
const signedIn = { '/api/user': { status: 200, body: user }, '/api/workspaces': { status: 200, body: [own] }, '/api/workspaces/current': { status: 200, body: { workspace: own } } };

const renderJoin = () => renderWithProviders(<JoinPage />, { path: `/invite/${TOKEN}` });
type Call = [RequestInfo | URL, RequestInit | undefined];

describe('JoinPage', () => {
  it('shows a signed-out visitor the workspace and role, with sign-in and registration and how to come back', async () => {
    mockApi({ [PREVIEW]: { status: 200, body: offer() } });
    renderJoin();
    expect(await screen.findByText('Join Sunday Club')).toBeTruthy();
    expect(screen.getAllByText('Member').length).toBeGreaterThan(0);
    expect(screen.getByText('Sign in to join')).toBeTruthy();
    const back = `next=${encodeURIComponent(`/invite/${TOKEN}`)}`;
    expect(screen.getByRole('button', { name: 'Sign in' }).closest('a')?.getAttribute('href')).toBe(`/auth/login?${back}`);
    expect(screen.getByRole('button', { name: 'Create account' }).closest('a')?.getAttribute('href')).toBe(`/auth/register?${back}`);
  });

  it('joins a signed-in user, then switches to the workspace joined', async () => {
    const fetched = mockApi({
      ...signedIn,
      [PREVIEW]: { status: 200, body: offer() },
      [`${PREVIEW}/accept`]: { status: 200, body: { workspaceId: 9, workspaceName: 'Sunday Club', role: 'member' } },
      '/api/workspaces/switch': { status: 200, body: { success: true, workspace: { ...own, id: 9, name: 'Sunday Club', role: 'member' } } },
    });
    renderJoin();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Sunday Club' }));
    const calls = () => fetched.mock.calls as unknown as Call[];
    await waitFor(() => expect(calls().some(([input]) => String(input) === '/api/workspaces/switch')).toBe(true));
    const [, accept] = calls().find(([input]) => String(input) === `${PREVIEW}/accept`)!;
    expect(accept?.method).toBe('POST');
    const [, switched] = calls().find(([input]) => String(input) === '/api/workspaces/switch')!;
    expect(JSON.parse(String(switched?.body))).toEqual({ workspaceId: 9 });
  });

  it('shows why joining failed, in the server’s words', async () => {
    mockApi({
      ...signedIn,
      [PREVIEW]: { status: 200, body: offer() },
      [`${PREVIEW}/accept`]: { status: 410, body: { statusCode: 410, message: INVITE_MESSAGES.usedUp, error: 'Gone' } },
    });
    renderJoin();
    fireEvent.click(await screen.findByRole('button', { name: 'Join Sunday Club' }));
    expect(await screen.findByText(INVITE_MESSAGES.usedUp)).toBeTruthy();
  });

  it('tells a member they already are one and offers to switch to the workspace', async () => {
    // Not workspace 9: a repeat switch to one workspace within 3 s is ignored (core §4).
    const fetched = mockApi({ ...signedIn, [PREVIEW]: { status: 200, body: offer({ memberOfWorkspaceId: 11 }) }, '/api/workspaces/switch': { status: 500, body: {} } });
    renderJoin();
    expect(await screen.findByText(INVITE_MESSAGES.alreadyMember('Sunday Club'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join Sunday Club' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to Sunday Club' }));
    await waitFor(() => expect((fetched.mock.calls as unknown as Call[]).some(([input]) => String(input) === '/api/workspaces/switch')).toBe(true));
  });

  it.each([
    ['expired', INVITE_MESSAGES.expired],
    ['used_up', INVITE_MESSAGES.usedUp],
  ] as const)('says a link that is %s cannot be used, offering no join', async (state, message) => {
    mockApi({ ...signedIn, [PREVIEW]: { status: 200, body: offer({ state }) } });
    renderJoin();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join Sunday Club' })).toBeNull();
  });

  it('says an unknown or revoked link is not valid', async () => {
    mockApi({ [PREVIEW]: { status: 404, body: { statusCode: 404, message: INVITE_MESSAGES.invalid, error: 'Not Found' } } });
    renderJoin();
    expect(await screen.findByText(INVITE_MESSAGES.invalid)).toBeTruthy();
  });
});
