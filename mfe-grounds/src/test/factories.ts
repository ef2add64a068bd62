import { GROUND_DEFAULTS, type GroundBookingResponse, type GroundResponse } from '@cricket/contracts';
import { WORKSPACE_ID } from './renderGroundBooking';

let nextId = 1;

export function newGround(overrides: Partial<GroundResponse> = {}): GroundResponse {
  const id = nextId++;
  return {
    id,
    name: `Ground ${id}`,
    address: `${id} Stadium Road`,
    city: 'Mumbai',
    contactNumber: null,
    hourlyRate: 1500,
    facilities: null,
    operatingHours: '9:00 AM - 12:00 PM',
    slotDuration: 60,
    availableSlots: [],
    image: null,
    bookingHorizonDays: GROUND_DEFAULTS.bookingHorizonDays,
    workspaceId: WORKSPACE_ID,
    createdBy: 1,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function newBooking(ground: GroundResponse, overrides: Partial<GroundBookingResponse> = {}): GroundBookingResponse {
  return {
    id: nextId++,
    groundId: ground.id,
    groundName: ground.name,
    workspaceId: ground.workspaceId,
    userId: 8,
    userName: null,
    date: '2026-03-14',
    timeSlots: ['9:00 AM'],
    purpose: 'practice',
    paymentMethod: 'offline',
    status: 'pending',
    paymentStatus: 'pending',
    paymentAmount: 150000,
    isManual: false,
    customerName: null,
    customerPhone: null,
    notes: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
