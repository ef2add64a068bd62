import { DISPLAY_DEFAULTS } from '../errors';
import { isIsoDate } from '../matches/dates';

/**
 * How every screen shows a date (core §9, en-US short): 'Nov 5, 2026'; a date-time adds the
 * viewer's clock time, 'Nov 5, 2026, 3:30 PM'; a day heading adds the weekday, 'Thu, Nov 5, 2026'.
 * Written by hand rather than with Intl so the text is the same in every browser, Node and locale.
 */

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** En-US short format (core §9): '2026-11-21' → 'Nov 21, 2026'; anything else as it is. */
function shortDate(date: string): string {
  if (!isIsoDate(date)) return date;
  const [y, m, d] = date.split('-').map(Number);
  return `${MONTHS[m - 1]} ${d}, ${y}`;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A timestamp's day on the viewer's calendar, as YYYY-MM-DD. */
const localDay = (at: Date) => `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T/;

/** A stored ISO timestamp, or null for anything else (a bare date included; Date would roll Feb 30 over). */
function instantOf(value: string): Date | null {
  if (!TIMESTAMP.test(value) || !isIsoDate(value.slice(0, 10))) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/**
 * A calendar date (YYYY-MM-DD, shown as written: no time zone moves it) or a timestamp (shown on
 * the viewer's local day) as 'Nov 5, 2026'; `empty` for a missing value; anything unreadable as it is.
 */
export function formatDate(value: string | null | undefined, empty: string = DISPLAY_DEFAULTS.dateNotSet): string {
  if (!value) return empty;
  const at = instantOf(value);
  return shortDate(at ? localDay(at) : value);
}

/** A timestamp in the viewer's time zone as 'Nov 5, 2026, 3:30 PM'; a bare date as formatDate shows it. */
export function formatDateTime(value: string | null | undefined, empty: string = DISPLAY_DEFAULTS.dateNotSet): string {
  if (!value) return empty;
  const at = instantOf(value);
  if (!at) return formatDate(value, empty);
  const hours = at.getHours();
  return `${shortDate(localDay(at))}, ${hours % 12 === 0 ? 12 : hours % 12}:${twoDigits(at.getMinutes())} ${hours >= 12 ? 'PM' : 'AM'}`;
}

/** A month, 'YYYY-MM', as 'Nov 2026'; anything else as it is. */
export function formatMonth(period: string): string {
  const [, year, month] = /^(\d{4})-(\d{2})$/.exec(period) ?? [];
  const name = MONTHS[Number(month) - 1];
  return name ? `${name} ${year}` : period;
}

/** 'Nov 21' for chart axes, where the year would crowd the bars. */
export function formatShortDate(date: string): string {
  return formatDate(date).replace(/, \d{4}$/, '');
}

/** A calendar day with its weekday, for day headings: '2026-11-20' → 'Fri, Nov 20, 2026'. */
export function formatDayHeading(date: string): string {
  if (!isIsoDate(date)) return date;
  return `${WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]}, ${shortDate(date)}`;
}
