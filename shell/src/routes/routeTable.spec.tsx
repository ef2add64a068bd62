import '../test/polyfills';
import { NOT_FOUND_TITLE } from '@cricket/contracts';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { mockApi, renderWithProviders } from '../test/renderWithProviders';
import { resolveRoute } from './resolveRoute';
import { ROUTE_TABLE, todayIso, type ShellPage } from './routeTable';
import { RouteOutlet } from './RouteOutlet';

jest.setTimeout(60_000);

const SAMPLE_PARAMS: Record<string, string> = { id: '42', code: 'AB12CD', groupKey: 'monthly', date: '2025-01-15' };
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name]);

/** The redirects of core §2 plus the dev-era paths, with where each must land. */
const REDIRECTS: Record<string, string> = {
  '/auth': '/login',
  '/matches': '/my/matches',
  '/teams': '/my/teams',
  '/teams/42': '/my/teams',
  '/my-catalog': '/catalog/my-catalog',
  '/orders': '/catalog/orders',
  '/orders/42': '/catalog/orders/42',
  '/catalog/item/42': '/catalog/42',
  '/diary/entry': `/diary/entry/${todayIso()}`,
  '/expenses/test': '/expenses',
  '/new-list-old': '/new-list',
  '/test-create': '/new-list',
  '/add-list-direct': '/new-list',
  '/direct-list/42': '/lists/42',
};

/** Text each shell page shows to a signed-out visitor (signed-in pages send them to sign-in). */
const PAGE_TEXT: Record<ShellPage, string | null> = {
  home: 'Quick Actions',
  signIn: 'Welcome back',
  register: 'Create an account',
  authDebug: 'Welcome back',
  safariLanding: 'Using CricketHub on Safari',
  profile: 'Welcome back',
  aboutUs: 'Our Story',
  comingSoon: 'Coming Soon Features',
  privacyPolicy: 'Privacy Policy',
  termsOfService: 'Terms of Service',
  faqs: 'Frequently Asked Questions',
  cookiePolicy: 'Cookie Policy',
  workspaceSettings: 'Welcome back',
  // The realtime engineer owns this page's content; it must only render something.
  wsTest: null,
};

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <>
      <RouteOutlet />
      <LocationProbe />
    </>,
    { path },
  );
}

beforeEach(() => mockApi({ '/mf-manifest.json': { status: 200, body: { remotes: [] } } }));

describe('route table resolution', () => {
  it.each(ROUTE_TABLE.map((entry) => [entry.path, entry] as const))('%s resolves to its own row', (path, entry) => {
    expect(resolveRoute(concrete(path))?.entry).toBe(entry);
  });

  it.each(Object.entries(REDIRECTS))('%s redirects to %s', (from, to) => {
    const resolved = resolveRoute(from);
    expect(resolved?.entry.target.kind).toBe('redirect');
    if (resolved?.entry.target.kind === 'redirect') expect(resolved.entry.target.to(resolved.params)).toBe(to);
  });

  it('renders /catalog/{id} only for a numeric id', () => {
    expect(resolveRoute('/catalog/17')?.entry.target).toMatchObject({ kind: 'remote', remote: 'mfe_commerce' });
    expect(resolveRoute('/catalog/abc')).toBeNull();
  });

  it('maps each domain to its remote', () => {
    expect(resolveRoute('/my/matches/5')?.entry.target).toMatchObject({ remote: 'mfe_matches' });
    expect(resolveRoute('/tournaments/5/edit')?.entry.target).toMatchObject({ remote: 'mfe_matches' });
    expect(resolveRoute('/ground-booking')?.entry.target).toMatchObject({ remote: 'mfe_grounds' });
    expect(resolveRoute('/billing-cycles/group/x/subscribers')?.entry.target).toMatchObject({ remote: 'mfe_commerce' });
    expect(resolveRoute('/revenue-summary')?.entry.target).toMatchObject({ remote: 'mfe_finance' });
    expect(resolveRoute('/qr/abc')?.entry.target).toMatchObject({ remote: 'mfe_training' });
    expect(resolveRoute('/subscribers/billing-cycles')?.entry.target).toEqual({ kind: 'page', page: 'comingSoon' });
  });

  it('knows no unknown path', () => {
    for (const path of ['/nope', '/matches/1/unknown', '/auth/elsewhere', '/diary/entry/1/2']) expect(resolveRoute(path)).toBeNull();
  });
});

describe('every listed path renders its screen or redirects', () => {
  it.each(ROUTE_TABLE.map((entry) => [concrete(entry.path), entry] as const))('%s', async (path, entry) => {
    renderAt(path);
    const { target } = entry;
    if (target.kind === 'redirect') {
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(REDIRECTS[path]));
    } else if (target.kind === 'remote') {
      expect(await screen.findByText(`${target.area} is not available yet`)).toBeTruthy();
    } else {
      const text = PAGE_TEXT[target.page];
      if (text) expect((await screen.findAllByText(text, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
      else await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    }
    expect(screen.queryByText(NOT_FOUND_TITLE)).toBeNull();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderAt('/definitely/not/a/page');
    expect(await screen.findByText(NOT_FOUND_TITLE)).toBeTruthy();
  });
});
