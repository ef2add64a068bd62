/** At the root, so that its scope is the whole app. */
const SERVICE_WORKER_PATH = '/sw.js';

/**
 * Registers the shell's service worker. On the visit that installs it, it hands the worker what
 * the page fetched before the worker controlled it (the shell, the opened remote's chunks, the
 * session reads), so a scorer's first visit already opens offline. Called from the signed-in
 * header's chunk (AccountControls), which no route's budget counts.
 */
export async function registerServiceWorker(): Promise<void> {
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
