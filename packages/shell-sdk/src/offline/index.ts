// The worker's code is loaded when first needed, after the page: the SDK is in every route.
const offlineWorker = () => import(/* webpackChunkName: "offline-worker" */ './offlineWorker');

/** Only production builds have the shell's worker (AccountControls registers it); elsewhere there is nothing to keep. */
export const hasOfflineWorker = () => process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator;

/** Makes sure the app opens on this device with no network (offlineWorker.ts): true once kept, or where there is no worker. */
export async function keepPageOffline(): Promise<boolean> {
  return !hasOfflineWorker() || (await offlineWorker()).keepPageOffline();
}

/** Registers the shell's worker (offlineWorker.ts). */
export async function registerOfflineWorker(alreadyControlled: boolean): Promise<void> {
  (await offlineWorker()).registerOfflineWorker(alreadyControlled);
}
