import type { GroundPayload } from '../grounds';

/** A valid ground of the booking spec, open 9 AM to 8 PM in hour slots. */
export function groundPayload(overrides: Partial<GroundPayload> = {}): GroundPayload {
  return {
    name: 'Riverside Oval',
    address: '1 Ground Road',
    city: 'Pune',
    contactNumber: '9876543210',
    hourlyRate: 1500,
    facilities: 'Floodlights, nets',
    operatingHours: '9:00 AM - 8:00 PM',
    slotDuration: 60,
    image: null,
    availableSlots: [],
    ...overrides,
  };
}
