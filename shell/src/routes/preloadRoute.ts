import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteManifest } from '@cricket/contracts';
import { sessionSignedIn } from '@cricket/shell-sdk/session-reads';
import { HOME_PAGE_LOADERS } from '../home/HomePage';
import { loadAccountControls } from '../layout/components/AppHeader';
import { remoteManifest } from '../remotes/manifest';
import { BARE_PAGES, SHELL_PAGE_LOADERS } from './pages';
import { resolveRoute } from './resolveRoute';

/** The chunk that mounts any remote. */
export const loadRemoteArea = () => import(/* webpackChunkName: "remote-area" */ '../remotes/RemoteArea').then((m) => m.RemoteArea);

/**
 * What the opened route will fetch first: a shell page (home's by who is signed in) with the
 * signed-in header's controls where it has the header, or for a remote's route the remote-area
 * chunk and the remote's './routes' module. Not the header's controls there: the remote's chain
 * (its routes, then its page, then the page's components) is the longer one, and fetched beside
 * it they delayed its page by 0.1-0.2 s on the phone profile.
 */
export function routeLoads(pathname: string, signedIn: boolean, manifest: RemoteManifest = remoteManifest()): (() => Promise<unknown>)[] {
  const target = resolveRoute(pathname, manifest)?.entry.target;
  const loads: (() => Promise<unknown>)[] = [];
  if (target?.kind === 'remote') loads.push(loadRemoteArea, () => loadRemote(`${target.remote.name}/routes`));
  if (target?.kind === 'page') {
    loads.push(target.page === 'home' ? HOME_PAGE_LOADERS[signedIn ? 'signedIn' : 'visitor'] : SHELL_PAGE_LOADERS[target.page]);
    if (signedIn && !BARE_PAGES.has(target.page)) loads.push(loadAccountControls);
  }
  return loads;
}

/**
 * A short waterfall for a route opened cold (issue 23): its chunks are asked for as the bootstrap
 * starts, while React renders the frame, instead of each when rendering reaches it (on the phone
 * profile that render takes half a second). A chunk that fails here fails the same way again when
 * its screen asks for it, which shows that screen's error.
 */
export function preloadRoute(pathname: string): void {
  void sessionSignedIn().then((signedIn) => {
    for (const load of routeLoads(pathname, signedIn)) load().catch(() => undefined);
  });
}
