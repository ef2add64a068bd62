import '../test/polyfills';
import type { RemoteManifest } from '@cricket/contracts';
import { HOME_PAGE_LOADERS } from '../home/HomePage';
import { loadAccountControls } from '../layout/components/AppHeader';
import { SHELL_PAGE_LOADERS } from './pages';
import { loadRemoteArea, routeLoads } from './preloadRoute';

const MANIFEST: RemoteManifest = {
  remotes: [{ name: 'mfe_matches', entry: '/remotes/mfe-matches/remoteEntry.js', routes: [{ path: '/my/matches', area: 'Matches' }] }],
};

describe('the chunks a route opened cold asks for as the bootstrap starts', () => {
  it('a shell page: its own chunk, with the header controls when someone is signed in', () => {
    expect(routeLoads('/about-us', false, MANIFEST)).toEqual([SHELL_PAGE_LOADERS.aboutUs]);
    expect(routeLoads('/about-us', true, MANIFEST)).toEqual([SHELL_PAGE_LOADERS.aboutUs, loadAccountControls]);
  });

  it('home: the dashboard for someone signed in, the landing page for a visitor', () => {
    expect(routeLoads('/', true, MANIFEST)).toEqual([HOME_PAGE_LOADERS.signedIn, loadAccountControls]);
    expect(routeLoads('/', false, MANIFEST)).toEqual([HOME_PAGE_LOADERS.visitor]);
  });

  it('sign-in and registration are drawn without the header', () => {
    expect(routeLoads('/login', true, MANIFEST)).toEqual([SHELL_PAGE_LOADERS.signIn]);
    expect(routeLoads('/register', true, MANIFEST)).toEqual([SHELL_PAGE_LOADERS.register]);
  });

  it("a remote's route: the remote area and the remote's routes module, not the header's controls", () => {
    const loads = routeLoads('/my/matches', true, MANIFEST);
    expect(loads).toHaveLength(2);
    expect(loads[0]).toBe(loadRemoteArea);
  });

  it('a redirect or an unknown path: nothing', () => {
    expect(routeLoads('/matches', true, MANIFEST)).toEqual([]);
    expect(routeLoads('/no-such-page', true, MANIFEST)).toEqual([]);
  });
});
