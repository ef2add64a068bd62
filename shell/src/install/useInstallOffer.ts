import { useSyncExternalStore } from 'react';
import { installOffered, subscribeInstallOffer } from './installPrompt';

/** True while the browser offers to install the app (captured by installPrompt.ts at start-up). */
export function useInstallOffer(): boolean {
  return useSyncExternalStore(subscribeInstallOffer, installOffered, () => false);
}
