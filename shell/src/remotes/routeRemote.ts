import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@cricket/shell-sdk';
import { registerManifestRemotes, remoteManifest } from './manifest';
import { isRemoteLoadFailure } from './remoteFailure';

/** A route's path as a pattern (`:id` is one segment), read without the router: the entry runs before shared modules exist. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`);

/** The chunk that mounts any remote (React-free here, so the entry can ask for it). */
export const loadRemoteArea = () => import(/* webpackChunkName: "remote-area" */ './RemoteArea').then((m) => m.RemoteArea);

/**
 * Starts loading the opened route's remote from the entry (issue 23's short waterfall): its
 * remoteEntry.js, its './routes' module and the shell's remote-area chunk are fetched while the
 * frame's JavaScript downloads, and the route's page (with the components it takes and the reads
 * it declares) as soon as the routes module has loaded, not once React has rendered that far. Called after the bootstrap's
 * import, whose shared modules are then already loading, so the remote takes the shell's. Only a
 * head start: the route table still decides what renders, and a remote that fails here fails the
 * same way again when RemoteArea asks for it, which shows its error card.
 */
export function loadRouteRemote({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const remote = remoteManifest().remotes.find(({ routes }) => routes.some(({ path }) => patternOf(path).test(pathname)));
  if (!remote) return;
  registerManifestRemotes();
  loadRemoteArea().catch(() => undefined);
  loadRemote<RemoteRoutesModule>(`${remote.name}/routes`)
    .then((module) => (module && !isRemoteLoadFailure(module) ? module.preloadPage?.(pathname, search) : undefined))
    .catch(() => undefined);
}
