import { paiseToRupees, type GroundResponse } from '@cricket/contracts';
import type { Ground } from './ground.entity';

export function toGroundResponse(ground: Ground): GroundResponse {
  return {
    id: ground.id,
    name: ground.name,
    address: ground.address,
    city: ground.city,
    contactNumber: ground.contactNumber,
    hourlyRate: ground.hourlyRatePaise === null ? null : paiseToRupees(ground.hourlyRatePaise),
    facilities: ground.facilities,
    operatingHours: ground.operatingHours,
    slotDuration: ground.slotDuration,
    availableSlots: ground.availableSlots,
    image: ground.image,
    bookingHorizonDays: ground.bookingHorizonDays,
    workspaceId: ground.workspaceId,
    createdBy: ground.createdBy,
    createdAt: ground.createdAt.toISOString(),
    updatedAt: ground.updatedAt.toISOString(),
  };
}
