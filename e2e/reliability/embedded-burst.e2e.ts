import { randomBytes } from 'node:crypto';
import { databaseUrlFor, dropDatabase } from '@cricket/service-kit';
import { TEST_PG_URL } from '@cricket/service-kit/testing';
import { INCOME_CONSUMER } from '../../services/finance/src/income/income-events.consumer';
import { killHard, startBurstChild, type BurstChild } from './burst/burst-child';
import { foldAfresh, incomeOf, producedEvents, query, statisticsAt } from './burst/fresh-fold';
import { pollUntil } from './poll';

jest.setTimeout(240_000);

const EVENTS = 50_000;

/**
 * Issue 15: the embedded mode loses nothing. A burst of 50,000 events goes through the in-process
 * bus to statistics and finance; the process is killed with SIGKILL half-way and started again;
 * the read models then equal a fresh fold of every event produced, nothing lost, nothing doubled.
 */
describe('embedded mode: a burst, a kill -9 half-way and a restart', () => {
  const prefix = `burst_${randomBytes(4).toString('hex')}`;
  const databases = ['statistics', 'finance', 'producer'].map((name) => databaseUrlFor(TEST_PG_URL, `${prefix}_${name}`));
  const [statisticsDb, financeDb, producerDb] = databases;
  let running: BurstChild<{ statisticsUrl: string }> | null = null;

  const start = () => startBurstChild<{ statisticsUrl: string }>('embedded-burst-process.ts', [TEST_PG_URL, prefix], { BURST_EVENTS: String(EVENTS) });
  /** Statistics keeps the ids of the events it folded in its event log. */
  const foldedByStatistics = async () => Number((await query(statisticsDb, 'SELECT count(*) FROM statistics_events').catch(() => [{ count: '0' }]))[0].count);
  const handled = async (database: string, consumer: string) =>
    Number((await query(database, `SELECT count(*) FROM processed_events WHERE consumer = '${consumer}'`).catch(() => [{ count: '0' }]))[0].count);

  const clear = async () => {
    if (running) await killHard(running.child);
    for (const url of databases) await dropDatabase(url).catch(() => undefined);
  };
  afterAll(clear);

  it('folds every event exactly once: the read models equal a fresh fold', async () => {
    // A retried attempt starts from nothing, as the first did.
    await clear();
    const began = Date.now();
    running = await start();
    expect(await pollUntil(foldedByStatistics, (n) => n >= EVENTS / 2, 120_000, 50)).toBeGreaterThanOrEqual(EVENTS / 2);
    await killHard(running.child);
    const atKill = await foldedByStatistics();

    running = await start();
    const drained = await pollUntil(
      async () => (await query(producerDb, 'SELECT count(*) AS produced, count(*) FILTER (WHERE published_at IS NULL) AS waiting FROM outbox'))[0],
      (counts) => Number(counts.produced) === EVENTS && Number(counts.waiting) === 0,
      180_000,
    );
    expect(drained).toEqual({ produced: String(EVENTS), waiting: '0' });
    const seconds = (Date.now() - began) / 1000;

    const produced = await producedEvents(producerDb);
    const statisticsEvents = produced.filter((event) => event.type.startsWith('matches.')).length;
    const incomeEvents = produced.length - statisticsEvents;
    const [logged] = await query(statisticsDb, 'SELECT count(*) AS logged, count(DISTINCT id) AS distinct_ids FROM statistics_events');
    const counts = {
      logged: Number(logged.logged),
      distinct: Number(logged.distinct_ids),
      financeHandled: await handled(financeDb, INCOME_CONSUMER),
    };
    const live = { statistics: await statisticsAt(running.ready.statisticsUrl), income: await incomeOf(financeDb) };
    const fresh = await foldAfresh(produced);

    process.stdout.write(
      `[reliability] embedded: ${EVENTS} events produced, SIGKILL with ${atKill} folded by statistics, restarted, drained in ${seconds.toFixed(1)} s; ` +
        `statistics ${counts.distinct} of ${statisticsEvents} folded (${statisticsEvents - counts.distinct} lost, ${counts.logged - counts.distinct} twice); ` +
        `finance ${counts.financeHandled} of ${incomeEvents} handled; income ${live.income.entries} entries, ${live.income.paise} paise (fresh fold ${fresh.income.entries}, ${fresh.income.paise})\n`,
    );
    expect(counts).toEqual({ logged: statisticsEvents, distinct: statisticsEvents, financeHandled: incomeEvents });
    expect(live).toEqual(fresh);
    expect(live.statistics.matchStats.total).toBe(EVENTS / 10);
    expect(Number(live.income.entries)).toBeGreaterThan(0);
  });
});
