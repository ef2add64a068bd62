import { ConflictException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { PLAN_MESSAGES, type PlanFields, type PlanResponse } from '@cricket/contracts';
import { InjectWorkspaceRepository, type SignedInContext, uniqueViolation, WorkspaceRepository, workspaceIdOf } from '@cricket/service-kit';
import { Plan } from './plan.entity';
import { Subscriber } from './subscriber.entity';
import { toPlanResponse } from './subscription.mapper';

const PLAN_NAME_CONSTRAINT = 'subscription_plans_name_key';

/** Plans are private to their workspace: another workspace's plan answers 404. */
@Injectable()
export class PlanService {
  constructor(
    @InjectWorkspaceRepository(Plan) private readonly plans: WorkspaceRepository<Plan>,
    @InjectWorkspaceRepository(Subscriber) private readonly subscribers: WorkspaceRepository<Subscriber>,
  ) {}

  async list(auth: SignedInContext): Promise<PlanResponse[]> {
    const rows = await this.plans.find(workspaceIdOf(auth), { order: { pricePaise: 'ASC', id: 'ASC' } });
    const counts = await this.counts(this.plans.manager, workspaceIdOf(auth));
    return rows.map((p) => toPlanResponse(p, counts.get(p.id) ?? { total: 0, active: 0 }));
  }

  async get(auth: SignedInContext, id: number): Promise<PlanResponse> {
    const plan = await this.find(this.plans.manager, auth, id);
    return toPlanResponse(plan, (await this.counts(this.plans.manager, plan.workspaceId, plan.id)).get(plan.id) ?? { total: 0, active: 0 });
  }

  async create(auth: SignedInContext, fields: PlanFields): Promise<PlanResponse> {
    return this.unique(async () => {
      const workspaceId = workspaceIdOf(auth);
      return toPlanResponse(await this.plans.save(workspaceId, this.plans.create(workspaceId, fields)), { total: 0, active: 0 });
    });
  }

  /** Existing billing cycles keep the amount they were generated with. */
  async update(auth: SignedInContext, id: number, fields: PlanFields): Promise<PlanResponse> {
    return this.unique(() =>
      this.plans.manager.transaction(async (manager) => {
        const plan = await this.find(manager, auth, id, true);
        const saved = await this.plans.in(manager).save(plan.workspaceId, Object.assign(plan, fields));
        return toPlanResponse(saved, (await this.counts(manager, plan.workspaceId, plan.id)).get(plan.id) ?? { total: 0, active: 0 });
      }),
    );
  }

  async remove(auth: SignedInContext, id: number): Promise<{ success: true }> {
    return this.plans.manager.transaction(async (manager) => {
      const plan = await this.find(manager, auth, id, true);
      if (await this.subscribers.in(manager).exists(plan.workspaceId, { planId: plan.id })) throw new ConflictException(PLAN_MESSAGES.hasSubscribers);
      await this.plans.in(manager).delete(plan.workspaceId, { id: plan.id });
      return { success: true as const };
    });
  }

  async find(manager: EntityManager, auth: SignedInContext, id: number, lock = false): Promise<Plan> {
    return this.plans.in(manager).get(workspaceIdOf(auth), id, PLAN_MESSAGES.notFound, { lock });
  }

  private async counts(manager: EntityManager, workspaceId: number, planId?: number): Promise<Map<number, { total: number; active: number }>> {
    const rows: { plan_id: number; total: string; active: string }[] = await manager.query(
      `SELECT plan_id, count(*) AS total, count(*) FILTER (WHERE status = 'active') AS active
         FROM subscribers WHERE workspace_id = $1 AND ($2::int IS NULL OR plan_id = $2) GROUP BY plan_id`,
      [workspaceId, planId ?? null],
    );
    return new Map(rows.map((r) => [r.plan_id, { total: Number(r.total), active: Number(r.active) }]));
  }

  private async unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) === PLAN_NAME_CONSTRAINT) throw new ConflictException(PLAN_MESSAGES.duplicateName);
      throw error;
    }
  }
}
