import type { BookingPurpose, BookingRequestPayload } from '@cricket/contracts';
import type { Dayjs } from 'dayjs';
import { toIso } from './dates';

/** What both booking forms (Book Ground and Create Manual Booking) hold for the ground, date, slots and purpose. */
export interface BookingFieldValues {
  groundId?: number;
  date?: Dayjs;
  timeSlots: string[];
  purpose?: BookingPurpose;
}

/** Those fields as both booking requests send them, once the form's rules have passed. */
export function bookingFieldsOf(values: BookingFieldValues): Pick<BookingRequestPayload, 'groundId' | 'date' | 'timeSlots' | 'purpose'> {
  return {
    groundId: values.groundId as number,
    date: toIso(values.date as Dayjs),
    timeSlots: values.timeSlots,
    purpose: values.purpose as BookingPurpose,
  };
}
