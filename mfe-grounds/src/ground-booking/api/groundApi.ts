import {
  GROUND_API,
  GROUND_TOASTS,
  parseTimeSlots,
  type AllWorkspacesBooking,
  type BookingRequestPayload,
  type BookingStatus,
  type GroundBookingResponse,
  type GroundPayload,
  type GroundResponse,
  type ManualBookingPayload,
  type PaymentStatus,
} from '@cricket/contracts';
import { apiGet, apiRequest } from '@cricket/shell-sdk';

export interface UserSummary {
  id: number;
  name: string;
}

/** An array, or an object holding the array under `field` (booking §7). */
function listOf<T>(answer: unknown, field: string): T[] {
  if (Array.isArray(answer)) return answer as T[];
  const nested = answer && typeof answer === 'object' ? (answer as Record<string, unknown>)[field] : undefined;
  return Array.isArray(nested) ? (nested as T[]) : [];
}

/** timeSlots may arrive as an array, a JSON-encoded string or a single timeSlot (booking §3). */
function withSlots<T extends { timeSlots: unknown }>(booking: T & { timeSlot?: unknown }): T {
  return { ...booking, timeSlots: parseTimeSlots(booking.timeSlots ?? booking.timeSlot) };
}

export async function fetchGrounds(path: typeof GROUND_API.allGrounds | typeof GROUND_API.ownGrounds): Promise<GroundResponse[]> {
  return listOf<GroundResponse>(await apiGet<unknown>(path), 'grounds');
}

export async function fetchUserBookings(): Promise<GroundBookingResponse[]> {
  return listOf<GroundBookingResponse>(await apiGet<unknown>(GROUND_API.userBookings), 'bookings').map(withSlots);
}

/** Every booking the calendar needs; a failure reads as 'Failed to fetch bookings' (booking §8). */
export async function fetchCalendarBookings(): Promise<AllWorkspacesBooking[]> {
  let answer: unknown;
  try {
    answer = await apiGet<unknown>(GROUND_API.allWorkspacesBookings);
  } catch {
    throw new Error(GROUND_TOASTS.fetchBookingsFailed);
  }
  return listOf<AllWorkspacesBooking>(answer, 'bookings').map(withSlots);
}

export async function fetchUsers(): Promise<UserSummary[]> {
  return listOf<UserSummary>(await apiGet<unknown>(GROUND_API.users), 'users');
}

export function requestBooking(payload: BookingRequestPayload): Promise<unknown> {
  return apiRequest('POST', GROUND_API.bookings, payload);
}

export function createManualBooking(payload: ManualBookingPayload): Promise<unknown> {
  return apiRequest('POST', GROUND_API.manualBooking, payload);
}

export function updateBookingStatus(id: number, status: BookingStatus): Promise<unknown> {
  return apiRequest('PATCH', GROUND_API.bookingStatus(id), { status });
}

export function updatePaymentStatus(id: number, paymentStatus: PaymentStatus): Promise<unknown> {
  return apiRequest('PATCH', GROUND_API.paymentStatus(id), { paymentStatus });
}

export function saveGround(id: number | null, payload: GroundPayload): Promise<GroundResponse> {
  return id === null ? apiRequest('POST', GROUND_API.grounds, payload) : apiRequest('PUT', GROUND_API.ground(id), payload);
}

export function deleteGround(id: number): Promise<unknown> {
  return apiRequest('DELETE', GROUND_API.ground(id));
}
