import { randomBytes } from 'node:crypto';
import { databaseUrlFor, dropDatabase } from '@cricket/service-kit';
import { startTestNatsServer, TEST_PG_URL, type TestNatsServer } from '@cricket/service-kit/testing';
import { INCOME_CONSUMER } from '../../services/finance/src/income/income-events.consumer';
import { killHard, startBurstChild, type BurstChild } from './burst/burst-child';
import { foldAfresh, incomeOf, producedEvents, query, statisticsAt } from './burst/fresh-fold';
import { pollUntil } from './poll';

jest.setTimeout(300_000);

const EVENTS = 50_000;
/** The outage the issue asks for. */
const NATS_DOWN_MS = 30_000;
const APPS = ['statistics', 'finance', 'producer'] as const;

/**
 * Issue 15, distributed mode: the same burst through NATS JetStream, each app its own process.
 * A third of the way in, NATS stops for 30 s and statistics is killed with SIGKILL meanwhile;
 * both come back, and the read models equal a fresh fold of every event produced.
 */
describe('distributed mode: a burst, NATS down for 30 s and statistics killed', () => {
  // Databases and event namespace of one attempt: a retried attempt gets new ones, its stream included.
  let prefix = '';
  let databases: string[] = [];
  let nats: TestNatsServer;
  const running = new Map<string, BurstChild<{ url: string }>>();

  const start = async (app: (typeof APPS)[number]) => {
    running.set(app, await startBurstChild<{ url: string }>('distributed-burst-app.ts', [TEST_PG_URL, prefix, nats.url, app], { BURST_EVENTS: String(EVENTS) }));
  };
  /** Statistics keeps the ids of the events it folded in its event log. */
  const foldedByStatistics = async () => Number((await query(databases[0], 'SELECT count(*) FROM statistics_events').catch(() => [{ count: '0' }]))[0].count);
  const handled = async (database: string, consumer: string) =>
    Number((await query(database, `SELECT count(*) FROM processed_events WHERE consumer = '${consumer}'`).catch(() => [{ count: '0' }]))[0].count);

  beforeAll(async () => {
    nats = await startTestNatsServer();
  });
  const clear = async () => {
    for (const { child } of running.values()) await killHard(child);
    running.clear();
    for (const url of databases) await dropDatabase(url).catch(() => undefined);
  };
  afterAll(async () => {
    await clear();
    await nats?.destroy();
  });

  it('folds every event exactly once: the read models equal a fresh fold', async () => {
    // A retried attempt starts from nothing, as the first did.
    await clear();
    prefix = `dburst_${randomBytes(4).toString('hex')}`;
    databases = APPS.map((name) => databaseUrlFor(TEST_PG_URL, `${prefix}_${name}`));
    const [statisticsDb, financeDb, producerDb] = databases;
    const began = Date.now();
    // Consumers first, so their durable consumers exist; the producer's events then wait in the stream for them.
    await start('statistics');
    await start('finance');
    await start('producer');
    expect(await pollUntil(foldedByStatistics, (n) => n >= EVENTS / 3, 120_000, 50)).toBeGreaterThanOrEqual(EVENTS / 3);
    await nats.stop();
    await killHard(running.get('statistics')!.child);
    const atOutage = await foldedByStatistics();
    await new Promise((resolve) => setTimeout(resolve, NATS_DOWN_MS));
    await nats.start();
    await start('statistics');

    const produced = await pollUntil(
      async () => Number((await query(producerDb, 'SELECT count(*) FROM outbox WHERE published_at IS NOT NULL'))[0].count),
      (n) => n === EVENTS,
      180_000,
    );
    expect(produced).toBe(EVENTS);
    const events = await producedEvents(producerDb);
    const statisticsEvents = events.filter((event) => event.type.startsWith('matches.')).length;
    const incomeEvents = events.length - statisticsEvents;
    const folded = async () => ({ statistics: await foldedByStatistics(), finance: await handled(financeDb, INCOME_CONSUMER) });
    expect(await pollUntil(folded, (n) => n.statistics === statisticsEvents && n.finance === incomeEvents, 180_000)).toEqual({
      statistics: statisticsEvents,
      finance: incomeEvents,
    });
    const seconds = (Date.now() - began) / 1000;

    const [logged] = await query(statisticsDb, 'SELECT count(*) AS logged, count(DISTINCT id) AS distinct_ids FROM statistics_events');
    const live = { statistics: await statisticsAt(running.get('statistics')!.ready.url), income: await incomeOf(financeDb) };
    const fresh = await foldAfresh(events);
    process.stdout.write(
      `[reliability] distributed: ${EVENTS} events produced, NATS down ${NATS_DOWN_MS / 1000} s and statistics SIGKILLed with ${atOutage} folded, all folded in ${seconds.toFixed(1)} s; ` +
        `statistics ${logged.distinct_ids} of ${statisticsEvents} folded (${statisticsEvents - Number(logged.distinct_ids)} lost, ${Number(logged.logged) - Number(logged.distinct_ids)} twice); ` +
        `finance ${incomeEvents} of ${incomeEvents} handled; income ${live.income.entries} entries, ${live.income.paise} paise (fresh fold ${fresh.income.entries}, ${fresh.income.paise})\n`,
    );
    expect({ logged: Number(logged.logged), distinct: Number(logged.distinct_ids) }).toEqual({ logged: statisticsEvents, distinct: statisticsEvents });
    expect(live).toEqual(fresh);
  });
});
