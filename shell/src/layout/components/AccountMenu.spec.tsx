import '../../test/polyfills';
import type { UserResponse } from '@cricket/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { captureInstallPrompt } from '../../install/installPrompt';
import { mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { INSTALL_APP_LABEL } from '../navigation';
import { AccountMenu } from './AccountMenu';

const user = { id: 7, username: 'scorer', name: 'Sam Scorer', role: 'player' } as UserResponse;

beforeAll(() => captureInstallPrompt());
beforeEach(() => mockApi());

/** Chromium's offer to install the app, as the page receives it. */
function offerInstall() {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: jest.fn(async () => undefined) });
  act(() => {
    window.dispatchEvent(offer);
  });
  return offer;
}

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));

describe("AccountMenu's 'Install app' (issue 16)", () => {
  it("is offered only when the browser offered to install, and shows the browser's dialog once", async () => {
    renderWithProviders(<AccountMenu user={user} />);
    openMenu();
    expect(await screen.findByText('Logout')).toBeTruthy();
    expect(screen.queryByText(INSTALL_APP_LABEL)).toBeNull();

    const offer = offerInstall();
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByText(INSTALL_APP_LABEL));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    openMenu();
    await waitFor(() => expect(screen.queryByText(INSTALL_APP_LABEL)).toBeNull());
  });
});

describe('AccountMenu for a member of a workspace', () => {
  const workspace = { id: 3, name: 'Riverside CC', role: 'member' };
  const signedIn = (member: UserResponse, permissions: unknown[]) =>
    mockApi({
      '/api/user': { status: 200, body: member },
      '/api/workspaces': { status: 200, body: [workspace] },
      '/api/workspaces/current': { status: 200, body: { workspace } },
      '/api/workspaces/3/members/me/permissions': { status: 200, body: permissions },
    });

  it('names the role as people read it, not as it is stored', async () => {
    const manager = { ...user, role: 'team_manager' } as UserResponse;
    signedIn(manager, []);
    renderWithProviders(<AccountMenu user={manager} />);
    openMenu();
    expect(await screen.findByText('Sam Scorer (Team Manager)')).toBeTruthy();
    expect(screen.queryByText(/team_manager/)).toBeNull();
  });

  it('offers Expenses and Attendance only to a member the services would let list them', async () => {
    signedIn(user, [{ module: 'attendance', canView: true, canCreate: false, canEdit: false, canDelete: false }]);
    renderWithProviders(<AccountMenu user={user} />);
    openMenu();
    expect(await screen.findByText('Attendance')).toBeTruthy();
    expect(screen.getByText('Management')).toBeTruthy();
    expect(screen.queryByText('Expenses')).toBeNull();
  });
});
