import type { RemoteManifest } from '@cricket/contracts';
import { queryKeys, requestPathOf } from '@cricket/shell-sdk';
import { readAhead, sessionSignedIn } from '@cricket/shell-sdk/session-reads';
import type { QueryKey } from '@tanstack/react-query';
import { HOME_PAGE_LOADERS } from '../home/HomePage';
import { loadAccountControls } from '../layout/components/AppHeader';
import { remoteManifest } from '../remotes/manifest';
import { BARE_PAGES, SHELL_PAGE_LOADERS } from './pages';
import { resolveRoute } from './resolveRoute';
import type { ShellPage } from './routeTable';

/**
 * What a shell page opened cold fetches first: the page (home's by who is signed in) and, where it
 * has the header, the signed-in header's controls. A remote's route has its head start from the
 * entry (remotes/routeRemote.ts); not the header's controls there: the remote's chain (its routes,
 * then its page, then the page's components) is the longer one, and fetched beside it they delayed
 * its page by 0.1-0.2 s on the phone profile.
 */
export function shellPageLoads(pathname: string, signedIn: boolean, manifest: RemoteManifest = remoteManifest()): (() => Promise<unknown>)[] {
  const target = resolveRoute(pathname, manifest)?.entry.target;
  if (target?.kind !== 'page') return [];
  const page = target.page === 'home' ? HOME_PAGE_LOADERS[signedIn ? 'signedIn' : 'visitor'] : SHELL_PAGE_LOADERS[target.page];
  return signedIn && !BARE_PAGES.has(target.page) ? [page, loadAccountControls] : [page];
}

/** What a shell page reads as it first renders, for everyone who opens it (as a remote's lazyPage declares its reads). */
const SHELL_PAGE_READS: Partial<Record<ShellPage, readonly QueryKey[]>> = { aboutUs: [queryKeys.statistics] };

/** The request paths of the reads the shell page at `pathname` makes first. */
export function shellPageReads(pathname: string, manifest: RemoteManifest = remoteManifest()): string[] {
  const target = resolveRoute(pathname, manifest)?.entry.target;
  return target?.kind === 'page' ? (SHELL_PAGE_READS[target.page] ?? []).map(requestPathOf) : [];
}

/**
 * A short waterfall for a shell page opened cold (issue 23): its chunks are asked for as the
 * bootstrap starts, while React renders the frame, instead of when rendering reaches them (on the
 * phone profile that render takes half a second), and its first reads with them. A chunk that
 * fails here fails the same way again when its screen asks for it, which shows that screen's error.
 */
export function preloadShellPage(pathname: string): void {
  readAhead(shellPageReads(pathname));
  void sessionSignedIn().then((signedIn) => {
    for (const load of shellPageLoads(pathname, signedIn)) load().catch(() => undefined);
  });
}
