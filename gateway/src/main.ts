import { awaitDependencies, createLogger, loadServiceConfig, stopOnSignals, type EventBus, type NestFastifyApplication } from '@cricket/service-kit';
import { GATEWAY_DEFAULT_PORT } from '@cricket/contracts';
import { loadGatewayEnvironment } from './config';
import { createGateway } from './gateway';

/** Distributed mode: the gateway in its own process, configured from the environment. */
async function main(): Promise<void> {
  const config = loadServiceConfig('gateway');
  const logger = createLogger('gateway', config.logLevel);
  const port = Number(process.env.PORT ?? GATEWAY_DEFAULT_PORT);
  const host = process.env.HOST ?? '0.0.0.0';
  const started: { app?: NestFastifyApplication; bus?: EventBus } = {};
  // Before the wait for PostgreSQL and NATS, not after it: in a container the gateway is PID 1, which
  // ignores a SIGTERM it has no handler for, so a stop while starting would last the runtime's whole timeout.
  stopOnSignals(async () => {
    await started.app?.close();
    await started.bus?.close();
  });
  const { bus, release, port: held } = await awaitDependencies({ config, logger, database: true, host, port });
  started.bus = bus;
  const app = await createGateway({ runtime: { config, logger, bus }, ...loadGatewayEnvironment(process.env) });
  started.app = app;
  await release();
  await app.listen(held, host);
  logger.info({ port: held, host }, 'gateway listening');
}

main().catch((error: unknown) => {
  // The logger may not exist yet; this is the one place a failure can only go to stderr.
  process.stderr.write(`gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
