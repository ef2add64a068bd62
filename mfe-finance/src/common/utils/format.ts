import { DISPLAY_DEFAULTS } from '@cricket/contracts';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' as 'Nov 2026'. */
export function formatMonth(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return `${MONTH_NAMES[m - 1]} ${year}`;
}

/** An optional text, or 'Not specified' (core §8 display defaults). */
export const orNotSpecified = (value: string | null | undefined) => value || DISPLAY_DEFAULTS.notSpecified;
