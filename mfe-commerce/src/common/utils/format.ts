import { COMMON_TEXTS } from '../../texts';

/** Dates are shown in the en-US short format (core §9); an empty date reads 'Not specified'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return COMMON_TEXTS.notSpecified;
  // A bare YYYY-MM-DD is a calendar day: read it at local noon so no time zone shifts the day.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('en-US');
}

/** 'YYYY-MM' as 'Nov 2026'. */
export function formatPeriod(period: string): string {
  const date = new Date(`${period}-15T12:00:00`);
  return Number.isNaN(date.getTime()) ? period : date.toLocaleDateString('en-US', { month: 'short', year: 'numeric' });
}

/** The local month as 'YYYY-MM'. */
export function currentPeriod(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

/** The local day as 'YYYY-MM-DD'. */
export function todayIso(now = new Date()): string {
  return `${currentPeriod(now)}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Multi-line text as a list of trimmed, non-empty lines (images, features). */
export function linesOf(text: string | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
