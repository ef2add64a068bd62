import { isIsoDate, isOutsideDateYears, monthPeriod, type FinancePeriod } from '@cricket/contracts';
import { FINANCE_UI_TEXTS } from '../../texts';

const pad = (n: number) => String(n).padStart(2, '0');

/** The local date as YYYY-MM-DD. */
export function todayIso(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface PeriodPreset {
  label: string;
  period: FinancePeriod;
}

/** Quick choices of the period picker. */
export function periodPresets(today: string): PeriodPreset[] {
  const [year, month] = today.split('-').map(Number);
  const lastMonthStart = month === 1 ? `${year - 1}-12-01` : `${year}-${pad(month - 1)}-01`;
  return [
    { label: FINANCE_UI_TEXTS.thisMonth, period: monthPeriod(today) },
    { label: FINANCE_UI_TEXTS.lastMonth, period: monthPeriod(lastMonthStart) },
    { label: FINANCE_UI_TEXTS.thisYear, period: { from: `${year}-01-01`, to: `${year}-12-31` } },
  ];
}

/** A period the service reads: two dates in the stored years, the end not before the start. */
export function isReadablePeriod(period: { from: unknown; to: unknown }): period is FinancePeriod {
  const { from, to } = period;
  return isIsoDate(from) && isIsoDate(to) && !isOutsideDateYears(from) && !isOutsideDateYears(to) && from <= to;
}

/** The period of `?from=&to=`; anything missing, malformed or outside the years falls back to this month. */
export function periodFromSearch(search: URLSearchParams, today: string): FinancePeriod {
  const period = { from: search.get('from'), to: search.get('to') };
  return isReadablePeriod(period) ? period : monthPeriod(today);
}
