const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The calendar every stored date lies in: wide enough for the first recorded matches and any
 * plan ahead, narrow enough that date arithmetic and PostgreSQL never leave it (year 0, 9999).
 */
export const CALENDAR_YEARS = { min: 1800, max: 2200 } as const;

/** A real calendar date written YYYY-MM-DD, within `CALENDAR_YEARS`. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m || Number(m[1]) < CALENDAR_YEARS.min || Number(m[1]) > CALENDAR_YEARS.max) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** 24-hour HH:MM. */
export function isMatchTime(value: unknown): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/** Whole days from `from` to `to`, both YYYY-MM-DD (calendar arithmetic, no time zones). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
