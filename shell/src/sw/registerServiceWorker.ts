import { SERVICE_WORKER_PATH } from '@cricket/contracts';

/**
 * Registers the shell's service worker. On the visit that installs it, it hands the worker what
 * the page fetched before the worker controlled it (the shell, the opened remote's chunks, the
 * session reads), so a scorer's first visit already opens offline. Called from the signed-in
 * header's chunk (AccountControls), which no route's budget counts.
 */
async function registerServiceWorker(): Promise<void> {
  const alreadyControlled = navigator.serviceWorker.controller !== null;
  await navigator.serviceWorker.register(SERVICE_WORKER_PATH);
  if (alreadyControlled) return;
  const { active } = await navigator.serviceWorker.ready;
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin);
  active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/**
 * Registers the worker once the page has loaded and the browser is idle: installing it fetches
 * the shell's files, which must not compete with the first page on a phone's network. Answers
 * the function that cancels it.
 */
export function registerServiceWorkerOnceLoaded(): () => void {
  const whenIdle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 1));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let idle = 0;
  const schedule = () => (idle = whenIdle(() => void registerServiceWorker(), { timeout: 10_000 }));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle(idle);
  };
}
