import { PageShown } from '@cricket/shell-sdk';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from '@cricket/shell-sdk/router';
import { Loading } from '../common/Loading';
import { loadRemoteArea } from '../remotes/routeRemote';
import { lazyFrom } from './pageLoader';
import { SHELL_PAGES } from './pages';
import { resolveRoute } from './resolveRoute';

const NotFoundPage = lazy(() => import(/* webpackChunkName: "page-not-found" */ '../not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const RemoteArea = lazyFrom(loadRemoteArea);

/**
 * Renders the route table row for the current location. Remotes are mounted here at the
 * root, so their own <Routes> match the spec's absolute paths.
 */
export function RouteOutlet() {
  const { pathname, search } = useLocation();
  const resolved = resolveRoute(pathname);
  if (resolved?.entry.target.kind === 'redirect') {
    return <Navigate to={`${resolved.entry.target.to(resolved.params)}${search}`} replace />;
  }
  // A remote's page tells of itself (lazyPage), once the remote's own loading is over.
  return (
    <Suspense fallback={<Loading />}>
      {screenFor(resolved)}
      {resolved?.entry.target.kind !== 'remote' && <PageShown />}
    </Suspense>
  );
}

function screenFor(resolved: ReturnType<typeof resolveRoute>) {
  if (!resolved) return <NotFoundPage />;
  const { target } = resolved.entry;
  if (target.kind === 'remote') return <RemoteArea key={target.remote.name} remote={target.remote} area={target.area} />;
  if (target.kind === 'page') {
    const Page = SHELL_PAGES[target.page];
    return <Page />;
  }
  return null;
}
