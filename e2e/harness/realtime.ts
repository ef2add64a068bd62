import type { Page } from 'playwright-core';

/**
 * The messages the page's sockets to /ws receive from now on (call before page.goto):
 * `heard` resolves once one of them passes the test.
 */
export function socketMessages(page: Page): { heard: (test: (message: { type: string; data?: unknown }) => boolean) => Promise<void> } {
  const received: { type: string; data?: unknown }[] = [];
  const waiting: (() => void)[] = [];
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== '/ws') return;
    socket.on('framereceived', ({ payload }) => {
      try {
        received.push(JSON.parse(String(payload)));
      } catch {
        return;
      }
      for (const check of waiting.splice(0)) check();
    });
  });
  return {
    heard: (test) =>
      new Promise<void>((resolve) => {
        const check = () => (received.some(test) ? resolve() : waiting.push(check));
        check();
      }),
  };
}

/**
 * Resolves once the page's socket to /ws has received the server's 'connection' message,
 * so a journey can make a change knowing the page will hear about it. Call before page.goto.
 */
export function socketConnected(page: Page): Promise<void> {
  return socketMessages(page).heard((message) => message.type === 'connection');
}

/** Marks the page's window so that `expectNoReload` can tell a live update from a reload. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __journeyMark: true }));
}

export async function expectNoReload(page: Page): Promise<void> {
  const marked = await page.evaluate(() => (window as unknown as { __journeyMark?: boolean }).__journeyMark === true);
  if (!marked) throw new Error('The page reloaded; the change should have arrived live');
}
