import { matchRoutes } from 'react-router-dom';
import { ROUTE_TABLE, type RouteEntry, type RouteParams } from './routeTable';

export interface ResolvedRoute {
  entry: RouteEntry;
  params: RouteParams;
}

const ROUTES = ROUTE_TABLE.map((entry, index) => ({ path: entry.path, id: String(index) }));

/**
 * The table row for a path, ranked as React Router ranks (static segments before
 * parameters), or null for an unknown path, which renders the 404 page.
 */
export function resolveRoute(pathname: string): ResolvedRoute | null {
  const matches = matchRoutes(ROUTES, pathname);
  if (!matches) return null;
  const { route, params } = matches[matches.length - 1];
  const entry = ROUTE_TABLE[Number(route.id)];
  if (entry.accepts && !entry.accepts(params)) return null;
  return { entry, params };
}
