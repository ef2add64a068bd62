import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { SelectQueryBuilder } from 'typeorm';
import {
  BILLING_MESSAGES,
  type BillingAnalyticsResponse,
  type BillingCycleResponse,
  type BillingCycleStatus,
  billingDueDate,
  billingGroupKey,
  billingTotals,
  canTransitionBillingCycle,
  COMMERCE_EVENTS,
  type CycleGroupResponse,
  type CycleSubscribersResponse,
  type FinancePaymentMethod,
  type GenerateCyclesResponse,
  type HierarchyPeriod,
  isBilledInPeriod,
  parseBillingGroupKey,
  periodBounds,
  utcToday,
} from '@cricket/contracts';
import { InjectWorkspaceRepository, Outbox, type SignedInContext, WorkspaceRepository, workspaceIdOf } from '@cricket/service-kit';
import { Subscriber } from '../subscriptions/subscriber.entity';
import { SubscriberService } from '../subscriptions/subscriber.service';
import { BillingCycle } from './billing-cycle.entity';
import { toCycleResponse } from './billing.mapper';

export interface CycleFilters {
  period?: string;
  status?: BillingCycleStatus;
  planId?: number;
  subscriberId?: number;
}

export interface PeriodRange {
  from?: string;
  to?: string;
}

/** Billing cycles are private to their workspace: another workspace's answer 404. */
@Injectable()
export class BillingService {
  constructor(
    @InjectWorkspaceRepository(BillingCycle) private readonly cycles: WorkspaceRepository<BillingCycle>,
    @InjectWorkspaceRepository(Subscriber) private readonly subscriberRows: WorkspaceRepository<Subscriber>,
    private readonly subscribers: SubscriberService,
    private readonly outbox: Outbox,
  ) {}

  /**
   * One cycle per active subscriber billed in the period (from their start month on, at most a
   * month ahead). The unique (subscriber, period) with ON CONFLICT DO NOTHING makes a repeat, or
   * a run racing this one, create nothing new.
   */
  async generate(auth: SignedInContext, period: string): Promise<GenerateCyclesResponse> {
    const workspaceId = workspaceIdOf(auth);
    const dueDate = billingDueDate(period, utcToday());
    const active = await this.subscriberRows.find(workspaceId, { where: { status: 'active' }, relations: { plan: true }, order: { id: 'ASC' } });
    const due = active.filter((s) => isBilledInPeriod(s.startDate, s.plan!.period, period));
    const { start, end } = periodBounds(period);
    const created = await this.cycles.insertMissing(
      workspaceId,
      due.map((s) => ({
        subscriberId: s.id,
        subscriberName: s.name,
        planId: s.planId,
        planName: s.plan!.name,
        period,
        periodStart: start,
        periodEnd: end,
        amountPaise: s.plan!.pricePaise,
        dueDate,
        status: 'pending' as const,
      })),
    );
    return { period, created, existing: due.length - created, cycles: await this.list(auth, { period }) };
  }

  async list(auth: SignedInContext, filters: CycleFilters): Promise<BillingCycleResponse[]> {
    const day = utcToday();
    const qb = this.ordered(auth);
    if (filters.period) qb.andWhere('c.period = :period', { period: filters.period });
    if (filters.planId) qb.andWhere('c.plan_id = :planId', { planId: filters.planId });
    if (filters.subscriberId) qb.andWhere('c.subscriber_id = :subscriberId', { subscriberId: filters.subscriberId });
    if (filters.status === 'overdue') qb.andWhere("c.status = 'pending' AND c.due_date < :day", { day });
    else if (filters.status === 'pending') qb.andWhere("c.status = 'pending' AND c.due_date >= :day", { day });
    else if (filters.status) qb.andWhere('c.status = :status', { status: filters.status });
    return (await qb.getMany()).map((c) => toCycleResponse(c, day));
  }

  async get(auth: SignedInContext, id: number): Promise<BillingCycleResponse> {
    return toCycleResponse(await this.cycles.get(workspaceIdOf(auth), id, BILLING_MESSAGES.notFound), utcToday());
  }

