import { slotAvailability, type GroundResponse, type SlotHolder } from '@cricket/contracts';

/** The slots of a ground on a date that no non-cancelled booking holds. */
export function freeSlots(ground: GroundResponse | undefined, date: string | undefined, bookings: readonly SlotHolder[]): string[] {
  if (!ground || !date) return [];
  return slotAvailability(ground, date, bookings)
    .filter((slot) => slot.available)
    .map((slot) => slot.slot);
}
