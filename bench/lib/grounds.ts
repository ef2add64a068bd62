import type { GroundPayload, GroundResponse } from '@cricket/contracts';
import type { ApiSession } from '../../e2e/harness/api';

/** A ground open 9 AM to 8 PM in hour slots, as the booking form offers them. */
export function groundPayload(name: string): GroundPayload {
  return {
    name,
    address: '1 Bench Road',
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

/** A ground of the session's current workspace, created through the gateway. */
export async function createGround(session: ApiSession, name: string): Promise<GroundResponse> {
  const res = await session.request<GroundResponse>('POST', '/api/grounds', groundPayload(name));
  if (res.status !== 201) throw new Error(`creating a ground: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
