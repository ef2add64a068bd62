import { loadRemote } from '@module-federation/enhanced/runtime';
import { resolveRoute } from '../routes/resolveRoute';

/**
 * A short waterfall for a remote's route opened cold (issue 23): while React renders the frame
 * and reads the session, the remote-area chunk and the remote's './routes' module are already on
 * their way instead of being asked for one after the other. A remote that fails here fails the
 * same way again when RemoteArea asks for it, which shows its error card.
 */
export function preloadRouteRemote(pathname: string): void {
  const target = resolveRoute(pathname)?.entry.target;
  if (target?.kind !== 'remote') return;
  void import(/* webpackChunkName: "remote-area" */ './RemoteArea');
  void loadRemote(`${target.remote.name}/routes`);
}
