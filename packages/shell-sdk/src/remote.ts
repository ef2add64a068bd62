import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Names of the federated remotes (DESIGN.md §2). */
export const REMOTE_NAMES = ['mfe_matches', 'mfe_grounds', 'mfe_commerce', 'mfe_finance', 'mfe_training'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * What each remote exposes as './routes': a component rendering <Routes> with the spec's
 * absolute paths. The shell mounts it at the root, so its paths match as written.
 */
export interface RemoteRoutesModule {
  RemoteRoutes: ComponentType;
}

/** An entry of GET /mf-manifest.json served by the gateway. */
export interface RemoteManifestEntry {
  name: RemoteName;
  entry: string;
}

export interface RemoteManifest {
  remotes: RemoteManifestEntry[];
}

/**
 * A remote's page as its own chunk, fetched when its route is first opened (issue 23: moving
 * into an area costs that page, not the whole area). It suspends to the shell's loading state.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
