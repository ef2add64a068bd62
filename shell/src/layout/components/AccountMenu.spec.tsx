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
