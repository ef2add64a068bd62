import type { GroundEventData } from '../events';
import type { BookingStatus, PaymentStatus } from './model';

/** Data of grounds.ground.* events. */
export interface GroundChangedData extends GroundEventData {
  groundId: number;
  workspaceId: number;
  name: string;
  city: string;
}

/** Data of grounds.booking.created / updated: availability, never customer details. */
export interface BookingChangedData extends GroundEventData {
  bookingId: number;
  groundId: number;
  workspaceId: number;
  date: string;
  timeSlots: string[];
  status: BookingStatus;
  paymentStatus: PaymentStatus;
}

/** Data of grounds.booking.paid / refunded: income (or its reversal) of the ground's workspace. */
export interface BookingPaymentData extends GroundEventData {
  bookingId: number;
  groundId: number;
  workspaceId: number;
  date: string;
  /** Integer paise. */
  amountPaise: number;
  paymentStatus: PaymentStatus;
}
