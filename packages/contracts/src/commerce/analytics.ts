import { PLAN_PERIOD_MONTHS, type BillingCycleStatus, type PlanPeriod, type SubscriberStatus } from './model';
import { periodBounds } from './billing';
import type { BillingTotals } from './types';

/** A plan's price per month: quarterly divided by 3, yearly by 12, rounded to whole paise. */
export function monthlyPricePaise(pricePaise: number, period: PlanPeriod): number {
  return Math.round(pricePaise / PLAN_PERIOD_MONTHS[period]);
}

/** Monthly recurring revenue: the monthly price of every active subscription. */
export function monthlyRecurringRevenuePaise(subscriptions: readonly { status: SubscriberStatus; pricePaise: number; period: PlanPeriod }[]): number {
  return subscriptions.reduce((sum, s) => (s.status === 'active' ? sum + monthlyPricePaise(s.pricePaise, s.period) : sum), 0);
}

/** Percent with one decimal; 0 when there is nothing to divide by. */
function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

export interface SubscriptionHistory {
  startDate: string;
  /** The day it was cancelled, or null while it runs. */
  cancelledOn: string | null;
}

/**
 * Churn of a month ('YYYY-MM'): of the subscriptions running at the start of the month
 * (started before it, not cancelled before it), the percent cancelled during it.
 */
export function churnRatePercent(subscriptions: readonly SubscriptionHistory[], month: string): number {
  const { start, end } = periodBounds(month);
  const atStart = subscriptions.filter((s) => s.startDate < start && (s.cancelledOn === null || s.cancelledOn >= start));
  const cancelled = atStart.filter((s) => s.cancelledOn !== null && s.cancelledOn <= end);
  return percent(cancelled.length, atStart.length);
}

/** Subscriptions running on the last day of a month (paused ones included: they are not lost). */
export function runningAtEndOf<T extends SubscriptionHistory>(subscriptions: readonly T[], month: string): T[] {
  const { end } = periodBounds(month);
  return subscriptions.filter((s) => s.startDate <= end && (s.cancelledOn === null || s.cancelledOn > end));
}

/**
 * Collected vs outstanding: paid is collected; pending and overdue are outstanding (overdue also
 * on its own); waived is neither. Statuses are as read on the day (see cycleStatusOn).
 */
export function billingTotals(cycles: readonly { amountPaise: number; status: BillingCycleStatus }[]): BillingTotals {
  const counts: Record<BillingCycleStatus, number> = { pending: 0, paid: 0, overdue: 0, waived: 0 };
  const sums: Record<BillingCycleStatus, number> = { pending: 0, paid: 0, overdue: 0, waived: 0 };
  for (const cycle of cycles) {
    counts[cycle.status] += 1;
    sums[cycle.status] += cycle.amountPaise;
  }
  const outstandingPaise = sums.pending + sums.overdue;
  return {
    collectedPaise: sums.paid,
    outstandingPaise,
    overduePaise: sums.overdue,
    waivedPaise: sums.waived,
    collectionRatePercent: Math.round(percent(sums.paid, sums.paid + outstandingPaise)),
    counts,
  };
}
