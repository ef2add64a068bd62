import type { Logger } from 'pino';
import type { ServiceConfig } from '../config/service-config';
import type { EventBus } from '../events/event-bus';

/** What one app is started with: its config, its logger and the bus of its run mode. */
export interface ServiceRuntime {
  config: ServiceConfig;
  logger: Logger;
  bus: EventBus;
}
