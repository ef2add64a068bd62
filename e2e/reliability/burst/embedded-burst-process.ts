/**
 * The embedded mode with the burst's producer and the consumers folded from it (statistics and
 * finance), on one in-process bus, stopped on SIGINT/SIGTERM as `npm start` is. Started by the
 * reliability test (which kills it with SIGKILL and starts it again) and the bench; argv:
 * PostgreSQL URL, database prefix. BURST_EVENTS is how many events the burst has in all;
 * BURST_BACKLOG_FIRST=1 delivers nothing until they are all written (a backlog to drain).
 */
import { DataSource } from 'typeorm';
import { createLogger, createServiceApp, databaseUrlFor, InProcessEventBus, stopOnSignals, type NestFastifyApplication } from '@cricket/service-kit';
import { testConfig } from '@cricket/service-kit/testing';
import { financeService } from '../../../services/finance/src/service';
import { statisticsService } from '../../../services/statistics/src/service';
import { burstProducer } from './burst-producer';

async function main(): Promise<void> {
  const [pgUrl, prefix] = process.argv.slice(2);
  const logger = createLogger('burst', 'silent');
  const bus = new InProcessEventBus(logger, { held: true });
  const start = async (name: 'statistics' | 'finance' | 'matches', database: string, definition: typeof statisticsService): Promise<NestFastifyApplication> => {
    const app = await createServiceApp(definition, { config: testConfig(name, databaseUrlFor(pgUrl, `${prefix}_${database}`)), logger, bus });
    await app.listen(0, '127.0.0.1');
    return app;
  };
  const statistics = await start('statistics', 'statistics', statisticsService);
  const finance = await start('finance', 'finance', financeService);
  // The producer starts last, as a service app does: the bus holds its events until every consumer subscribed.
  const producer = await start('matches', 'producer', burstProducer);
  if (process.env.BURST_BACKLOG_FIRST === '1') await allWritten(producer.get(DataSource), Number(process.env.BURST_EVENTS));
  bus.open();
  stopOnSignals(async () => {
    await bus.close();
    for (const app of [producer, finance, statistics]) await app.close();
  });
  process.send?.({ statisticsUrl: await statistics.getUrl() });
}

async function allWritten(producer: DataSource, total: number): Promise<void> {
  while (Number((await producer.query('SELECT count(*) FROM outbox'))[0].count) < total) await new Promise((resolve) => setTimeout(resolve, 100));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
