import { awaitDependencies, createLogger, loadServiceConfig } from '@cricket/service-kit';
import { GATEWAY_DEFAULT_PORT } from '@cricket/contracts';
import { loadGatewayEnvironment } from './config';
import { createGateway } from './gateway';

/** Distributed mode: the gateway in its own process, configured from the environment. */
async function main(): Promise<void> {
  const config = loadServiceConfig('gateway');
  const logger = createLogger('gateway', config.logLevel);
  const port = Number(process.env.PORT ?? GATEWAY_DEFAULT_PORT);
  const host = process.env.HOST ?? '0.0.0.0';
  const { bus, release } = await awaitDependencies({ config, logger, database: true, host, port });
  const app = await createGateway({ runtime: { config, logger, bus }, ...loadGatewayEnvironment(process.env) });
  await release();
  await app.listen(port, host);
  logger.info({ port, host }, 'gateway listening');
  const stop = async () => {
    await app.close();
    await bus.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  // The logger may not exist yet; this is the one place a failure can only go to stderr.
  process.stderr.write(`gateway failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
