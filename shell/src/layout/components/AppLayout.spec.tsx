import '../../test/polyfills';
import { NOT_FOUND_TITLE, type UserResponse } from '@cricket/contracts';
import { lazyPage, preloadToastHost } from '@cricket/shell-sdk';
import { act, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { RouteOutlet } from '../../routes/RouteOutlet';
import { mockApi, renderWithProviders } from '../../test/renderWithProviders';
import { AppLayout } from './AppLayout';

// The toasts' code is fetched after the controls are drawn, once the page has painted and the browser is idle.
jest.mock('@cricket/shell-sdk', () => ({ ...jest.requireActual('@cricket/shell-sdk'), preloadToastHost: jest.fn() }));

const user = { id: 7, username: 'scorer', name: 'Sam Scorer', role: 'player' } as UserResponse;

beforeEach(() => mockApi({ '/api/user': { status: 200, body: user }, '/api/workspaces': { status: 200, body: [] } }));

/** A remote's page (lazyPage) whose chunk arrives when the test says so. */
function heldPage() {
  let arrive = () => undefined as void;
  const chunk = new Promise<void>((resolve) => (arrive = resolve));
  const Page = lazyPage(() => chunk.then(() => ({ Page: () => <h1>The page</h1> })), 'Page');
  return { Page, arrive };
}

describe("the header's account controls and the toasts' code wait for the opened page (issue 23)", () => {
  beforeEach(() => jest.mocked(preloadToastHost).mockClear());

  it('are drawn and fetched once the page has rendered, not while its chunk is on the way', async () => {
    const { Page, arrive } = heldPage();
    renderWithProviders(
      <AppLayout>
        <Suspense fallback={<p>Loading page</p>}>
          <Page />
        </Suspense>
      </AppLayout>,
      { path: '/about-us' },
    );
    expect(await screen.findByText('Loading page')).toBeTruthy();
    // The user is known, so the controls could be drawn: they are not, while the page loads.
    await act(() => new Promise((settled) => setTimeout(settled, 50)));
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(preloadToastHost).not.toHaveBeenCalled();

    await act(async () => arrive());
    expect(await screen.findByText('The page')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    await waitFor(() => expect(preloadToastHost).toHaveBeenCalledTimes(1));
  });

  it("are drawn on a shell page the route table renders (here the 404 page)", async () => {
    renderWithProviders(
      <AppLayout>
        <RouteOutlet />
      </AppLayout>,
      { path: '/no-such-page' },
    );
    expect(await screen.findByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(screen.getByText(NOT_FOUND_TITLE)).toBeTruthy();
  });
});
