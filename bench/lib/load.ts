/**
 * A small closed-loop load generator: `concurrency` workers over as many keep-alive
 * connections, each sending its next request as soon as the previous answer is read.
 */
import { Pool, type Dispatcher } from 'undici';
import { cpuMs } from './process-cpu';
import { percentiles, type Percentiles } from './stats';

export interface LoadRequest {
  method: Dispatcher.HttpMethod;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadOptions {
  origin: string;
  concurrency: number;
  durationMs: number;
  /** Run first and thrown away: connections open, JIT and caches warm. */
  warmupMs: number;
  /** Called for every request, so each may differ (a fresh name, a request id). */
  request: () => LoadRequest;
  /** The status every answer must have; any other counts as an error. */
  expectStatus: number;
  /** Processes (name → pid) whose CPU time per answered request to report. */
  watch?: Record<string, number>;
}

export interface LoadResult {
  /** Answers with the expected status per second. */
  rps: number;
  latencyMs: Percentiles;
  errors: number;
  firstError?: string;
  /** CPU ms per answered request of each watched process, over the measured phase. */
  cpuMsPerRequest: Record<string, number>;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const pool = new Pool(options.origin, { connections: options.concurrency, pipelining: 1, keepAliveTimeout: 30_000 });
  try {
    await phase(pool, options, options.warmupMs);
    return await phase(pool, options, options.durationMs);
  } finally {
    await pool.close();
  }
}

async function phase(pool: Pool, options: LoadOptions, durationMs: number): Promise<LoadResult> {
  const watched = Object.entries(options.watch ?? {});
  const cpuBefore = watched.map(([, pid]) => cpuMs(pid));
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const { statusCode, body } = await pool.request(options.request());
        const text = await body.text();
        if (statusCode === options.expectStatus) latencies.push(performance.now() - sent);
        else {
          errors++;
          firstError ??= `HTTP ${statusCode} ${text.slice(0, 200)}`;
        }
      } catch (error) {
        errors++;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpuMsPerRequest = Object.fromEntries(watched.map(([name, pid], i) => [name, (cpuMs(pid) - cpuBefore[i]) / latencies.length]));
  return { rps: latencies.length / seconds, latencyMs: percentiles(latencies), errors, firstError, cpuMsPerRequest };
}
