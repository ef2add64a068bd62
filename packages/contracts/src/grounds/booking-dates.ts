import { addDays } from '../matches/dates';
import { BOOKING_MESSAGES } from './messages';

/** The last date a ground with this booking horizon takes a booking for, seen from `today`. */
export function lastBookableDate(today: string, horizonDays: number): string {
  return addDays(today, horizonDays);
}

/**
 * Why a booking cannot be made for `date` (YYYY-MM-DD), or null: a booking never starts in the
 * past, nor further ahead than its ground's horizon. Dates compare as days, `today` included.
 */
export function bookingDateProblem(date: string, today: string, horizonDays: number): string | null {
  if (date < today) return BOOKING_MESSAGES.datePast;
  const lastDate = lastBookableDate(today, horizonDays);
  return date > lastDate ? BOOKING_MESSAGES.dateBeyondHorizon(horizonDays, lastDate) : null;
}
