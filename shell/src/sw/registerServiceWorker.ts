import { registerOfflineWorker } from '@cricket/shell-sdk';

/**
 * Registers the shell's service worker once the page has loaded and the browser is idle:
 * installing it fetches the shell's files, which must not compete with the first page on a
 * phone's network. Called from the signed-in header's chunk (AccountControls). Answers the
 * function that cancels it.
 */
export function registerServiceWorkerOnceLoaded(): () => void {
  const alreadyControlled = navigator.serviceWorker.controller !== null;
  const whenIdle = window.requestIdleCallback ?? ((task: () => void) => window.setTimeout(task, 1));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let idle = 0;
  const schedule = () => (idle = whenIdle(() => void registerOfflineWorker(alreadyControlled), { timeout: 10_000 }));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle(idle);
  };
}
