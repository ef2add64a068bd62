import dayjs, { type Dayjs } from 'dayjs';

/** Dates travel as YYYY-MM-DD (DESIGN.md §7). */
export const ISO_DATE = 'YYYY-MM-DD';

export function todayIso(): string {
  return dayjs().format(ISO_DATE);
}

export function toIso(value: Dayjs): string {
  return value.format(ISO_DATE);
}

export function fromIso(iso: string): Dayjs {
  return dayjs(iso);
}

export function shiftDays(iso: string, days: number): string {
  return fromIso(iso).add(days, 'day').format(ISO_DATE);
}
