import type { GroundPayload } from '@cricket/contracts';

/** A valid ground of the booking spec, open 9 AM to 8 PM in hour slots. */
export function groundPayload(name: string): GroundPayload {
  return {
    name,
    address: '1 Ground Road',
    city: 'Pune',
    contactNumber: '9876543210',
    hourlyRate: 1500,
    facilities: 'Floodlights, nets',
    operatingHours: '9:00 AM - 8:00 PM',
    slotDuration: 60,
    image: null,
    availableSlots: [],
  };
}
