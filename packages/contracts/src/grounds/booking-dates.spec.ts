import { BOOKING_MESSAGES } from './messages';
import { bookingDateProblem, lastBookableDate } from './booking-dates';

describe('booking dates: not in the past, within the ground horizon', () => {
  const today = '2026-11-21';

  it('takes today up to the last day of the horizon', () => {
    expect(bookingDateProblem(today, today, 365)).toBeNull();
    expect(bookingDateProblem('2027-11-21', today, 365)).toBeNull();
    expect(lastBookableDate(today, 365)).toBe('2027-11-21');
  });

  it('refuses yesterday and the day after the horizon with their messages', () => {
    expect(bookingDateProblem('2026-11-20', today, 365)).toBe(BOOKING_MESSAGES.datePast);
    expect(bookingDateProblem('2027-11-22', today, 365)).toBe(BOOKING_MESSAGES.dateBeyondHorizon(365, '2027-11-21'));
    expect(bookingDateProblem('2026-11-29', today, 7)).toBe(BOOKING_MESSAGES.dateBeyondHorizon(7, '2026-11-28'));
    expect(bookingDateProblem('9999-12-31', today, 365)).toBe(BOOKING_MESSAGES.dateBeyondHorizon(365, '2027-11-21'));
    expect(bookingDateProblem('0000-01-01', today, 365)).toBe(BOOKING_MESSAGES.datePast);
  });
});
