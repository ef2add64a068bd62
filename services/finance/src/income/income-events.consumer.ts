import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@cricket/contracts';
import { EVENT_BUS, EventInbox, SERVICE_LOGGER, type EventBus, type EventSubscription } from '@cricket/service-kit';
import { Income } from './income.entity';
import { INCOME_SUBJECTS, incomeChangeOf, movesIncome, type IncomeRecord } from './income-origins';

export const INCOME_CONSUMER = 'finance-income';

/**
 * Income from the other areas arrives as events (issue #10): a paid ground booking, order or
 * billing cycle becomes an income entry of the seller's workspace, a refund removes it.
 * Durable and idempotent twice over: by event id (inbox) and by origin (one entry per origin).
 */
@Injectable()
export class IncomeEventsConsumer implements OnApplicationBootstrap, OnModuleDestroy {
  private subscription: EventSubscription | null = null;

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBus,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    private readonly inbox: EventInbox,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.bus.subscribe(INCOME_CONSUMER, INCOME_SUBJECTS, (event) => this.handle(event), { durable: true });
  }

  async onModuleDestroy(): Promise<void> {
    await this.subscription?.close();
  }

  async handle(event: EventEnvelope): Promise<void> {
    if (!movesIncome(event)) return;
    await this.inbox.handleOnce(INCOME_CONSUMER, event, async (manager) => {
      const change = incomeChangeOf(event);
      if (!change) {
        this.logger.warn({ type: event.type, id: event.id }, 'income event without its origin, workspace, amount or date; ignored');
        return;
      }
      if (change.action === 'record') await record(manager, event, change);
      else await manager.delete(Income, { originType: change.originType, originId: change.originId });
    });
  }
}

async function record(manager: EntityManager, event: EventEnvelope, change: IncomeRecord): Promise<void> {
  // Nothing paid is no income.
  if (change.amountPaise === 0) return;
  await manager
    .createQueryBuilder()
    .insert()
    .into(Income)
    .values({
      workspaceId: change.workspaceId,
      createdBy: event.actorId,
      amountPaise: change.amountPaise,
      source: change.source,
      date: change.date,
      description: change.description,
      payer: change.payer,
      paymentMethod: null,
      originType: change.originType,
      originId: change.originId,
    })
    .orIgnore()
    .execute();
}
