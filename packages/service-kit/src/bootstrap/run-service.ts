import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadServiceConfig, type ServiceConfig } from '../config/service-config';
import type { EventBus } from '../events/event-bus';
import { createLogger } from '../logging/logger';
import { awaitDependencies } from './await-dependencies';
import { createServiceApp, type ServiceDefinition } from './create-service-app';
import { stopOnSignals } from './stop-on-signals';

/**
 * Distributed mode: one app in its own process, configured from the environment. It starts in any
 * order with PostgreSQL and NATS (awaitDependencies); a start that fails is logged and ends the
 * process with exit code 1, so `void runService(...)` in a main is safe.
 */
export async function runService(name: ServiceConfig['name'], definition: ServiceDefinition): Promise<NestFastifyApplication> {
  let config: ServiceConfig;
  try {
    config = loadServiceConfig(name);
  } catch (error) {
    // No logger without a config: the one place a failure can only go to stderr.
    process.stderr.write(`${name} failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const logger = createLogger(name, config.logLevel);
  let app: NestFastifyApplication | undefined;
  let bus: EventBus | undefined;
  // Before the wait for PostgreSQL and NATS, not after it: in a container the app is PID 1, which
  // ignores a SIGTERM it has no handler for, so a stop while starting would last the runtime's whole timeout.
  stopOnSignals(async () => {
    await app?.close();
    await bus?.close();
  });
  try {
    const dependencies = await awaitDependencies({ config, logger, database: definition.database, host: config.host, port: config.port });
    bus = dependencies.bus;
    app = await createServiceApp(definition, { config, logger, bus });
    await dependencies.release();
    await app.listen(dependencies.port, config.host);
    logger.info({ port: dependencies.port }, `${name} listening`);
    return app;
  } catch (error) {
    logger.fatal({ err: error }, `${name} failed to start`);
    process.exit(1);
  }
}
