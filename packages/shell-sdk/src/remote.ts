import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Route, Routes } from '@cricket/shell-sdk/router';

/**
 * A remote's `src/routes.json`, the one place its routes are declared: each area (the name its
 * error and loading cards show) maps the absolute paths it renders to the page shown there.
 * The build copies the paths to `dist/routes.json`, the gateway serves them in the manifest, and
 * the shell mounts the remote for them, so a remote adds a route without a shell build.
 */
export type RemoteRouteDeclaration = Record<string, Record<string, string>>;

/**
 * What each remote exposes as './routes': a component rendering <Routes> with the spec's
 * absolute paths. The shell mounts it at the root, so its paths match as written.
 */
export interface RemoteRoutesModule {
  RemoteRoutes: ComponentType;
}

/**
 * The <Routes> of a remote: each declared path with the element of its page. A page the
 * declaration names but `pages` lacks is a build mistake, so it throws when the remote loads.
 */
export function declaredRouteElements(declaration: RemoteRouteDeclaration, pages: Record<string, ReactNode>): ReactNode {
  const missing = Object.values(declaration)
    .flatMap((paths) => Object.values(paths))
    .filter((page) => !(page in pages));
  if (missing.length) throw new Error(`routes.json names pages this remote does not have: ${[...new Set(missing)].join(', ')}`);
  const routes = Object.values(declaration).flatMap((paths) => Object.entries(paths));
  return createElement(
    Routes,
    null,
    routes.map(([path, page]) => createElement(Route, { key: path, path, element: pages[page] })),
  );
}

/**
 * A remote's page as its own chunk, fetched when its route is first opened (issue 23: moving
 * into an area costs that page, not the whole area). It suspends to the shell's loading state.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
