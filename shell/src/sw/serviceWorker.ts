/// <reference lib="webworker" />
// The shell's service worker (issue 16): the shell, the remotes and the scoring console load with
// no network once opened. Built by InjectManifest in production only; served at /sw.js.
import { KEEP_OFFLINE_MESSAGE, type KeepOfflineReply, type KeepOfflineRequest } from '@cricket/contracts';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { NavigationRoute, Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Every navigation answers the same shell page (the gateway inlines the remote manifest), so one cache entry serves them all. */
const SHELL_PAGE = '/';
const SHELL_PAGE_CACHE = 'shell-page';
/** Navigations the gateway answers with something other than the shell page (its NOT_SPA). */
const NOT_SHELL_PAGES = [/^\/(api|ws|remotes)(\/|$)/];
/** A phone on a weak signal waits this long for the network before the cached copy answers. */
const NETWORK_TIMEOUT_SECONDS = 3;
/**
 * The signed-in user's start-up reads (user, workspaces, permissions), so a scorer's shell renders
 * offline; deleted at sign-out, so nothing personal stays on a shared phone.
 */
const SESSION_READS_CACHE = 'session-reads';
const SESSION_READS = /^\/api\/(user|workspaces|workspaces\/current|workspaces\/\d+\/members\/me\/permissions)$/;

const shellPage = new NetworkFirst({
  cacheName: SHELL_PAGE_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [{ cacheKeyWillBeUsed: async () => SHELL_PAGE }],
});

const router = new Router();
const precache = new PrecacheController();
precache.precache(self.__WB_MANIFEST);
router.registerRoute(new NavigationRoute(shellPage, { denylist: NOT_SHELL_PAGES }));
/** The routes whose answers this worker keeps: a page's list of what it loaded is kept by them, the rest left alone. */
const keptRoutes = [
  // index.html asks for the entry as `main.js?<build hash>`: the precached copy answers whatever the query.
  new PrecacheRoute(precache, { ignoreURLParametersMatching: [/.*/] }),
  new Route(
    ({ url }) => url.pathname.startsWith('/remotes/') && url.pathname.endsWith('/remoteEntry.js'),
    new NetworkFirst({ cacheName: 'remote-entries', networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
  ),
  // A remote's other chunks carry a content hash: a cached one is never stale. Old builds' chunks age out.
  new Route(
    ({ url }) => url.pathname.startsWith('/remotes/') && /\.[0-9a-f]{8}\.js$/.test(url.pathname),
    new CacheFirst({ cacheName: 'remote-chunks', plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })] }),
  ),
  new Route(
    ({ url, sameOrigin }) => sameOrigin && SESSION_READS.test(url.pathname),
    new NetworkFirst({ cacheName: SESSION_READS_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
  ),
];
for (const route of keptRoutes) router.registerRoute(route);
// Sign-out (the SDK's logout) passes through here: the session's reads go with it, answered or not.
const signOut = new NetworkOnly();
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/logout',
    async (options) => {
      await caches.delete(SESSION_READS_CACHE);
      return signOut.handle(options);
    },
    'POST',
  ),
);
// Every other API call goes to the network from here rather than through the browser's fallback
// for requests a worker leaves alone: Chromium's offline emulation let those through, so a scorer's
// taps reached the server in a journey with the network switched off.
const API_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const toNetwork = new NetworkOnly();
for (const method of API_METHODS) {
  router.registerRoute(new Route(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'), toNetwork, method));
}
router.addFetchListener();

const isKeepRequest = (data: unknown): data is KeepOfflineRequest => (data as KeepOfflineRequest | null)?.type === KEEP_OFFLINE_MESSAGE;

/**
 * Fetches `url` through the kept route it matches, so its answer is cached as if the page had
 * asked; false when that failed or answered an error, which the routes do not keep.
 */
async function keep(url: string, event: ExtendableMessageEvent): Promise<boolean> {
  const request = new Request(url);
  const match = { url: new URL(url), sameOrigin: new URL(url).origin === self.location.origin, request, event };
  if (!keptRoutes.some((route) => route.match(match))) return true;
  return router.handleRequest({ request, event })?.then(
    (response) => response.ok,
    () => false,
  ) ?? true;
}

// The page sends what it fetched before this worker controlled it (the shell SDK's offlineWorker),
// so the very first visit is kept, and a scorer's download waits for the answer before it says
// the match is ready offline.
self.addEventListener('message', (event) => {
  if (!isKeepRequest(event.data)) return;
  const kept = Promise.all(event.data.urls.map((url) => keep(url, event)));
  const answered = kept.then((results) => {
    const reply: KeepOfflineReply = { notKept: results.filter((done) => !done).length };
    event.ports[0]?.postMessage(reply);
  });
  event.waitUntil(answered);
});

self.addEventListener('install', (event) => {
  // The first visit's page was fetched before this worker existed: cache it now for offline starts.
  event.waitUntil(caches.open(SHELL_PAGE_CACHE).then((cache) => cache.add(SHELL_PAGE)));
});
// A match-day notification (mfe-matches' live view) opens that match's live score.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(self.clients.openWindow(url));
});
clientsClaim();
