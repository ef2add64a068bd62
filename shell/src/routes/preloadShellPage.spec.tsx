import '../test/polyfills';
import type { RemoteManifest } from '@cricket/contracts';
import { HOME_PAGE_LOADERS } from '../home/HomePage';
import { loadAccountControls } from '../layout/components/AppHeader';
import { SHELL_PAGE_LOADERS } from './pages';
import { shellPageLoads, shellPageReads } from './preloadShellPage';

const MANIFEST: RemoteManifest = {
  remotes: [{ name: 'mfe_matches', entry: '/remotes/mfe-matches/remoteEntry.js', routes: [{ path: '/my/matches', area: 'Matches' }] }],
};

describe('the chunks a shell page opened cold asks for as the bootstrap starts', () => {
  it('a shell page: its own chunk, with the header controls when someone is signed in', () => {
    expect(shellPageLoads('/about-us', false, MANIFEST)).toEqual([SHELL_PAGE_LOADERS.aboutUs]);
    expect(shellPageLoads('/about-us', true, MANIFEST)).toEqual([SHELL_PAGE_LOADERS.aboutUs, loadAccountControls]);
  });

  it('home: the dashboard for someone signed in, the landing page for a visitor', () => {
    expect(shellPageLoads('/', true, MANIFEST)).toEqual([HOME_PAGE_LOADERS.signedIn, loadAccountControls]);
    expect(shellPageLoads('/', false, MANIFEST)).toEqual([HOME_PAGE_LOADERS.visitor]);
  });

  it('sign-in and registration are drawn without the header', () => {
    expect(shellPageLoads('/login', true, MANIFEST)).toEqual([SHELL_PAGE_LOADERS.signIn]);
    expect(shellPageLoads('/register', true, MANIFEST)).toEqual([SHELL_PAGE_LOADERS.register]);
  });

  it("a remote's route, a redirect or an unknown path: none (a remote's route has its head start from the entry)", () => {
    expect(shellPageLoads('/my/matches', true, MANIFEST)).toEqual([]);
    expect(shellPageLoads('/matches', true, MANIFEST)).toEqual([]);
    expect(shellPageLoads('/no-such-page', true, MANIFEST)).toEqual([]);
  });

  it('the reads a shell page makes first go with its chunks: the About page its statistics', () => {
    expect(shellPageReads('/about-us', MANIFEST)).toEqual(['/api/statistics']);
    expect(shellPageReads('/faqs', MANIFEST)).toEqual([]);
    expect(shellPageReads('/my/matches', MANIFEST)).toEqual([]);
  });
});
