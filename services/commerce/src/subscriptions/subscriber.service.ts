import { ConflictException, Injectable } from '@nestjs/common';
import { Brackets, type EntityManager } from 'typeorm';
import {
  addPeriods,
  canTransitionSubscriberStatus,
  churnRatePercent,
  monthlyPricePaise,
  monthlyRecurringRevenuePaise,
  periodBounds,
  periodOfDate,
  PLAN_MESSAGES,
  runningAtEndOf,
  SUBSCRIBER_MESSAGES,
  type SubscriberFields,
  type SubscriberQuery,
  type SubscriberResponse,
  type SubscriberStatus,
  type SubscriptionAnalyticsResponse,
  utcToday,
} from '@cricket/contracts';
import { InjectWorkspaceRepository, type SignedInContext, uniqueViolation, WorkspaceRepository, workspaceIdOf } from '@cricket/service-kit';
import { BillingCycle } from '../billing/billing-cycle.entity';
import { Plan } from './plan.entity';
import { PlanService } from './plan.service';
import { Subscriber } from './subscriber.entity';
import { toSubscriberResponse } from './subscription.mapper';

const MEMBER_PLAN_CONSTRAINT = 'subscribers_member_plan_key';
const ANALYTICS_MONTHS = 6;

/** Subscribers are private to their workspace: another workspace's answers 404. */
@Injectable()
export class SubscriberService {
  constructor(
    @InjectWorkspaceRepository(Subscriber) private readonly subscribers: WorkspaceRepository<Subscriber>,
    @InjectWorkspaceRepository(Plan) private readonly planRows: WorkspaceRepository<Plan>,
    @InjectWorkspaceRepository(BillingCycle) private readonly cycles: WorkspaceRepository<BillingCycle>,
    private readonly plans: PlanService,
  ) {}

  async list(auth: SignedInContext, query: SubscriberQuery): Promise<SubscriberResponse[]> {
    const qb = this.subscribers
      .query(workspaceIdOf(auth), 's')
      .innerJoinAndSelect('s.plan', 'p')
      .orderBy('s.created_at', 'DESC')
      .addOrderBy('s.id', 'DESC');
    if (query.status) qb.andWhere('s.status = :status', { status: query.status });
    if (query.planId) qb.andWhere('s.plan_id = :planId', { planId: query.planId });
    if (query.search) {
      const search = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(new Brackets((w) => w.where('s.name ILIKE :search').orWhere('s.email ILIKE :search').orWhere('s.phone ILIKE :search')), { search });
    }
    return (await qb.getMany()).map(toSubscriberResponse);
  }

  async get(auth: SignedInContext, id: number): Promise<SubscriberResponse> {
    return toSubscriberResponse(await this.find(this.subscribers.manager, auth, id));
  }

  async create(auth: SignedInContext, fields: SubscriberFields): Promise<SubscriberResponse> {
    return this.unique(() =>
      this.subscribers.manager.transaction(async (manager) => {
        const plan = await this.plans.find(manager, auth, fields.planId);
        const cancelledOn = fields.status === 'cancelled' ? utcToday() : null;
        const subscribers = this.subscribers.in(manager);
        const saved = await subscribers.save(plan.workspaceId, subscribers.create(plan.workspaceId, { ...fields, cancelledOn }));
        saved.plan = plan;
        return toSubscriberResponse(saved);
      }),
    );
  }

  async update(auth: SignedInContext, id: number, fields: SubscriberFields): Promise<SubscriberResponse> {
    return this.unique(() =>
      this.subscribers.manager.transaction(async (manager) => {
        const subscriber = await this.find(manager, auth, id, true);
        const plan = await this.plans.find(manager, auth, fields.planId);
        this.moveStatus(subscriber, fields.status);
        Object.assign(subscriber, { ...fields, status: subscriber.status, planId: plan.id, plan });
        return toSubscriberResponse(await this.subscribers.in(manager).save(subscriber.workspaceId, subscriber));
      }),
    );
  }

  async changeStatus(auth: SignedInContext, id: number, status: SubscriberStatus): Promise<SubscriberResponse> {
    return this.unique(() =>
      this.subscribers.manager.transaction(async (manager) => {
        const subscriber = await this.find(manager, auth, id, true);
        this.moveStatus(subscriber, status);
        return toSubscriberResponse(await this.subscribers.in(manager).save(subscriber.workspaceId, subscriber));
      }),
    );
  }

