import { ROUTE_TABLE } from '../routes/routeTable';

/** Each remote route's path as a pattern (`:id` is one segment), read without the router: the entry runs before shared modules exist. */
const REMOTE_PATTERNS = ROUTE_TABLE.flatMap(({ path, target }) =>
  target.kind === 'remote' ? [{ pattern: new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`), remote: target.remote }] : [],
);

/**
 * Asks the browser for the opened route's remoteEntry.js while the bootstrap chunk downloads, so
 * the federation runtime finds it fetched (issue 23's short waterfall). Only a hint: the gateway
 * serves each remote at /remotes/<folder>/ and the manifest still decides what is registered.
 */
export function hintRemoteEntry(pathname: string): void {
  const remote = REMOTE_PATTERNS.find(({ pattern }) => pattern.test(pathname))?.remote;
  if (!remote) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = `/remotes/${remote.replace(/_/g, '-')}/remoteEntry.js`;
  document.head.append(link);
}
