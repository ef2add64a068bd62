import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadServiceConfig, type ServiceConfig } from '../config/service-config';
import { createLogger } from '../logging/logger';
import { createEventBus } from './create-event-bus';
import { createServiceApp, type ServiceDefinition } from './create-service-app';
import { stopOnSignals } from './stop-on-signals';

/** Distributed mode: one app in its own process, configured from the environment. */
export async function runService(name: ServiceConfig['name'], definition: ServiceDefinition): Promise<NestFastifyApplication> {
  const config = loadServiceConfig(name);
  const logger = createLogger(name, config.logLevel);
  const bus = await createEventBus(config.natsUrl, name, logger, config.eventNamespace);
  const app = await createServiceApp(definition, { config, logger, bus });
  await app.listen(config.port, config.host);
  logger.info({ port: config.port }, `${name} listening`);
  stopOnSignals(async () => {
    await app.close();
    await bus.close();
  });
  return app;
}
