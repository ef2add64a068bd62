import { BOOKING_MESSAGES } from './messages';
import type { BookingStatus, PaymentStatus } from './model';

/** Booking §4 'Allowed changes' as data: nothing else may happen to a booking. */
export const BOOKING_STATUS_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: [],
  cancelled: [],
};

export const PAYMENT_STATUS_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  pending: ['paid'],
  paid: ['refunded'],
  refunded: [],
};

export function canTransitionBookingStatus(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_STATUS_TRANSITIONS[from]?.includes(to) ?? false;
}

export function canTransitionPaymentStatus(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_STATUS_TRANSITIONS[from]?.includes(to) ?? false;
}

/** Who is acting on a booking: edit rights on its ground's workspace, and whether they booked it. */
export interface BookingActor {
  canManage: boolean;
  isOwner: boolean;
}

/**
 * Status changes this actor may make now: managers confirm or cancel a pending booking; the
 * owner cancels their own pending one. Confirmed and cancelled bookings offer none.
 */
export function allowedStatusChanges(booking: { status: BookingStatus }, actor: BookingActor): BookingStatus[] {
  return BOOKING_STATUS_TRANSITIONS[booking.status].filter((to) => actor.canManage || (actor.isOwner && to === 'cancelled'));
}

/**
 * Why this booking cannot take this payment change, or null: the changes of booking §4, and a
 * cancelled booking is never paid (a payment taken before it was cancelled can still be refunded).
 */
export function paymentChangeRefusal(booking: { status: BookingStatus; paymentStatus: PaymentStatus }, to: PaymentStatus): string | null {
  if (!canTransitionPaymentStatus(booking.paymentStatus, to)) return BOOKING_MESSAGES.illegalPayment(booking.paymentStatus, to);
  return booking.status === 'cancelled' && to === 'paid' ? BOOKING_MESSAGES.cancelledUnpaid : null;
}

/** Payment changes this actor may make now: managers only (pending → paid unless cancelled, paid → refunded). */
export function allowedPaymentChanges(booking: { status: BookingStatus; paymentStatus: PaymentStatus }, actor: BookingActor): PaymentStatus[] {
  if (!actor.canManage) return [];
  return PAYMENT_STATUS_TRANSITIONS[booking.paymentStatus].filter((to) => paymentChangeRefusal(booking, to) === null);
}
