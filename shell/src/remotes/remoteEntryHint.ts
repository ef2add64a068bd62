import { remoteManifest } from './manifest';

/** A route's path as a pattern (`:id` is one segment), read without the router: the entry runs before shared modules exist. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`);

/**
 * Asks the browser for the opened route's remoteEntry.js while the bootstrap chunk downloads, so
 * the federation runtime finds it fetched (issue 23's short waterfall). Only a hint: the route
 * table still decides what renders.
 */
export function hintRemoteEntry(pathname: string): void {
  const remote = remoteManifest().remotes.find(({ routes }) => routes.some(({ path }) => patternOf(path).test(pathname)));
  if (!remote) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = remote.entry;
  document.head.append(link);
}
