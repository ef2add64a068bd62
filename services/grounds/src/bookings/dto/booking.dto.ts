import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow } from 'class-validator';
import {
  BOOKING_MESSAGES,
  BOOKING_PURPOSES,
  BOOKING_STATUSES,
  BOOKING_TEXT_MAX,
  MANUAL_BOOKING_STATUSES,
  MANUAL_PAYMENT_STATUSES,
  OFFERED_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  USER_BOOKING_DEFAULTS,
  bookingDatePart,
  isOutsideDateYears,
  parseTimeSlots,
  type BookingPurpose,
  type BookingStatus,
  type ManualBookingStatus,
  type ManualPaymentStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@cricket/contracts';
import { EmptyToNull, OptionalText, RequiredText, Rule, ToOptionalNumber, isCalendarDate, isNonEmptyText, isPositiveInt, toNumber } from '../../common/validation';
import { Trim } from '@cricket/service-kit';

const oneOf = (values: readonly string[], value: unknown) => typeof value === 'string' && values.includes(value);
const optionalOneOf = (values: readonly string[], message: string) =>
  Rule((value) => (value === undefined || oneOf(values, value) ? null : message));

/** The fields both booking forms share (booking §5), in the form's order. */
export class BookingFieldsDto {
  @ApiProperty()
  @Transform(({ value }) => toNumber(value))
  @Rule((value) => (isPositiveInt(value) ? null : BOOKING_MESSAGES.groundId))
  groundId: number;

  @ApiProperty({ example: '2026-12-01' })
  @Transform(({ value }) => (typeof value === 'string' ? bookingDatePart(value.trim()) : value))
  @Rule((value) => {
    if (!isNonEmptyText(value)) return BOOKING_MESSAGES.date;
    return isCalendarDate(value) ? null : BOOKING_MESSAGES.dateFormat;
  })
  date: string;

  /** An array, a JSON-encoded string, or absent when a single `timeSlot` is sent. */
  @ApiProperty({ type: [String], example: ['9:00 AM'] })
  @Rule((value, dto) => (parseTimeSlots(value ?? dto.timeSlot).length > 0 ? null : BOOKING_MESSAGES.timeSlots))
  timeSlots?: unknown;

  @ApiPropertyOptional({ example: '9:00 AM' })
  @Allow()
  timeSlot?: unknown;

  @ApiProperty({ enum: BOOKING_PURPOSES })
  @Trim()
  @Rule((value) => {
    if (!isNonEmptyText(value)) return BOOKING_MESSAGES.purpose;
    return oneOf(BOOKING_PURPOSES, value) ? null : BOOKING_MESSAGES.purposeChoice;
  })
  purpose: BookingPurpose;

  /** The requested slots, however they were sent. */
  slots(): string[] {
    return [...new Set(parseTimeSlots(this.timeSlots ?? this.timeSlot))];
  }
}

/** Body of POST /api/ground-bookings: a request always starts pending, paid offline. */
export class BookingRequestDto extends BookingFieldsDto {
  @ApiPropertyOptional({ enum: PAYMENT_METHODS, default: USER_BOOKING_DEFAULTS.paymentMethod })
  @Rule((value) => {
    if (value === undefined) return null;
    if (!oneOf(PAYMENT_METHODS, value)) return BOOKING_MESSAGES.paymentMethod;
    return OFFERED_PAYMENT_METHODS.includes(value as PaymentMethod) ? null : BOOKING_MESSAGES.onlyOffline;
  })
  paymentMethod?: PaymentMethod;

  @ApiPropertyOptional({ enum: BOOKING_STATUSES, default: USER_BOOKING_DEFAULTS.status })
  @Rule((value) => {
    if (value === undefined) return null;
    if (!oneOf(BOOKING_STATUSES, value)) return BOOKING_MESSAGES.status;
    return value === USER_BOOKING_DEFAULTS.status ? null : BOOKING_MESSAGES.requestStartsPending;
  })
  status?: BookingStatus;

  @ApiPropertyOptional({ enum: PAYMENT_STATUSES, default: USER_BOOKING_DEFAULTS.paymentStatus })
  @Rule((value) => {
    if (value === undefined) return null;
    if (!oneOf(PAYMENT_STATUSES, value)) return BOOKING_MESSAGES.paymentStatus;
    return value === USER_BOOKING_DEFAULTS.paymentStatus ? null : BOOKING_MESSAGES.requestStartsPending;
  })
  paymentStatus?: PaymentStatus;
}

/** Body of POST /api/ground-bookings/manual (booking §5 'Manual booking form'). */
export class ManualBookingDto extends BookingFieldsDto {
  @ApiProperty() @Trim() @RequiredText(BOOKING_MESSAGES.customerName, BOOKING_TEXT_MAX.customerName, BOOKING_MESSAGES.customerNameTooLong)
  customerName: string;

  @ApiProperty() @Trim() @RequiredText(BOOKING_MESSAGES.customerPhone, BOOKING_TEXT_MAX.customerPhone, BOOKING_MESSAGES.customerPhoneTooLong)
  customerPhone: string;

  @ApiPropertyOptional({ description: 'Integer paise', minimum: 0, default: 0 })
  @ToOptionalNumber()
  @Rule((value) => {
    if (value == null) return null;
    if (typeof value !== 'number' || !(value >= 0)) return BOOKING_MESSAGES.paymentAmount;
    return Number.isInteger(value) ? null : BOOKING_MESSAGES.paymentAmountWhole;
  })
  paymentAmount: number | null;

  @ApiPropertyOptional({ enum: MANUAL_BOOKING_STATUSES })
  @optionalOneOf(MANUAL_BOOKING_STATUSES, BOOKING_MESSAGES.manualStatus)
  status?: ManualBookingStatus;

  @ApiPropertyOptional({ enum: MANUAL_PAYMENT_STATUSES })
  @optionalOneOf(MANUAL_PAYMENT_STATUSES, BOOKING_MESSAGES.manualPaymentStatus)
  paymentStatus?: ManualPaymentStatus;

  @ApiPropertyOptional({ nullable: true })
  @EmptyToNull()
  @OptionalText(BOOKING_MESSAGES.notes, BOOKING_TEXT_MAX.notes, BOOKING_MESSAGES.notesTooLong)
  notes: string | null;

  @ApiPropertyOptional({ nullable: true })
  @ToOptionalNumber()
  @Rule((value) => (value == null || isPositiveInt(value) ? null : BOOKING_MESSAGES.userId))
  userId: number | null;
}

export class BookingStatusDto {
  @ApiProperty({ enum: BOOKING_STATUSES })
  @Rule((value) => (oneOf(BOOKING_STATUSES, value) ? null : BOOKING_MESSAGES.status))
  status: BookingStatus;
}

export class PaymentStatusDto {
  @ApiProperty({ enum: PAYMENT_STATUSES })
  @Rule((value) => (oneOf(PAYMENT_STATUSES, value) ? null : BOOKING_MESSAGES.paymentStatus))
  paymentStatus: PaymentStatus;
}

/** GET /api/ground-bookings/all-workspaces: every workspace's calendar, or this workspace's bookings. */
export class AllWorkspacesQuery {
  @ApiPropertyOptional({ enum: ['true', 'false'] }) @Allow()
  allWorkspaces?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] }) @Allow()
  forCalendar?: string;

  @ApiPropertyOptional({ example: '2026-12-01', description: 'Only this date' })
  @Rule((value) => {
    if (value === undefined) return null;
    if (isOutsideDateYears(value)) return BOOKING_MESSAGES.dateYears;
    return isCalendarDate(value) ? null : BOOKING_MESSAGES.dateFormat;
  })
  date?: string;
}