  /** Billing history is kept: a subscriber with cycles is cancelled, not deleted. */
  async remove(auth: SignedInContext, id: number): Promise<{ success: true }> {
    return this.subscribers.manager.transaction(async (manager) => {
      const { id: subscriberId, workspaceId } = await this.find(manager, auth, id, true);
      if (await this.cycles.in(manager).exists(workspaceId, { subscriberId })) throw new ConflictException(SUBSCRIBER_MESSAGES.hasCycles);
      await this.subscribers.in(manager).delete(workspaceId, { id: subscriberId });
      return { success: true as const };
    });
  }

  /** The hub's counts and the analytics charts, from the workspace's subscribers and their plans' current prices. */
  async analytics(auth: SignedInContext): Promise<SubscriptionAnalyticsResponse> {
    const workspaceId = workspaceIdOf(auth);
    const [subscribers, plans] = await Promise.all([
      this.subscribers.find(workspaceId, { relations: { plan: true } }),
      this.planRows.find(workspaceId, { order: { pricePaise: 'ASC', id: 'ASC' } }),
    ]);
    const priced = subscribers.map((s) => ({ status: s.status, pricePaise: s.plan!.pricePaise, period: s.plan!.period }));
    const count = (status: SubscriberStatus) => subscribers.filter((s) => s.status === status).length;
    const thisMonth = periodOfDate(utcToday());
    const months = Array.from({ length: ANALYTICS_MONTHS }, (_, i) => addPeriods(thisMonth, i - ANALYTICS_MONTHS + 1));
    return {
      planCount: plans.length,
      subscriberCount: subscribers.length,
      activeSubscribers: count('active'),
      pausedSubscribers: count('paused'),
      cancelledSubscribers: count('cancelled'),
      monthlyRecurringRevenuePaise: monthlyRecurringRevenuePaise(priced),
      churnRatePercent: churnRatePercent(subscribers, thisMonth),
      byPlan: plans.map((plan) => {
        const onPlan = priced.filter((_, i) => subscribers[i].planId === plan.id);
        return {
          planId: plan.id,
          planName: plan.name,
          period: plan.period,
          activeSubscribers: onPlan.filter((s) => s.status === 'active').length,
          monthlyRecurringRevenuePaise: monthlyRecurringRevenuePaise(onPlan),
        };
      }),
      byMonth: months.map((month) => {
        const { start, end } = periodBounds(month);
        const running = runningAtEndOf(subscribers, month);
        return {
          month,
          activeSubscribers: running.length,
          newSubscribers: subscribers.filter((s) => s.startDate >= start && s.startDate <= end).length,
          cancellations: subscribers.filter((s) => s.cancelledOn !== null && s.cancelledOn >= start && s.cancelledOn <= end).length,
          churnRatePercent: churnRatePercent(subscribers, month),
          monthlyRecurringRevenuePaise: running.reduce((sum, s) => sum + monthlyPricePaise(s.plan!.pricePaise, s.plan!.period), 0),
        };
      }),
    };
  }

  async find(manager: EntityManager, auth: SignedInContext, id: number, lock = false): Promise<Subscriber> {
    const subscriber = await this.subscribers.in(manager).get(workspaceIdOf(auth), id, SUBSCRIBER_MESSAGES.notFound, { lock });
    subscriber.plan = await this.planRows.in(manager).get(subscriber.workspaceId, subscriber.planId, PLAN_MESSAGES.notFound);
    return subscriber;
  }

  /** Active ↔ paused, and cancelled for good (the day is kept for churn). */
  private moveStatus(subscriber: Subscriber, status: SubscriberStatus): void {
    if (subscriber.status === status) return;
    if (!canTransitionSubscriberStatus(subscriber.status, status)) throw new ConflictException(SUBSCRIBER_MESSAGES.illegalStatus(subscriber.status, status));
    subscriber.status = status;
    if (status === 'cancelled') subscriber.cancelledOn = utcToday();
  }

  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) === MEMBER_PLAN_CONSTRAINT) throw new ConflictException(SUBSCRIBER_MESSAGES.duplicateMember);
      throw error;
    }
  }
}
