import { addDays, isIsoDate } from '../matches/dates';
import { isOutsideDateYears } from '../validation/dates';
import { BILLING_MESSAGES } from './messages';
import { PLAN_PERIOD_MONTHS, type BillingCycleStatus, type PlanPeriod } from './model';

/** A pending cycle is due this many days after its period starts, or after the day it was generated if that is later. */
export const BILLING_DUE_AFTER_DAYS = 7;

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A billing period is a calendar month written 'YYYY-MM'. */
export function isBillingPeriod(value: unknown): value is string {
  return typeof value === 'string' && PERIOD.test(value);
}

const monthIndex = (period: string) => Number(period.slice(0, 4)) * 12 + Number(period.slice(5, 7)) - 1;
const periodOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The month holding a date (YYYY-MM-DD). */
export const periodOfDate = (date: string) => date.slice(0, 7);

export function addPeriods(period: string, months: number): string {
  return periodOf(monthIndex(period) + months);
}

/** First and last day of a period. */
export function periodBounds(period: string): { start: string; end: string } {
  const start = `${period}-01`;
  return { start, end: addDays(`${addPeriods(period, 1)}-01`, -1) };
}

/** A cycle generated late (for a past month, or after its month began) still gets its week: it is not overdue at once. */
export function billingDueDate(period: string, generatedOn: string): string {
  const { start } = periodBounds(period);
  return addDays(generatedOn > start ? generatedOn : start, BILLING_DUE_AFTER_DAYS);
}

/** A period filter's problem, or null: a month written YYYY-MM in the stored years. */
export function billingPeriodProblem(period: unknown): string | null {
  if (isOutsideDateYears(period)) return BILLING_MESSAGES.periodYears;
  return isBillingPeriod(period) ? null : BILLING_MESSAGES.period;
}

/** The latest month cycles may be generated for on `today`: next month, since a subscription is billed at most a month ahead. */
export function latestBillingPeriod(today: string): string {
  return addPeriods(periodOfDate(today), 1);
}

/**
 * Why cycles cannot be generated for `period` on `today`, or null. Each subscriber is then billed
 * only from their start month on, so a cycle always lies within its subscription's life.
 */
export function generationPeriodProblem(period: unknown, today: string): string | null {
  const problem = billingPeriodProblem(period);
  if (problem) return problem;
  const latest = latestBillingPeriod(today);
  return (period as string) > latest ? BILLING_MESSAGES.periodAfterNextMonth(latest) : null;
}

/**
 * Whether a subscription that started on `startDate` is billed in `period`: from its start month on,
 * every month for monthly plans, every third month for quarterly, every twelfth for yearly.
 */
export function isBilledInPeriod(startDate: string, planPeriod: PlanPeriod, period: string): boolean {
  if (!isIsoDate(startDate) || !isBillingPeriod(period)) return false;
  const elapsed = monthIndex(period) - monthIndex(periodOfDate(startDate));
  return elapsed >= 0 && elapsed % PLAN_PERIOD_MONTHS[planPeriod] === 0;
}

/** The months `from`..`to` in order (both 'YYYY-MM'); empty when `to` is before `from`. */
export function periodsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let i = monthIndex(from); i <= monthIndex(to); i++) out.push(periodOf(i));
  return out;
}

/** The group of the hierarchical view: a period and a plan. */
export function billingGroupKey(period: string, planId: number): string {
  return `${period}_${planId}`;
}

export function parseBillingGroupKey(key: string): { period: string; planId: number } | null {
  const match = /^(\d{4}-\d{2})_(\d+)$/.exec(key);
  if (!match || !isBillingPeriod(match[1])) return null;
  const planId = Number(match[2]);
  return Number.isSafeInteger(planId) && planId > 0 ? { period: match[1], planId } : null;
}

/** The status a cycle reads as on `today`: a pending cycle past its due date is overdue. */
export function cycleStatusOn(stored: BillingCycleStatus, dueDate: string, today: string): BillingCycleStatus {
  return stored === 'pending' && dueDate < today ? 'overdue' : stored;
}
