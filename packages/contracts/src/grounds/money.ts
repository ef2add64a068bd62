import { groupDigits } from '../numbers';

/** Money is integer paise on the wire and in storage; rupees only for display and ground rates. */
export const PAISE_PER_RUPEE = 100;

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}

export function paiseToRupees(paise: number): number {
  return paise / PAISE_PER_RUPEE;
}

/** '₹1,250.50' style amount of integer paise (Indian grouping, no decimals when whole). */
export function formatRupees(paise: number): string {
  const whole = Math.round(Math.abs(paise));
  const [rupees, fraction] = (whole / PAISE_PER_RUPEE).toFixed(2).split('.');
  const sign = paise < 0 && whole ? '-' : '';
  return `₹${sign}${groupDigits(Number(rupees), 'indian')}${fraction === '00' ? '' : `.${fraction}`}`;
}

/** Price of a user booking: the hourly rate (paise) for the booked time. */
export function bookingPricePaise(hourlyRatePaise: number | null, slotDurationMinutes: number, slotCount: number): number {
  if (hourlyRatePaise === null) return 0;
  return Math.round((hourlyRatePaise * slotDurationMinutes * slotCount) / 60);
}
