import { KEEP_OFFLINE_MESSAGE, SERVICE_WORKER_PATH, type KeepOfflineReply, type KeepOfflineRequest } from '@cricket/contracts';

/** A worker that has not answered in this long is not keeping anything (an older worker that does not know the message). */
const KEEP_REPLY_TIMEOUT_MS = 30_000;

/** The page's one registration of the shell's worker, with the worker once active; null when it failed. */
let registration: Promise<ServiceWorker | null> | null = null;

function activeWorker(): Promise<ServiceWorker | null> {
  // One that failed (no signal) is tried again when next asked.
  registration ??= navigator.serviceWorker
    .register(SERVICE_WORKER_PATH)
    .then(() => navigator.serviceWorker.ready)
    .then(({ active }) => active)
    .catch(() => {
      registration = null;
      return null;
    });
  return registration;
}

/** The files this page fetched from its own origin: the shell, the remotes' chunks, the API reads. */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin);
}

/** Asks `worker` to keep `urls` and waits for its answer: true when it kept every file it keeps. */
function askToKeep(worker: ServiceWorker, urls: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(() => resolve(false), KEEP_REPLY_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<KeepOfflineReply>) => {
      window.clearTimeout(timer);
      resolve(event.data.notKept === 0);
    };
    const request: KeepOfflineRequest = { type: KEEP_OFFLINE_MESSAGE, urls };
    worker.postMessage(request, [channel.port2]);
  });
}

/**
 * Registers the shell's worker if that has not happened yet, and waits until it has kept what
 * this page loaded before it took control: false when some file could not be kept (the signal
 * went) or the worker did not answer.
 */
export async function keepPageOffline(): Promise<boolean> {
  const worker = await activeWorker();
  return worker !== null && (await askToKeep(worker, loadedFiles()));
}

/**
 * Registers the shell's worker. On the visit that installs it (a page no worker controlled yet),
 * the worker is handed what the page fetched before, so a scorer's first visit already opens
 * offline; a failure here is tried again by the scorer's download, which reports it.
 */
export function registerOfflineWorker(alreadyControlled: boolean): void {
  void (alreadyControlled ? activeWorker() : keepPageOffline());
}
