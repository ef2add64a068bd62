import type { Logger } from 'pino';
import type { EventBus } from '../events/event-bus';
import { InProcessEventBus } from '../events/in-process-bus';
import { NatsEventBus } from '../events/nats-bus';

export async function createEventBus(natsUrl: string | null, clientName: string, logger: Logger, namespace = ''): Promise<EventBus> {
  return natsUrl ? NatsEventBus.connect(natsUrl, clientName, logger, namespace) : new InProcessEventBus(logger);
}
