import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EventConsumers } from '@cricket/service-kit';
import { Projector } from './projector';
import { STATISTICS_SUBJECTS } from './subjects';

export const STATISTICS_CONSUMER = 'statistics-read-model';

/** Every service's events into the log and the read model: durable (history included), idempotent by event id (the log), a batch per transaction. */
@Injectable()
export class StatisticsEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    private readonly projector: Projector,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.start({
      name: STATISTICS_CONSUMER,
      subjects: STATISTICS_SUBJECTS,
      apply: (manager, events) => this.projector.record(manager, events),
      ownInbox: true,
    });
  }
}
