import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { EventEnvelope } from '@cricket/contracts';
import { EVENT_BUS, EventInbox, type EventBus, type EventSubscription } from '@cricket/service-kit';
import { Projector } from './projector';
import { STATISTICS_SUBJECTS } from './subjects';

export const STATISTICS_CONSUMER = 'statistics-read-model';

/** Every service's events into the log and the read model: durable (history included) and idempotent by event id. */
@Injectable()
export class StatisticsEventsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription: EventSubscription | null = null;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    private readonly inbox: EventInbox,
    private readonly projector: Projector,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe(STATISTICS_CONSUMER, STATISTICS_SUBJECTS, (event) => this.handle(event), { durable: true });
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
  }

  async handle(event: EventEnvelope): Promise<void> {
    await this.inbox.handleOnce(STATISTICS_CONSUMER, event, (manager) => this.projector.record(manager, event));
  }
}
