import { createContext, useContext, useEffect } from 'react';

const PageShownContext = createContext<() => void>(() => undefined);

/** Told once the opened route's page, or what took its place (a 404, a remote's error), has rendered. */
export const PageShownProvider = PageShownContext.Provider;

/**
 * Rendered beside a page (lazyPage does it for every remote page), so its effect runs once that
 * page has committed, and tells after the next frame, once the page is painted: what the shell's
 * frame defers until then (the header's account controls) no longer competes with the page for a
 * phone's bandwidth and main thread, nor holds back its first paint (issue 23).
 */
export function PageShown() {
  const markShown = useContext(PageShownContext);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(markShown)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [markShown]);
  return null;
}
