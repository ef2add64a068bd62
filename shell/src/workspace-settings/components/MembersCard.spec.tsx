import '../../test/polyfills';
import { WORKSPACE_ROLE_EFFECTS, type WorkspaceMemberResponse } from '@cricket/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { MembersCard } from './MembersCard';

const PATH = '/api/workspaces/3/members';
const member = {
  id: 1,
  workspaceId: 3,
  userId: 9,
  role: 'member',
  status: 'active',
  invitedBy: 1,
  joinedAt: '',
  createdAt: '',
  updatedAt: '',
  user: { id: 9, username: 'pat', name: 'Pat Player', email: 'pat@example.com', profilePicture: null },
} satisfies WorkspaceMemberResponse;
type Call = [RequestInfo | URL, RequestInit | undefined];

describe('MembersCard role change', () => {
  const pickRole = async (label: string) => {
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Role of pat' }));
    const options = await screen.findAllByTitle(label);
    fireEvent.click(options[options.length - 1]);
  };
  const patches = (fetched: jest.Mock) => (fetched.mock.calls as unknown as Call[]).filter(([, init]) => init?.method === 'PATCH');

  it('asks first, naming the new role and what it changes, and applies it on confirm', async () => {
    const fetched = mockApi({ [PATH]: { status: 200, body: [member] }, [`${PATH}/9`]: { status: 200, body: { ...member, role: 'workspace_readonly' } } });
    renderWithProviders(<MembersCard workspaceId={3} />);
    await pickRole('Read only');
    expect(await screen.findByText('Make Pat Player Read only?')).toBeTruthy();
    expect(screen.getByText(new RegExp(WORKSPACE_ROLE_EFFECTS.workspace_readonly))).toBeTruthy();
    expect(patches(fetched)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(patches(fetched)).toHaveLength(1));
    const [[input, init]] = patches(fetched);
    expect([String(input), JSON.parse(String(init?.body))]).toEqual([`${PATH}/9`, { role: 'workspace_readonly' }]);
  });

  it('changes nothing when the admin cancels', async () => {
    const fetched = mockApi({ [PATH]: { status: 200, body: [member] } });
    renderWithProviders(<MembersCard workspaceId={3} />);
    await pickRole('Admin');
    expect(await screen.findByText('Make Pat Player Admin?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Change role' })).toBeNull());
    expect(patches(fetched)).toHaveLength(0);
  });
});
