import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import type { EventEnvelope } from '@cricket/contracts';
import { DurableConsumer, EventConsumers, InjectWorkspaceRepository, SERVICE_LOGGER, WorkspaceRepository } from '@cricket/service-kit';
import { Income } from './income.entity';
import { INCOME_SUBJECTS, incomeChangeOf, movesIncome, type IncomeEvent, type IncomeOrigin, type IncomeRecord } from './income-origins';

export const INCOME_CONSUMER = 'finance-income';

/**
 * Income from the other areas arrives as events (issue #10): a paid ground booking, order or
 * billing cycle becomes an income entry of the seller's workspace, a refund removes it.
 * Durable and idempotent twice over: by event id (inbox) and by origin (one entry per origin);
 * a batch of events applies in one transaction.
 */
@Injectable()
@DurableConsumer({ name: INCOME_CONSUMER, subjects: INCOME_SUBJECTS })
export class IncomeEventsConsumer {
  constructor(
    private readonly consumers: EventConsumers,
    @Inject(SERVICE_LOGGER) private readonly logger: Logger,
    @InjectWorkspaceRepository(Income) private readonly income: WorkspaceRepository<Income>,
  ) {}

  /** Handles one event as a delivery would (a redelivery changes nothing). */
  handle(event: EventEnvelope): Promise<void> {
    return this.consumers.handle(INCOME_CONSUMER, [event]);
  }

  /**
   * A batch in runs where no origin repeats: within a run order does not matter, so each run is
   * one delete and one insert per workspace; an origin seen again (paid, refunded, paid) starts the next run.
   */
  async apply(manager: EntityManager, events: IncomeEvent[]): Promise<void> {
    const income = this.income.in(manager);
    let run: Run = { origins: new Set(), records: [], reversals: [] };
    for (const event of events) {
      if (!movesIncome(event)) continue;
      const change = incomeChangeOf(event);
      if (!change) {
        this.logger.warn({ type: event.type, id: event.id }, 'income event without its origin, workspace, amount or date; ignored');
        continue;
      }
      const origin = `${change.originType}:${change.originId}`;
      if (run.origins.has(origin)) {
        await writeRun(income, run);
        run = { origins: new Set(), records: [], reversals: [] };
      }
      run.origins.add(origin);
      if (change.action === 'record') run.records.push({ event, change });
      else run.reversals.push(change);
    }
    await writeRun(income, run);
  }
}

interface Run {
  origins: Set<string>;
  records: { event: EventEnvelope; change: IncomeRecord }[];
  reversals: IncomeOrigin[];
}

async function writeRun(income: WorkspaceRepository<Income>, run: Run): Promise<void> {
  if (run.reversals.length) {
    // A refund names only its origin (another service's row id), whichever workspace its entry is in.
    await income.manager.query('DELETE FROM income WHERE (origin_type, origin_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))', [
      run.reversals.map((r) => r.originType),
      run.reversals.map((r) => r.originId),
    ]);
  }
  // Nothing paid is no income.
  const paid = run.records.filter(({ change }) => change.amountPaise !== 0);
  if (paid.length) await record(income, paid);
}

/** Each entry is of the workspace its event names; an origin already recorded keeps its entry. */
async function record(income: WorkspaceRepository<Income>, records: { event: EventEnvelope; change: IncomeRecord }[]): Promise<void> {
  const byWorkspace = new Map<number, QueryDeepPartialEntity<Income>[]>();
  for (const { event, change } of records) {
    if (!byWorkspace.has(change.workspaceId)) byWorkspace.set(change.workspaceId, []);
    byWorkspace.get(change.workspaceId)!.push({
      createdBy: event.actorId,
      amountPaise: change.amountPaise,
      source: change.source,
      date: change.date,
      description: change.description,
      payer: change.payer,
      paymentMethod: null,
      originType: change.originType,
      originId: change.originId,
    });
  }
  for (const [workspaceId, entries] of byWorkspace) await income.insertMissing(workspaceId, entries);
}
