import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { ANONYMOUS, STATISTICS_API, type EventEnvelope, type PlatformStatistics } from '@cricket/contracts';
import { databaseUrlFor, dropDatabase, MAX_EVENT_BATCH } from '@cricket/service-kit';
import { authHeader, startTestService, TEST_PG_URL, type TestService } from '@cricket/service-kit/testing';
import { INCOME_CONSUMER } from '../../services/finance/src/income/income-events.consumer';
import { financeService } from '../../services/finance/src/service';
import { STATISTICS_CONSUMER } from '../../services/statistics/src/projection/statistics-events.consumer';
import { statisticsService } from '../../services/statistics/src/service';
import { ROOT } from '../../scripts/launch/processes';
import { pollUntil } from './poll';

jest.setTimeout(240_000);

const EVENTS = 50_000;

interface Running {
  child: ChildProcess;
  statisticsUrl: string;
}

/**
 * Issue 15: the embedded mode loses nothing. A burst of 50,000 events goes through the in-process
 * bus to statistics and finance; the process is killed with SIGKILL half-way and started again;
 * the read models then equal a fresh fold of every event produced, nothing lost, nothing doubled.
 */
describe('embedded mode: a burst, a kill -9 half-way and a restart', () => {
  const prefix = `burst_${randomBytes(4).toString('hex')}`;
  const databases = ['statistics', 'finance', 'producer'].map((name) => databaseUrlFor(TEST_PG_URL, `${prefix}_${name}`));
  const [statisticsDb, financeDb, producerDb] = databases;
  let running: Running | null = null;
  const fresh: TestService[] = [];

  const query = async (url: string, sql: string): Promise<Record<string, string>[]> => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  };
  const start = (): Promise<Running> => {
    const child = fork(join(__dirname, 'burst', 'embedded-burst-process.ts'), [TEST_PG_URL, prefix], {
      cwd: ROOT,
      execArgv: ['-r', '@swc-node/register'],
      env: { ...process.env, BURST_EVENTS: String(EVENTS), STATISTICS_HEARTBEAT_MS: '0', NODE_NO_WARNINGS: '1' },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    const errors: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
    return new Promise((resolve, reject) => {
      child.once('message', (message: { statisticsUrl: string }) => resolve({ child, statisticsUrl: message.statisticsUrl }));
      child.once('exit', (code) => reject(new Error(`the embedded system exited with code ${code}:\n${errors.join('')}`)));
    });
  };
  const kill = async (target: Running) => {
    const exited = new Promise((resolve) => target.child.once('exit', resolve));
    target.child.kill('SIGKILL');
    await exited;
  };
  const handledByStatistics = async () =>
    Number((await query(statisticsDb, `SELECT count(*) FROM processed_events WHERE consumer = '${STATISTICS_CONSUMER}'`).catch(() => [{ count: '0' }]))[0].count);
  const liveStatistics = async (url: string): Promise<PlatformStatistics> => {
    const res = await fetch(url + STATISTICS_API.statistics, { headers: authHeader(ANONYMOUS) });
    expect(res.status).toBe(200);
    return (await res.json()) as PlatformStatistics;
  };
  const income = (url: string) => query(url, 'SELECT count(*) AS entries, COALESCE(sum(amount_paise), 0) AS paise FROM income');

  afterAll(async () => {
    delete process.env.STATISTICS_HEARTBEAT_MS;
    if (running) await kill(running);
    for (const service of fresh) await service.close();
    for (const url of databases) await dropDatabase(url).catch(() => undefined);
  });

  it('folds every event exactly once: the read models equal a fresh fold', async () => {
    const began = Date.now();
    running = await start();
    const half = await pollUntil(handledByStatistics, (handled) => handled >= EVENTS / 2, 120_000, 50);
    expect(half).toBeGreaterThanOrEqual(EVENTS / 2);
    await kill(running);
    const atKill = await handledByStatistics();

    running = await start();
    const drained = await pollUntil(
      async () => (await query(producerDb, 'SELECT count(*) AS produced, count(*) FILTER (WHERE published_at IS NULL) AS waiting FROM outbox'))[0],
      (counts) => Number(counts.produced) === EVENTS && Number(counts.waiting) === 0,
      180_000,
    );
    expect(drained).toEqual({ produced: String(EVENTS), waiting: '0' });
    const seconds = (Date.now() - began) / 1000;

    // The fresh fold: every event the producer wrote, in its order, into new databases.
    const produced = (await query(producerDb, 'SELECT envelope FROM outbox ORDER BY seq')).map((row) => row.envelope as unknown as EventEnvelope);
    // Beats are no part of the burst (the embedded system ran without them too).
    process.env.STATISTICS_HEARTBEAT_MS = '0';
    fresh.push(await startTestService('statistics', statisticsService));
    fresh.push(await startTestService('finance', financeService, { bus: fresh[0].bus }));
    for (let i = 0; i < produced.length; i += MAX_EVENT_BATCH) await fresh[0].bus.publishBatch(produced.slice(i, i + MAX_EVENT_BATCH));

    const statisticsEvents = produced.filter((event) => event.type.startsWith('matches.')).length;
    const [folded] = await query(statisticsDb, `SELECT count(*) AS logged, count(DISTINCT id) AS distinct_ids FROM statistics_events`);
    const [handled] = await query(statisticsDb, `SELECT count(*) AS handled FROM processed_events WHERE consumer = '${STATISTICS_CONSUMER}'`);
    const [incomeHandled] = await query(financeDb, `SELECT count(*) AS handled FROM processed_events WHERE consumer = '${INCOME_CONSUMER}'`);
    const incomeEvents = produced.length - statisticsEvents;
    const live = await liveStatistics(running.statisticsUrl);
    const expected = (await fresh[0].http().get(STATISTICS_API.statistics).set(authHeader(ANONYMOUS)).expect(200)).body as PlatformStatistics;
    const [liveIncome] = await income(financeDb);
    const [freshIncome] = await income(fresh[1].databaseUrl);

    process.stdout.write(
      `[reliability] embedded: ${EVENTS} events produced, killed (SIGKILL) with ${atKill} handled by statistics, restarted, drained in ${seconds.toFixed(1)} s; ` +
        `statistics logged ${folded.logged} of ${statisticsEvents} (${Number(folded.logged) - Number(folded.distinct_ids)} twice, ${statisticsEvents - Number(folded.distinct_ids)} lost), ` +
        `inbox ${handled.handled}; finance handled ${incomeHandled.handled} of ${incomeEvents}, income ${liveIncome.entries} entries / ${liveIncome.paise} paise (fresh fold ${freshIncome.entries} / ${freshIncome.paise})\n`,
    );
    expect({ logged: Number(folded.logged), distinct: Number(folded.distinct_ids), handled: Number(handled.handled) }).toEqual({
      logged: statisticsEvents,
      distinct: statisticsEvents,
      handled: statisticsEvents,
    });
    expect(live).toEqual(expected);
    expect(live.matchStats.total).toBe(EVENTS / 10);
    expect(Number(incomeHandled.handled)).toBe(incomeEvents);
    expect(liveIncome).toEqual(freshIncome);
    expect(Number(liveIncome.entries)).toBeGreaterThan(0);
  });
});
