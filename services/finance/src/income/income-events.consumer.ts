import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager } from 'typeorm';
import type { EventEnvelope } from '@cricket/contracts';
import { EventConsumers, SERVICE_LOGGER } from '@cricket/service-kit';
import { Income } from './income.entity';
import { INCOME_SUBJECTS, incomeChangeOf, movesIncome, type IncomeRecord } from './income-origins';

export const INCOME_CONSUMER = 'finance-income';

/**
 * Income from the other areas arrives as events (issue #10): a paid ground booking, order or
 * billing cycle becomes an income entry of the seller's workspace, a refund removes it.
 * Durable and idempotent twice over: by event id (inbox) and by origin (one entry per origin);
 * a batch of events applies in one transaction.
 */
@Injectable()
export class IncomeEventsConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly consumers: EventConsumers,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.consumers.start({
      name: INCOME_CONSUMER,
      subjects: INCOME_SUBJECTS,
      apply: async (manager, events) => {
        for (const event of events) await this.apply(manager, event);
      },
    });
  }

  /** Handles one event as a delivery would (a redelivery changes nothing). */
  handle(event: EventEnvelope): Promise<void> {
    return this.consumers.handle(INCOME_CONSUMER, [event]);
  }

  private async apply(manager: EntityManager, event: EventEnvelope): Promise<void> {
    if (!movesIncome(event)) return;
    const change = incomeChangeOf(event);
    if (!change) {
      this.logger.warn({ type: event.type, id: event.id }, 'income event without its origin, workspace, amount or date; ignored');
      return;
    }
    if (change.action === 'record') await record(manager, event, change);
    else await manager.delete(Income, { originType: change.originType, originId: change.originId });
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
