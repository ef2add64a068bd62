/** Chromium's install offer (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

let capturing = false;

/** Keeps the browser's install offer for the account menu's 'Install app', from the signed-in header's first mount. */
export function captureInstallPrompt(): void {
  if (capturing) return;
  capturing = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Held for the menu instead of the browser's own mini-infobar.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

export function subscribeInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser offered to install the app and it was not used yet. */
export function installOffered(): boolean {
  return offer !== null;
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function promptInstall(): Promise<void> {
  const used = offer;
  offer = null;
  changed();
  await used?.prompt();
}
