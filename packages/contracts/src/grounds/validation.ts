import { id, numeric, optional, optionalText, requiredText, v, wholeNumber, type Schema } from '../validation/schema';
import { isOutsideDateYears } from '../validation/dates';
import { isImageReference } from '../validation/image';
import { BOOKING_MESSAGES, BOOKING_TEXT_MAX, GROUND_DEFAULTS, GROUND_LIMITS, GROUND_MESSAGES, GROUND_TEXT_MAX, USER_BOOKING_DEFAULTS } from './messages';
import {
  BOOKING_PURPOSES,
  BOOKING_STATUSES,
  MANUAL_BOOKING_STATUSES,
  MANUAL_PAYMENT_STATUSES,
  OFFERED_PAYMENT_METHODS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './model';
import { bookingDatePart, generateTimeSlots, isSlotLabel, parseTimeSlots } from './slots';

/** A real calendar date written YYYY-MM-DD (any year: the booking rules refuse a past or far one with their own message). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A query flag: only the text 'true' turns it on. */
const flag = v.optional(
  v.pipe(
    v.unknown(),
    v.description("'true' turns it on; any other value leaves it off"),
    v.transform((value) => value === 'true'),
  ),
  'false',
);

/** Body of POST /api/grounds and PUT /api/grounds/{id}: the ground form of booking §5. */
export const groundBody = v.object({
  name: requiredText(GROUND_TEXT_MAX.name, GROUND_MESSAGES.name, GROUND_MESSAGES.nameTooLong),
  address: requiredText(GROUND_TEXT_MAX.address, GROUND_MESSAGES.address, GROUND_MESSAGES.addressTooLong),
  city: requiredText(GROUND_TEXT_MAX.city, GROUND_MESSAGES.city, GROUND_MESSAGES.cityTooLong),
  contactNumber: optionalText(GROUND_TEXT_MAX.contactNumber, GROUND_MESSAGES.contactNumber, GROUND_MESSAGES.contactNumberTooLong),
  /** Rupees per hour. */
  hourlyRate: optional(
    v.pipe(numeric(GROUND_MESSAGES.hourlyRate), v.check((rate) => Number.isFinite(rate), GROUND_MESSAGES.hourlyRate), v.minValue(GROUND_LIMITS.hourlyRateMin, GROUND_MESSAGES.hourlyRate)),
  ),
  facilities: optionalText(GROUND_TEXT_MAX.facilities, GROUND_MESSAGES.facilities, GROUND_MESSAGES.facilitiesTooLong),
  /** Must give at least one slot, so a ground is always bookable. */
  operatingHours: v.pipe(
    v.string(GROUND_MESSAGES.operatingHours),
    v.trim(),
    v.check((hours) => generateTimeSlots(hours, GROUND_DEFAULTS.slotDuration).length > 0, GROUND_MESSAGES.operatingHours),
  ),
  /** Minutes. A duration that is not a positive number gives no slots at all: the operating hours are what it breaks. */
  slotDuration: v.optional(
    v.pipe(
      numeric(GROUND_MESSAGES.slotDuration),
      v.check((minutes) => Number.isFinite(minutes) && minutes > 0, GROUND_MESSAGES.operatingHours),
      v.minValue(GROUND_LIMITS.slotDurationMin, GROUND_MESSAGES.slotDuration),
      v.integer(GROUND_MESSAGES.slotDurationWhole),
    ),
    GROUND_DEFAULTS.slotDuration,
  ),
  /** An http(s) URL or an image data URL. */
  image: optional(v.pipe(v.string(GROUND_MESSAGES.image), v.trim(), v.check((image) => isImageReference(image), GROUND_MESSAGES.image))),
  availableSlots: v.optional(
    v.pipe(
      v.nullable(
        v.pipe(
          v.array(v.string(GROUND_MESSAGES.availableSlots), GROUND_MESSAGES.availableSlots),
          v.check((slots) => slots.every(isSlotLabel), GROUND_MESSAGES.availableSlots),
        ),
      ),
      v.transform((slots) => slots ?? [...GROUND_DEFAULTS.availableSlots]),
    ),
    null,
  ),
  /** Days ahead; absent or null: the default on a new ground, unchanged on an update. */
  bookingHorizonDays: optional(wholeNumber(GROUND_LIMITS.bookingHorizonDaysMin, GROUND_LIMITS.bookingHorizonDaysMax, GROUND_MESSAGES.bookingHorizonDays)),
});
export type GroundBody = v.InferOutput<typeof groundBody>;

/** GET /api/grounds: `showAll=true` lists every workspace's grounds; otherwise the current workspace's. */
export const groundListQuery = v.object({ showAll: flag });

/** The fields both booking forms share (booking §5), in the form's order. Each body checks its own fields first, as the service always has. */
const bookingFields = {
  groundId: id(BOOKING_MESSAGES.groundId),
  /** YYYY-MM-DD; a time part after it is ignored. */
  date: v.pipe(
    v.string(BOOKING_MESSAGES.date),
    v.transform((date) => bookingDatePart(date.trim())),
    v.nonEmpty(BOOKING_MESSAGES.date),
    v.check(isCalendarDate, BOOKING_MESSAGES.dateFormat),
  ),
  /** An array or a JSON-encoded string (booking §8), read as the distinct slots it names. */
  timeSlots: v.pipe(
    v.union([v.array(v.unknown()), v.string()], BOOKING_MESSAGES.timeSlots),
    v.transform((slots) => [...new Set(parseTimeSlots(slots))]),
    v.minLength(1, BOOKING_MESSAGES.timeSlots),
  ),
  /** A single slot, read when `timeSlots` is left out. */
  timeSlot: v.optional(v.unknown()),
  purpose: v.pipe(v.string(BOOKING_MESSAGES.purpose), v.trim(), v.nonEmpty(BOOKING_MESSAGES.purpose), v.picklist(BOOKING_PURPOSES, BOOKING_MESSAGES.purposeChoice)),
};

/**
 * `schema` reading a single `timeSlot` as the `timeSlots` left out or null. Valibot has no step
 * before an object's own run, and a check after it would come after every field: the slots are
 * merged here so that they are checked in their place, and the object's entries stay visible to
 * the messages of left-out fields, to forms and to the OpenAPI document.
 */
function withSingleSlot<S extends Schema>(schema: S): S {
  const merged = (input: unknown) => {
    const body = input as Record<string, unknown> | null;
    return typeof body === 'object' && body !== null && body.timeSlots == null ? { ...body, timeSlots: body.timeSlot } : input;
  };
  return {
    ...schema,
    '~run': (dataset, config) => schema['~run']({ ...dataset, value: merged(dataset.value) }, config),
    '~standard': { ...schema['~standard'], validate: (value: unknown) => schema['~standard'].validate(merged(value)) },
  };
}

/** A status a request may name, and only as the one it starts with. */
const requestStartsWith = <T extends string>(values: readonly T[], message: string, start: T) =>
  v.optional(v.pipe(v.picklist(values, message), v.check((value) => value === start, BOOKING_MESSAGES.requestStartsPending)));

/** Body of POST /api/ground-bookings: a request always starts pending, paid offline. */
export const bookingRequestBody = withSingleSlot(
  v.object({
    paymentMethod: v.optional(
      v.pipe(
        v.picklist(PAYMENT_METHODS, BOOKING_MESSAGES.paymentMethod),
        v.check((method) => OFFERED_PAYMENT_METHODS.includes(method), BOOKING_MESSAGES.onlyOffline),
      ),
    ),
    status: requestStartsWith(BOOKING_STATUSES, BOOKING_MESSAGES.status, USER_BOOKING_DEFAULTS.status),
    paymentStatus: requestStartsWith(PAYMENT_STATUSES, BOOKING_MESSAGES.paymentStatus, USER_BOOKING_DEFAULTS.paymentStatus),
    ...bookingFields,
  }),
);
export type BookingRequestBody = v.InferOutput<typeof bookingRequestBody>;

/** Body of POST /api/ground-bookings/manual (booking §5 'Manual booking form'). */
export const manualBookingBody = withSingleSlot(
  v.object({
    customerName: requiredText(BOOKING_TEXT_MAX.customerName, BOOKING_MESSAGES.customerName, BOOKING_MESSAGES.customerNameTooLong),
    customerPhone: requiredText(BOOKING_TEXT_MAX.customerPhone, BOOKING_MESSAGES.customerPhone, BOOKING_MESSAGES.customerPhoneTooLong),
    /** Integer paise. */
    paymentAmount: optional(
      v.pipe(numeric(BOOKING_MESSAGES.paymentAmount), v.minValue(0, BOOKING_MESSAGES.paymentAmount), v.integer(BOOKING_MESSAGES.paymentAmountWhole)),
    ),
    status: v.optional(v.picklist(MANUAL_BOOKING_STATUSES, BOOKING_MESSAGES.manualStatus)),
    paymentStatus: v.optional(v.picklist(MANUAL_PAYMENT_STATUSES, BOOKING_MESSAGES.manualPaymentStatus)),
    notes: optionalText(BOOKING_TEXT_MAX.notes, BOOKING_MESSAGES.notes, BOOKING_MESSAGES.notesTooLong),
    /** A member of the ground's workspace the booking is for. */
    userId: optional(id(BOOKING_MESSAGES.userId)),
    ...bookingFields,
  }),
);
export type ManualBookingBody = v.InferOutput<typeof manualBookingBody>;

/** The fields every booking body shares. */
export type BookingFields = Pick<BookingRequestBody, keyof typeof bookingFields>;

/** Body of PATCH /api/ground-bookings/{id}/status. */
export const bookingStatusBody = v.object({ status: v.picklist(BOOKING_STATUSES, BOOKING_MESSAGES.status) });

/** Body of PATCH /api/ground-bookings/{id}/payment-status. */
export const bookingPaymentStatusBody = v.object({ paymentStatus: v.picklist(PAYMENT_STATUSES, BOOKING_MESSAGES.paymentStatus) });

/**
 * GET /api/ground-bookings/all-workspaces: every workspace's calendar (either flag), or this
 * workspace's bookings; `date` narrows to one day, `status` to one status (the requests a manager
 * still has to decide, on the signed-in home).
 */
export const bookingListQuery = v.object({
  allWorkspaces: flag,
  forCalendar: flag,
  status: v.optional(v.picklist(BOOKING_STATUSES, BOOKING_MESSAGES.status)),
  date: v.optional(
    v.pipe(
      v.string(BOOKING_MESSAGES.dateFormat),
      v.check((date) => !isOutsideDateYears(date), BOOKING_MESSAGES.dateYears),
      v.check(isCalendarDate, BOOKING_MESSAGES.dateFormat),
    ),
  ),
});
export type BookingListQuery = v.InferOutput<typeof bookingListQuery>;
