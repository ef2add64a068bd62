import { billingGroupKey, cycleStatusOn, type BillingCycleResponse } from '@cricket/contracts';
import type { BillingCycle } from './billing-cycle.entity';

/** The status reads as on `today`: a pending cycle past its due date is overdue. */
export function toCycleResponse(c: BillingCycle, today: string): BillingCycleResponse {
  return {
    id: c.id,
    workspaceId: c.workspaceId,
    subscriberId: c.subscriberId,
    subscriberName: c.subscriberName,
    planId: c.planId,
    planName: c.planName,
    period: c.period,
    periodStart: c.periodStart,
    periodEnd: c.periodEnd,
    groupKey: billingGroupKey(c.period, c.planId),
    amountPaise: c.amountPaise,
    dueDate: c.dueDate,
    status: cycleStatusOn(c.status, c.dueDate, today),
    paidOn: c.paidOn,
    paymentMethod: c.paymentMethod,
    note: c.note,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
