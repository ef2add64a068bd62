import { monthlyPricePaise, type PlanResponse, type SubscriberResponse } from '@cricket/contracts';
import type { Plan } from './plan.entity';
import type { Subscriber } from './subscriber.entity';

export function toPlanResponse(p: Plan, counts: { total: number; active: number }): PlanResponse {
  return {
    id: p.id,
    workspaceId: p.workspaceId,
    name: p.name,
    description: p.description,
    pricePaise: p.pricePaise,
    period: p.period,
    features: p.features,
    monthlyPricePaise: monthlyPricePaise(p.pricePaise, p.period),
    subscriberCount: counts.total,
    activeSubscriberCount: counts.active,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** `s.plan` must be loaded. */
export function toSubscriberResponse(s: Subscriber): SubscriberResponse {
  return {
    id: s.id,
    workspaceId: s.workspaceId,
    planId: s.planId,
    planName: s.plan!.name,
    planPeriod: s.plan!.period,
    planPricePaise: s.plan!.pricePaise,
    userId: s.userId,
    name: s.name,
    email: s.email,
    phone: s.phone,
    startDate: s.startDate,
    status: s.status,
    cancelledOn: s.cancelledOn,
    notes: s.notes,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}
