/**
 * Every date or month the grounds, commerce and finance areas store lies in these years: a slip
 * such as year 0 or 9999 is refused with a message, never stored (year 0 would fail in PostgreSQL).
 */
export const DATE_YEARS = { first: 2000, last: 2100 } as const;

/**
 * Whether a value written as a YYYY-MM-DD date or a YYYY-MM month has a year outside DATE_YEARS.
 * Checked before the calendar itself, so that '0000-01-01' reads as a wrong year, not a wrong format.
 */
export function isOutsideDateYears(value: unknown): boolean {
  const match = typeof value === 'string' ? /^(\d{4})-\d{2}(?:-\d{2})?$/.exec(value) : null;
  if (!match) return false;
  const year = Number(match[1]);
  return year < DATE_YEARS.first || year > DATE_YEARS.last;
}

/** The message of a field outside DATE_YEARS: 'Date must be in the years 2000 to 2100'. */
export const dateYearsMessage = (field: string) => `${field} must be in the years ${DATE_YEARS.first} to ${DATE_YEARS.last}`;

/** Today as YYYY-MM-DD in UTC: the day the services compare dates with. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}
