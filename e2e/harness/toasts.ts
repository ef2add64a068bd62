import type { Page } from 'playwright-core';

export interface ToastRecorder {
  /** Resolves once a toast containing `text` has been shown since the recorder started (or since `since`). */
  shown(text: string, since?: number): Promise<void>;
  /** How many toasts have been recorded so far: pass it to `shown` to wait for a later one. */
  count(): number;
}

/**
 * Records every antd toast the page renders, as it renders, across reloads. A toast that a
 * reload follows (Logged out, Workspace changed) can come and go between two polls of a
 * locator on a loaded machine; a MutationObserver in the page misses none. Call before goto.
 */
export async function recordToasts(page: Page, timeoutMs = 30_000): Promise<ToastRecorder> {
  const texts: string[] = [];
  const listeners = new Set<() => void>();
  await page.exposeBinding('__toastShown', (_source, text: string) => {
    texts.push(text);
    listeners.forEach((listener) => listener());
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __toastShown: (text: string) => void }).__toastShown;
    new MutationObserver(() => {
      for (const notice of Array.from(document.querySelectorAll<HTMLElement>('.ant-notification-notice'))) {
        const text = notice.textContent ?? '';
        if (!text || notice.dataset.toastRecorded === text) continue;
        notice.dataset.toastRecorded = text;
        report(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return {
    count: () => texts.length,
    shown: (text, since = 0) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!texts.slice(since).some((shown) => shown.includes(text))) return false;
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
          return true;
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No toast '${text}' within ${timeoutMs} ms; shown: ${JSON.stringify(texts.slice(since))}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      }),
  };
}
