import '../test/polyfills';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_TITLE, REMOTE_MANIFEST_ELEMENT_ID, type RemoteManifest } from '@cricket/contracts';
import { readRouteDeclaration } from '@cricket/shell-sdk/remote-routes';
import { LocationProbe } from '@cricket/shell-sdk/testing';
import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '../test/renderWithProviders';
import { resolveRoute } from './resolveRoute';
import { ROUTE_TABLE, todayIso, type ShellPage } from './routeTable';
import { RouteOutlet } from './RouteOutlet';

jest.setTimeout(60_000);

/** The manifest the gateway would serve for this repository: every remote with the routes its src/routes.json declares. */
const ROOT = join(__dirname, '..', '..', '..');
const MANIFEST: RemoteManifest = {
  remotes: readdirSync(ROOT)
    .filter((folder) => folder.startsWith('mfe-'))
    .map((folder) => ({
      name: folder.replace(/-/g, '_'),
      entry: `/remotes/${folder}/remoteEntry.js`,
      routes: readRouteDeclaration(JSON.parse(readFileSync(join(ROOT, folder, 'src', 'routes.json'), 'utf8'))).routes,
    })),
};
const remoteOf = (path: string) => resolveRoute(path, MANIFEST)?.entry.target;

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
  // The sample token is no link the (mocked) server knows.
  join: 'This invite link is not valid',
  // The realtime engineer owns this page's content; it must only render something.
  wsTest: null,
};

function renderAt(path: string) {
  return renderWithProviders(
    <>
      <RouteOutlet />
      <LocationProbe />
    </>,
    { path },
  );
}

beforeEach(() => mockApi());

describe('route table resolution', () => {
  it.each(ROUTE_TABLE.map((entry) => [entry.path, entry] as const))('%s resolves to its own row', (path, entry) => {
    expect(resolveRoute(concrete(path), MANIFEST)?.entry).toBe(entry);
  });

  it.each(MANIFEST.remotes.flatMap((remote) => remote.routes.map(({ path, area }) => [path, remote.name, area] as const)))('%s is mounted as %s (%s)', (path, name, area) => {
    expect(remoteOf(concrete(path))).toMatchObject({ kind: 'remote', remote: { name }, area });
  });

  it.each(Object.entries(REDIRECTS))('%s redirects to %s', (from, to) => {
    const resolved = resolveRoute(from, MANIFEST);
    expect(resolved?.entry.target.kind).toBe('redirect');
    if (resolved?.entry.target.kind === 'redirect') expect(resolved.entry.target.to(resolved.params)).toBe(to);
  });

  it('maps each domain of core §2 to its remote', () => {
    expect(remoteOf('/my/matches/5')).toMatchObject({ remote: { name: 'mfe_matches' } });
    expect(remoteOf('/matches/recent')).toMatchObject({ remote: { name: 'mfe_matches' } });
    expect(remoteOf('/tournaments/5/edit')).toMatchObject({ remote: { name: 'mfe_matches' } });
    expect(remoteOf('/ground-booking')).toMatchObject({ remote: { name: 'mfe_grounds' } });
    expect(remoteOf('/catalog/17')).toMatchObject({ remote: { name: 'mfe_commerce' }, area: 'Catalog' });
    expect(remoteOf('/billing-cycles/group/x/subscribers')).toMatchObject({ remote: { name: 'mfe_commerce' } });
    expect(remoteOf('/revenue-summary')).toMatchObject({ remote: { name: 'mfe_finance' } });
    expect(remoteOf('/qr/abc')).toMatchObject({ remote: { name: 'mfe_training' } });
    expect(remoteOf('/subscribers/billing-cycles')).toEqual({ kind: 'page', page: 'comingSoon' });
  });

  it('knows no unknown path, and no remote path without the manifest', () => {
    for (const path of ['/nope', '/matches/1/unknown', '/auth/elsewhere', '/diary/entry/1/2']) expect(resolveRoute(path, MANIFEST)).toBeNull();
    expect(resolveRoute('/ground-booking', { remotes: [] })).toBeNull();
  });
});

/** The manifest as the gateway inlines it in index.html. */
function inlineManifest(manifest: RemoteManifest): () => void {
  const block = document.createElement('script');
  block.id = REMOTE_MANIFEST_ELEMENT_ID;
  block.type = 'application/json';
  block.textContent = JSON.stringify(manifest);
  document.head.append(block);
  return () => block.remove();
}

describe('every listed path renders its screen or redirects', () => {
  let removeManifest: () => void;
  beforeAll(() => (removeManifest = inlineManifest(MANIFEST)));
  afterAll(() => removeManifest());
  // A remote cannot load in jsdom; the card that says so is asserted, its logged cause is expected.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it.each(ROUTE_TABLE.map((entry) => [concrete(entry.path), entry] as const))('%s', async (path, entry) => {
    renderAt(path);
    const { target } = entry;
    if (target.kind === 'redirect') {
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(REDIRECTS[path]));
    } else if (target.kind === 'page') {
      const text = PAGE_TEXT[target.page];
      if (text) expect((await screen.findAllByText(text, {}, { timeout: 5000 })).length).toBeGreaterThan(0);
      else await waitFor(() => expect(screen.queryByText('Loading')).toBeNull());
    }
    expect(screen.queryByText(NOT_FOUND_TITLE)).toBeNull();
  });

  it("mounts a remote for a path only the inlined manifest lists: its area's card, not the 404 page", async () => {
    removeManifest();
    removeManifest = inlineManifest({ remotes: [{ name: 'mfe_new', entry: '/remotes/mfe-new/remoteEntry.js', routes: [{ path: '/new-area/:id', area: 'New Area' }] }] });
    renderAt('/new-area/7');
    // jsdom runs no federation runtime, so the remote cannot load: its card says so, and the shell goes on.
    expect(await screen.findByText('New Area could not be loaded')).toBeTruthy();
    expect(screen.queryByText(NOT_FOUND_TITLE)).toBeNull();
  });

  it('shows the 404 page for an unknown path', async () => {
    renderAt('/definitely/not/a/page');
    expect(await screen.findByText(NOT_FOUND_TITLE)).toBeTruthy();
  });
});
