/** How long a stop may take before the process exits anyway: probes and operators expect 5 s. */
export const STOP_DEADLINE_MS = 4000;

/**
 * Ends the process on SIGINT or SIGTERM with exit code 0: `stop` finishes or abandons work in
 * flight; past the deadline the process exits regardless. Nothing is left half-done either way,
 * since every change commits in one transaction and uncommitted ones roll back when the
 * connection drops; undelivered events stay in their outbox for the next start. A repeated
 * signal (a terminal sends Ctrl-C to the launcher and the app alike) does not restart the stop.
 */
export function stopOnSignals(stop: () => Promise<void>, onDeadline: () => Promise<void> = async () => undefined): void {
  let stopping = false;
  const handle = () => {
    if (stopping) return;
    stopping = true;
    const deadline = setTimeout(() => void onDeadline().finally(() => process.exit(0)), STOP_DEADLINE_MS);
    deadline.unref();
    void stop()
      .catch(() => undefined)
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', handle);
  process.on('SIGTERM', handle);
}
