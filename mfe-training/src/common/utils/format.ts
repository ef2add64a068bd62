import { DISPLAY_DEFAULTS, formatDate, SCHEDULE_DAY_LABELS, type ScheduleDay } from '@cricket/contracts';

/** 24-hour HH:MM as '9:00 AM', or 'Time not set'. */
export function formatTime(value: string | null | undefined): string {
  const match = value ? /^(\d{1,2}):(\d{2})/.exec(value) : null;
  if (!match) return DISPLAY_DEFAULTS.timeNotSet;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

export function formatTimeRange(start: string | null | undefined, end: string | null | undefined): string {
  return `${formatTime(start)} - ${formatTime(end)}`;
}

/** 'Mon, Wed, Fri · 6:00 AM - 8:00 AM'. */
export function formatSchedule(days: readonly ScheduleDay[], start: string, end: string): string {
  const dayText = days.length ? days.map((day) => SCHEDULE_DAY_LABELS[day]).join(', ') : DISPLAY_DEFAULTS.notSpecified;
  return `${dayText} · ${formatTimeRange(start, end)}`;
}

/** A 0..100 rate as '85%', or '—' when nobody could attend. */
export function formatRate(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '—' : `${Math.round(rate)}%`;
}

/** 'Dec 1, 2026 – Feb 28, 2027'. */
export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  return `${formatDate(start)} – ${formatDate(end)}`;
}
