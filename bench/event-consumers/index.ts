/**
 * Issue 15, measured: the embedded mode's statistics and finance consumers draining a backlog of
 * 100,000 events through the in-process bus (the burst of the reliability test), with the About
 * page's GET /api/statistics asked all the while; the process's peak RSS; and the time from
 * SIGINT to exit with a backlog left. Runs against the PostgreSQL at PG_URL, in databases of its
 * own, dropped afterwards.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { ANONYMOUS, STATISTICS_API } from '@cricket/contracts';
import { databaseUrlFor, dropDatabase } from '@cricket/service-kit';
import { authHeader, TEST_PG_URL } from '@cricket/service-kit/testing';
import { ROOT } from '../../scripts/launch/processes';
import { percentiles } from '../lib/stats';
import { row, type BenchRow } from '../lib/table';

const BACKLOG = 100_000;
const READERS = 4;
/** How long the second backlog drains before SIGINT. */
const DRAIN_BEFORE_STOP_MS = 2_000;

interface Embedded {
  child: ChildProcess;
  statisticsUrl: string;
}

function startEmbedded(prefix: string, events: number): Promise<Embedded> {
  const child = fork(join(ROOT, 'e2e', 'reliability', 'burst', 'embedded-burst-process.ts'), [TEST_PG_URL, prefix], {
    cwd: ROOT,
    execArgv: ['-r', '@swc-node/register'],
    env: { ...process.env, BURST_EVENTS: String(events), BURST_BACKLOG_FIRST: '1', STATISTICS_HEARTBEAT_MS: '0', NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { statisticsUrl: string }) => resolve({ child, statisticsUrl: message.statisticsUrl }));
    child.once('exit', (code) => reject(new Error(`the embedded system exited with code ${code}`)));
  });
}

/** Peak resident set of a process so far (Linux: VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmHWM:'));
  return Number(line?.split(/\s+/)[1] ?? NaN) / 1024;
}

async function waiting(producerDb: string): Promise<number> {
  const client = new Client({ connectionString: producerDb });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) FROM outbox WHERE published_at IS NULL')).rows[0].count);
  } finally {
    await client.end();
  }
}

/** GET /api/statistics by READERS clients in a loop until `stop` resolves: every latency and every status. */
async function readWhile(url: string, stop: Promise<unknown>): Promise<{ ms: number[]; statuses: Map<number, number> }> {
  let done = false;
  void stop.then(() => (done = true));
  const ms: number[] = [];
  const statuses = new Map<number, number>();
  const reader = async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(url + STATISTICS_API.statistics, { headers: authHeader(ANONYMOUS), signal: AbortSignal.timeout(30_000) }).catch(() => null);
      await res?.arrayBuffer();
      ms.push(performance.now() - started);
      statuses.set(res?.status ?? 0, (statuses.get(res?.status ?? 0) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: READERS }, reader));
  return { ms, statuses };
}

export async function run(): Promise<BenchRow[]> {
  const prefix = `bench_bus_${randomBytes(4).toString('hex')}`;
  const databases = ['statistics', 'finance', 'producer'].map((name) => databaseUrlFor(TEST_PG_URL, `${prefix}_${name}`));
  const producerDb = databases[2];
  const rows: BenchRow[] = [];
  try {
    // 1. A backlog of 100,000 events, drained while the About page is read.
    const system = await startEmbedded(prefix, BACKLOG);
    const started = performance.now();
    const drained = (async () => {
      while ((await waiting(producerDb)) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    })();
    const reads = await readWhile(system.statisticsUrl, drained);
    const seconds = (performance.now() - started) / 1000;
    const rss = peakRssMb(system.child.pid!);
    const health = (await (await fetch(`${system.statisticsUrl}/health`)).json()) as { consumers: { consumer: string; handled: number; eventsPerSecond: number }[] };
    const statistics = health.consumers.find((c) => c.consumer === 'statistics-read-model');
    const latency = percentiles(reads.ms);
    const failures = [...reads.statuses.entries()].filter(([status]) => status !== 200).reduce((sum, [, n]) => sum + n, 0);
    const rate = statistics?.eventsPerSecond ?? 0;
    rows.push(row('events', `statistics consumer: ${statistics?.handled ?? 0} events folded (events per second of handling)`, String(rate), '≥ 5000', rate >= 5000));
    rows.push(row('events', `${BACKLOG.toLocaleString('en')}-event backlog drained end to end, relay, statistics and finance (events/s)`, Math.round(BACKLOG / seconds).toString()));
    rows.push(row('events', `GET /api/statistics p99 while draining (ms, ${READERS} readers, ${latency.count} reads)`, latency.p99.toFixed(0), '≤ 200', latency.p99 <= 200));
    rows.push(row('events', 'GET /api/statistics answers not 200 while draining', String(failures), '0', failures === 0));
    rows.push(row('events', 'peak RSS of the embedded process during the burst (MB)', rss.toFixed(0)));
    await stop(system.child);

    // 2. Another 100,000 written, delivery under way, then SIGINT.
    const again = await startEmbedded(prefix, 2 * BACKLOG);
    await new Promise((resolve) => setTimeout(resolve, DRAIN_BEFORE_STOP_MS));
    const left = await waiting(producerDb);
    const { ms, code } = await stop(again.child);
    rows.push(row('events', `SIGINT to exit with ${left.toLocaleString('en')} events waiting (ms, exit code ${code})`, ms.toFixed(0), '≤ 5000', ms <= 5000 && code === 0));
    return rows;
  } finally {
    for (const url of databases) await dropDatabase(url).catch(() => undefined);
  }
}

async function stop(child: ChildProcess): Promise<{ ms: number; code: number | null }> {
  const started = performance.now();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGINT');
  const code = await exited;
  return { ms: performance.now() - started, code };
}
