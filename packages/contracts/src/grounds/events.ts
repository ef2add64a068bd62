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

/**
 * Data of grounds.booking.paid / refunded: income (or its reversal) of the ground's workspace.
 * Only the workspace's own services read it (the realtime relay passes on the ground and date
 * alone), so it may name who pays.
 */
export interface BookingPaymentData extends GroundEventData {
  bookingId: number;
  groundId: number;
  workspaceId: number;
  date: string;
  /** Integer paise. */
  amountPaise: number;
  paymentStatus: PaymentStatus;
  /** The manual booking's customer, else the booking user's name; absent from events written before it existed. */
  payerName?: string | null;
}
