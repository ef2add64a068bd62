import type { BookingStatus } from './model';

/** Booking §4 'Slots': generation from operating hours, booked and available slots. */
const MINUTES_PER_DAY = 24 * 60;
const TIME_12H = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i;

/** Minutes after midnight of a 12-hour time such as '9:00 AM'; null when it is not one. */
export function parseTime12h(text: string): number | null {
  const match = TIME_12H.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours < 1 || hours > 12 || minutes > 59) return null;
  const pm = match[3].toUpperCase() === 'PM';
  return (hours % 12) * 60 + minutes + (pm ? 12 * 60 : 0);
}

/** The slot label of a time: 'h:mm AM'. */
export function formatTime12h(minutesAfterMidnight: number): string {
  const minutes = ((minutesAfterMidnight % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours24 = Math.floor(minutes / 60);
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/**
 * Slot starts every `slotDuration` minutes from the start of `operatingHours` ("start - end")
 * up to but not including its end. Text without exactly one ' - ', an unreadable time or a
 * non-positive duration gives no slots.
 */
export function generateTimeSlots(operatingHours: string | null | undefined, slotDuration: number): string[] {
  if (typeof operatingHours !== 'string') return [];
  const parts = operatingHours.split(' - ');
  if (parts.length !== 2) return [];
  const start = parseTime12h(parts[0]);
  const end = parseTime12h(parts[1]);
  if (start === null || end === null || !Number.isFinite(slotDuration) || slotDuration <= 0) return [];
  const slots: string[] = [];
  for (let t = start; t < end; t += slotDuration) slots.push(formatTime12h(t));
  return slots;
}

/** Slots of a ground as its form defines them. */
export function groundTimeSlots(ground: { operatingHours: string; slotDuration: number }): string[] {
  return generateTimeSlots(ground.operatingHours, ground.slotDuration);
}

/** A booking date compared by the part before any time ('2026-12-01T00:00:00Z' → '2026-12-01'). */
export function bookingDatePart(date: string): string {
  return date.split(/[T ]/)[0];
}

export function isSlotLabel(value: unknown): value is string {
  return typeof value === 'string' && parseTime12h(value) !== null;
}

/**
 * timeSlots as the server may send or receive them: an array, a JSON-encoded string, or a single
 * slot. Anything malformed gives no slots (booking §8: malformed time-slot strings are ignored).
 */
export function parseTimeSlots(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text === '') return [];
  if (text.startsWith('[') || text.startsWith('"')) {
    try {
      return parseTimeSlots(JSON.parse(text));
    } catch {
      return [];
    }
  }
  return isSlotLabel(text) ? [text] : [];
}

export interface SlotHolder {
  groundId: number;
  date: string;
  timeSlots: unknown;
  status: BookingStatus;
}

/** Slots taken on a ground and date: those of its non-cancelled bookings. */
export function bookedSlots(bookings: readonly SlotHolder[], groundId: number, date: string): Set<string> {
  const day = bookingDatePart(date);
  const taken = new Set<string>();
  for (const b of bookings) {
    if (b.groundId !== groundId || b.status === 'cancelled' || bookingDatePart(b.date) !== day) continue;
    for (const slot of parseTimeSlots(b.timeSlots)) taken.add(slot);
  }
  return taken;
}

export interface SlotAvailability {
  slot: string;
  available: boolean;
}

/** Each slot of a ground on a date, marked Available or Booked. */
export function slotAvailability(
  ground: { id: number; operatingHours: string; slotDuration: number },
  date: string,
  bookings: readonly SlotHolder[],
): SlotAvailability[] {
  const taken = bookedSlots(bookings, ground.id, date);
  return groundTimeSlots(ground).map((slot) => ({ slot, available: !taken.has(slot) }));
}
