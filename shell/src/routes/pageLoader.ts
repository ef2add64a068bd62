import { lazy, type ComponentType } from 'react';

/** Fetches and evaluates a page's chunk (once, however often it is called) and answers its component. */
export type PageLoader<P extends object = object> = () => Promise<ComponentType<P>>;

/** A lazy component of `load`: React and an early preload (preloadShellPage.ts) then fetch the same chunk. */
export const lazyFrom = <P extends object>(load: PageLoader<P>) => lazy(() => load().then((Page) => ({ default: Page })));
