import type { CalendarBooking, GroundBookingResponse } from '@cricket/contracts';
import type { GroundBooking } from './ground-booking.entity';

/** A booking with its details, for its ground's workspace and for the person it is for. */
export function toBookingResponse(booking: GroundBooking, groundName: string): GroundBookingResponse {
  return {
    id: booking.id,
    groundId: booking.groundId,
    groundName,
    workspaceId: booking.workspaceId,
    userId: booking.userId,
    userName: booking.userName,
    date: booking.date,
    timeSlots: booking.timeSlots,
    purpose: booking.purpose,
    paymentMethod: booking.paymentMethod,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    paymentAmount: booking.paymentAmountPaise,
    isManual: booking.isManual,
    customerName: booking.customerName,
    customerPhone: booking.customerPhone,
    notes: booking.notes,
    createdAt: booking.createdAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
  };
}

/** What everyone else learns: which slots of which ground are taken on which date. */
export function toCalendarBooking(booking: GroundBooking): CalendarBooking {
  return { groundId: booking.groundId, date: booking.date, timeSlots: booking.timeSlots, status: booking.status };
}
