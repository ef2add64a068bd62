/**
 * The federation manifest the gateway serves and the shell reads (DESIGN.md §6): every built
 * remote with its entry and the routes it declares in its own `src/routes.json`, so the shell
 * mounts a remote for its routes without a shell build.
 */

/** A path a remote renders, with the area its loading and error cards name. */
export interface RemoteRoute {
  path: string;
  area: string;
}

/** A remote's name is its folder `mfe-<name>` with `_` for `-`; the shell knows none by name. */
export type RemoteName = string;

export interface RemoteManifestEntry {
  name: RemoteName;
  entry: string;
  routes: RemoteRoute[];
}

export interface RemoteManifest {
  remotes: RemoteManifestEntry[];
}

/** The id of the JSON data block in index.html that carries the manifest, so the shell knows every route before its first request. */
export const REMOTE_MANIFEST_ELEMENT_ID = 'mf-manifest';

/** Where the manifest is also served on its own. */
export const REMOTE_MANIFEST_PATH = '/mf-manifest.json';

/** The shell's service worker (issue 16): at the root, so that its scope is the whole app; the gateway serves it revalidated. */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * A page asks the service worker to keep the files it loaded before the worker controlled it
 * (the shell, a remote's chunks, the session reads), and the worker answers on the message's port
 * how many of those it could not keep.
 */
export const KEEP_OFFLINE_MESSAGE = 'KEEP_OFFLINE';

export interface KeepOfflineRequest {
  type: typeof KEEP_OFFLINE_MESSAGE;
  urls: string[];
}

export interface KeepOfflineReply {
  notKept: number;
}

const isRoute = (value: unknown): value is RemoteRoute => {
  const route = value as RemoteRoute;
  return !!route && typeof route.path === 'string' && route.path.startsWith('/') && typeof route.area === 'string' && route.area.length > 0;
};

const isEntry = (value: unknown): value is RemoteManifestEntry => {
  const entry = value as RemoteManifestEntry;
  return !!entry && typeof entry.name === 'string' && /^mfe_[a-z0-9_]+$/.test(entry.name) && typeof entry.entry === 'string' && Array.isArray(entry.routes);
};

/** The routes of a remote's `dist/routes.json`, or of a manifest entry, that are well formed. */
export function remoteRoutesOf(value: unknown): RemoteRoute[] {
  return Array.isArray(value) ? value.filter(isRoute) : [];
}

/** The well-formed entries of a manifest read from outside the program (an inlined block, a response). */
export function remoteManifestOf(value: unknown): RemoteManifest {
  const remotes = (value as Partial<RemoteManifest> | null)?.remotes;
  return { remotes: Array.isArray(remotes) ? remotes.filter(isEntry).map((entry) => ({ ...entry, routes: remoteRoutesOf(entry.routes) })) : [] };
}
