import type { QueryKey } from '@tanstack/react-query';
import { createElement, Fragment, isValidElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { matchRoutes, Route, Routes } from '@cricket/shell-sdk/router';
import { requestPathOf } from './api/queryClient';
import { readAhead } from './api/sessionReads';
import { PageShown } from './pageShown';

/**
 * A remote's `src/routes.json`, the one place its routes are declared: each area (the name its
 * error and loading cards show) maps the absolute paths it renders to the page shown there.
 * The build copies the paths to `dist/routes.json`, the gateway serves them in the manifest, and
 * the shell mounts the remote for them, so a remote adds a route without a shell build.
 */
export type RemoteRouteDeclaration = Record<string, Record<string, string>>;

/**
 * What each remote exposes as './routes': a component rendering <Routes> with the spec's
 * absolute paths (the shell mounts it at the root, so its paths match as written), and the
 * fetch of a path's page before that component renders it (declaredRoutes).
 */
export interface RemoteRoutesModule {
  RemoteRoutes: ComponentType;
  preloadPage: (pathname: string, search?: string) => Promise<unknown>;
}

/**
 * A remote's routes from its declaration: `routes`, the <Routes> of each declared path with the
 * element of its page, and `preloadPage`, which fetches the lazyPage chunks a path's element
 * renders (however it wraps them: an access gate, a Suspense) and starts the reads they declare.
 * The shell calls it as soon as the remote's './routes' module has loaded, while the frame still
 * renders (issue 23's short waterfall). A page the declaration names but `pages` lacks is a build
 * mistake, so it throws when the remote loads.
 */
export function declaredRoutes(declaration: RemoteRouteDeclaration, pages: Record<string, ReactNode>): Pick<RemoteRoutesModule, 'preloadPage'> & { routes: ReactNode } {
  const missing = Object.values(declaration)
    .flatMap((paths) => Object.values(paths))
    .filter((page) => !(page in pages));
  if (missing.length) throw new Error(`routes.json names pages this remote does not have: ${[...new Set(missing)].join(', ')}`);
  const declared = Object.values(declaration).flatMap((paths) => Object.entries(paths));
  const routes = createElement(
    Routes,
    null,
    declared.map(([path, page]) => createElement(Route, { key: path, path, element: pages[page] })),
  );
  const elements = new Map(declared.map(([path, page]) => [path, pages[page]]));
  const preloadPage = (pathname: string, search = '') => {
    const match = matchRoutes([...elements.keys()].map((path) => ({ path })), pathname)?.at(-1);
    const opened = match ? pagesIn(elements.get(match.route.path)) : [];
    const query = new URLSearchParams(search);
    readAhead(opened.flatMap((page) => page.reads?.(match!.params, query) ?? []).map(requestPathOf));
    return Promise.all(opened.map((page) => page.preload()));
  };
  return { routes, preloadPage };
}

/**
 * The reads a page makes as it first renders at a path, as its query keys, from the path's
 * parameters and query string: started with its chunk when its route is opened cold.
 */
export type PageReads = (params: Readonly<Record<string, string | undefined>>, search: URLSearchParams) => readonly QueryKey[];

/** A page of lazyPage: a lazy component that can be asked to fetch its chunk before it renders. */
type PreloadablePage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown>; reads?: PageReads };

/**
 * A remote's page as its own chunk, fetched when its route is first opened (issue 23: moving
 * into an area costs that page, not the whole area). It suspends to the shell's loading state,
 * and tells the shell when it has rendered (PageShown). `reads` names what the page reads first
 * (with the key builders its hooks use), so a route opened cold asks for its data beside its
 * chunks instead of once they have arrived and rendered.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, reads?: PageReads): PreloadablePage {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: shownWhenRendered(module[name]) }))),
    { preload: load, reads },
  );
}

const shownWhenRendered = (Page: ComponentType) => () => createElement(Fragment, null, createElement(Page), createElement(PageShown));

/** The lazyPage pages an element renders, in whatever it is wrapped. */
function pagesIn(node: ReactNode): PreloadablePage[] {
  if (Array.isArray(node)) return node.flatMap(pagesIn);
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = typeof (node.type as Partial<PreloadablePage>).preload === 'function' ? [node.type as PreloadablePage] : [];
  return [...own, ...pagesIn(node.props.children)];
}
