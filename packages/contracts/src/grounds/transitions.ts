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

/** Payment changes this actor may make now: managers only (pending → paid, paid → refunded). */
export function allowedPaymentChanges(booking: { paymentStatus: PaymentStatus }, actor: BookingActor): PaymentStatus[] {
  return actor.canManage ? [...PAYMENT_STATUS_TRANSITIONS[booking.paymentStatus]] : [];
}
