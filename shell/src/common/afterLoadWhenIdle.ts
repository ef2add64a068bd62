/**
 * Runs `task` once the page has loaded and the browser is idle (at the latest 10 s later): work that
 * must not compete with the opened page for a phone's network and main thread. Answers the
 * function that cancels it.
 */
export function afterLoadWhenIdle(task: () => void): () => void {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
  let idle = 0;
  const schedule = () => (idle = whenIdle(task, { timeout: 10_000 }));
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle(idle);
  };
}
