import { isIsoDate, monthPeriod, type FinancePeriod } from '@cricket/contracts';
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

/** The period of `?from=&to=`; anything missing or malformed falls back to this month. */
export function periodFromSearch(search: URLSearchParams, today: string): FinancePeriod {
  const from = search.get('from');
  const to = search.get('to');
  if (isIsoDate(from) && isIsoDate(to) && from <= to) return { from, to };
  return monthPeriod(today);
}
