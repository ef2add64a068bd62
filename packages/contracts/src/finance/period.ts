import { FINANCE_MESSAGES } from './messages';
import type { FinancePeriod } from './model';
import { isIsoDate } from '../matches/dates';
import { isOutsideDateYears } from '../validation/dates';

const DAY_MS = 86_400_000;
const toDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar month holding `today` (YYYY-MM-DD): the default period of the finance screens. */
export function monthPeriod(today: string): FinancePeriod {
  const start = toDate(`${today.slice(0, 7)}-01`);
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
  return { from: toIso(start), to: toIso(end) };
}

/** The period of the same length that ends the day before `period` starts ("last period"). */
export function previousPeriod(period: FinancePeriod): FinancePeriod {
  const from = toDate(period.from);
  const to = toDate(period.to);
  const isWholeMonths = period.from.endsWith('-01') && toIso(new Date(to.getTime() + DAY_MS)).endsWith('-01');
  if (isWholeMonths) {
    // Whole months compare with the same number of whole months before them (March against February, not 31 days).
    const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth() + 1;
    const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - months, 1));
    return { from: toIso(start), to: toIso(new Date(from.getTime() - DAY_MS)) };
  }
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  return { from: toIso(new Date(from.getTime() - days * DAY_MS)), to: toIso(new Date(from.getTime() - DAY_MS)) };
}

/** Every month a period touches, 'YYYY-MM', in order. */
export function monthsOf(period: FinancePeriod): string[] {
  const months: string[] = [];
  const end = period.to.slice(0, 7);
  let cursor = toDate(`${period.from.slice(0, 7)}-01`);
  while (toIso(cursor).slice(0, 7) <= end) {
    months.push(toIso(cursor).slice(0, 7));
    cursor = new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1));
  }
  return months;
}

/** A period from `?from=&to=` query values; either missing falls back to the month of `today`. */
export function parsePeriod(from: unknown, to: unknown, today: string): FinancePeriod | { message: string } {
  if (from === undefined && to === undefined) return monthPeriod(today);
  const fallback = monthPeriod(today);
  const period = { from: from ?? fallback.from, to: to ?? fallback.to };
  if (isOutsideDateYears(period.from) || isOutsideDateYears(period.to)) return { message: FINANCE_MESSAGES.periodYears };
  if (!isIsoDate(period.from) || !isIsoDate(period.to)) return { message: FINANCE_MESSAGES.periodFormat };
  if (period.to < period.from) return { message: FINANCE_MESSAGES.periodOrder };
  return { from: period.from, to: period.to };
}
