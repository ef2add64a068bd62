/**
 * Asks `probe` until `done` holds of its answer or `timeoutMs` passes, and answers the last
 * answer either way: the caller's `expect` on it then says what was seen when time ran out.
 */
export async function pollUntil<T>(probe: () => Promise<T>, done: (answer: T) => boolean, timeoutMs: number, intervalMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (done(answer) || Date.now() >= deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