  /** Period → plan → subscribers, newest period first, each level with its totals. */
  async hierarchy(auth: SignedInContext, range: PeriodRange): Promise<HierarchyPeriod[]> {
    const cycles = await this.inRange(auth, range);
    const periods = [...new Set(cycles.map((c) => c.period))];
    return periods.map((period) => {
      const ofPeriod = cycles.filter((c) => c.period === period);
      const planIds = [...new Set(ofPeriod.map((c) => c.planId))];
      return {
        period,
        ...billingTotals(ofPeriod),
        plans: planIds.map((planId) => {
          const group = ofPeriod.filter((c) => c.planId === planId);
          return { groupKey: billingGroupKey(period, planId), planId, planName: group[0].planName, ...billingTotals(group), cycles: group };
        }),
      };
    });
  }

  /** Collected vs outstanding over the range, and per period. */
  async analytics(auth: SignedInContext, range: PeriodRange): Promise<BillingAnalyticsResponse> {
    const cycles = await this.inRange(auth, range);
    const periods = [...new Set(cycles.map((c) => c.period))].sort();
    return { ...billingTotals(cycles), byPeriod: periods.map((period) => ({ period, ...billingTotals(cycles.filter((c) => c.period === period)) })) };
  }

  async group(auth: SignedInContext, groupKey: string): Promise<CycleGroupResponse> {
    const key = parseBillingGroupKey(groupKey);
    if (!key) throw new NotFoundException(BILLING_MESSAGES.groupNotFound);
    const cycles = await this.list(auth, key);
    if (cycles.length === 0) throw new NotFoundException(BILLING_MESSAGES.groupNotFound);
    return { groupKey, period: key.period, planId: key.planId, planName: cycles[0].planName, ...billingTotals(cycles), cycles };
  }

  /** A cycle with its subscriber and that subscriber's cycles. */
  async withSubscriber(auth: SignedInContext, id: number): Promise<CycleSubscribersResponse> {
    const cycle = await this.get(auth, id);
    return {
      cycle,
      subscriber: await this.subscribers.get(auth, cycle.subscriberId),
      history: await this.list(auth, { subscriberId: cycle.subscriberId }),
    };
  }

  /** A pending or overdue cycle is marked paid (income the finance area counts) or waived, once. */
  async settle(
    auth: SignedInContext,
    id: number,
    change: { status: 'paid' | 'waived'; paymentMethod: FinancePaymentMethod | null; note: string | null },
  ): Promise<BillingCycleResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const day = utcToday();
      const cycles = this.cycles.in(manager);
      const cycle = await cycles.get(workspaceIdOf(auth), id, BILLING_MESSAGES.notFound, { lock: true });
      const current = toCycleResponse(cycle, day).status;
      if (!canTransitionBillingCycle(current, change.status)) throw new ConflictException(BILLING_MESSAGES.illegalStatus(current, change.status));
      Object.assign(cycle, { status: change.status, paymentMethod: change.paymentMethod, note: change.note ?? cycle.note, paidOn: change.status === 'paid' ? day : null });
      const saved = await cycles.save(cycle.workspaceId, cycle);
      if (saved.status === 'paid') {
        emit(
          COMMERCE_EVENTS.billingCyclePaid,
          {
            billingCycleId: saved.id,
            workspaceId: saved.workspaceId,
            amountPaise: saved.amountPaise,
            date: day,
            period: saved.period,
            subscriberId: saved.subscriberId,
            subscriberName: saved.subscriberName,
            planId: saved.planId,
            planName: saved.planName,
          },
          { workspaceId: saved.workspaceId, actorId: auth.user.id },
        );
      }
      return toCycleResponse(saved, day);
    });
  }

  /** The workspace's cycles, newest period first, then by plan and subscriber. */
  private ordered(auth: SignedInContext): SelectQueryBuilder<BillingCycle> {
    return this.cycles
      .query(workspaceIdOf(auth), 'c')
      .orderBy('c.period', 'DESC')
      .addOrderBy('c.plan_name', 'ASC')
      .addOrderBy('c.subscriber_name', 'ASC')
      .addOrderBy('c.id', 'ASC');
  }

  private async inRange(auth: SignedInContext, range: PeriodRange): Promise<BillingCycleResponse[]> {
    const day = utcToday();
    const qb = this.ordered(auth);
    if (range.from) qb.andWhere('c.period >= :from', { from: range.from });
    if (range.to) qb.andWhere('c.period <= :to', { to: range.to });
    return (await qb.getMany()).map((c) => toCycleResponse(c, day));
  }
}
