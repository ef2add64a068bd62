/**
 * One app of the burst in distributed mode, in a process of its own with its own NATS connection
 * (a namespace per test run), stopped on SIGINT/SIGTERM as `npm run start:distributed` apps are.
 * argv: PostgreSQL URL, database prefix (also the event namespace), NATS URL, app.
 */
import { createLogger, createServiceApp, databaseUrlFor, NatsEventBus, stopOnSignals, type ServiceDefinition } from '@cricket/service-kit';
import { testConfig } from '@cricket/service-kit/testing';
import { financeService } from '../../../services/finance/src/service';
import { statisticsService } from '../../../services/statistics/src/service';
import { burstProducer } from './burst-producer';

const APPS: Record<string, { name: 'statistics' | 'finance' | 'matches'; definition: ServiceDefinition }> = {
  statistics: { name: 'statistics', definition: statisticsService },
  finance: { name: 'finance', definition: financeService },
  producer: { name: 'matches', definition: burstProducer },
};

async function main(): Promise<void> {
  const [pgUrl, prefix, natsUrl, app] = process.argv.slice(2);
  const { name, definition } = APPS[app];
  const logger = createLogger(app, 'silent');
  const bus = await NatsEventBus.connect(natsUrl, app, logger, prefix);
  const service = await createServiceApp(definition, { config: testConfig(name, databaseUrlFor(pgUrl, `${prefix}_${app}`)), logger, bus });
  await service.listen(0, '127.0.0.1');
  stopOnSignals(async () => {
    await service.close();
    await bus.close();
  });
  process.send?.({ url: await service.getUrl() });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
