import { registerOfflineWorker } from '@cricket/shell-sdk';
import { afterLoadWhenIdle } from '../common/afterLoadWhenIdle';

/**
 * Registers the shell's service worker once the page has loaded and the browser is idle:
 * installing it fetches the shell's files, which must not compete with the first page on a
 * phone's network. Called from the signed-in header's chunk (AccountControls). Answers the
 * function that cancels it.
 */
export function registerServiceWorkerOnceLoaded(): () => void {
  const alreadyControlled = navigator.serviceWorker.controller !== null;
  return afterLoadWhenIdle(() => void registerOfflineWorker(alreadyControlled));
}
