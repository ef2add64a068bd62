import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ConsumedEvent } from '@cricket/contracts';
import { DurableConsumer } from '@cricket/service-kit';
import { Projector } from './projector';
import { STATISTICS_SUBJECTS } from './subjects';

export const STATISTICS_CONSUMER = 'statistics-read-model';

/** Every service's events into the log and the read model: durable (history included), idempotent by event id (the log), a batch per transaction. */
@Injectable()
@DurableConsumer({ name: STATISTICS_CONSUMER, subjects: STATISTICS_SUBJECTS, ownInbox: true })
export class StatisticsEventsConsumer {
  constructor(private readonly projector: Projector) {}

  apply(manager: EntityManager, events: ConsumedEvent<(typeof STATISTICS_SUBJECTS)[number]>[]): Promise<void> {
    return this.projector.record(manager, events);
  }
}
