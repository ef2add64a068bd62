import { matchRoutes } from '@cricket/shell-sdk/router';
import type { RemoteManifest } from '@cricket/contracts';
import { remoteManifest } from '../remotes/manifest';
import { ROUTE_TABLE, type RouteEntry, type RouteParams } from './routeTable';

export interface ResolvedRoute {
  entry: RouteEntry;
  params: RouteParams;
}

interface Table {
  entries: RouteEntry[];
  /** The entries as React Router ranks them, each by its index. */
  routes: { path: string; id: string }[];
  /** The last path resolved: the layout and the outlet ask for the same one at every render. */
  last?: { pathname: string; resolved: ResolvedRoute | null };
}

const tables = new WeakMap<RemoteManifest, Table>();

/** The shell's own rows, then every remote's declared routes (the shell's row wins a path both list). */
function routeTable(manifest: RemoteManifest): Table {
  let table = tables.get(manifest);
  if (!table) {
    const remoteRows = manifest.remotes.flatMap((remote) => remote.routes.map(({ path, area }): RouteEntry => ({ path, target: { kind: 'remote', remote, area } })));
    const entries = [...ROUTE_TABLE, ...remoteRows];
    table = { entries, routes: entries.map((entry, index) => ({ path: entry.path, id: String(index) })) };
    tables.set(manifest, table);
  }
  return table;
}

/**
 * The table row for a path, ranked as React Router ranks (static segments before
 * parameters), or null for an unknown path, which renders the 404 page.
 */
export function resolveRoute(pathname: string, manifest: RemoteManifest = remoteManifest()): ResolvedRoute | null {
  const table = routeTable(manifest);
  // Ranking the table's 130-odd paths again at every render cost a phone's main thread (issue 23).
  if (table.last?.pathname !== pathname) table.last = { pathname, resolved: matchedRow(table, pathname) };
  return table.last.resolved;
}

function matchedRow({ entries, routes }: Table, pathname: string): ResolvedRoute | null {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  const { route, params } = matches[matches.length - 1];
  return { entry: entries[Number(route.id)], params };
}
