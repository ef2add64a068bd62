import { TEXT_MAX, tooLongMessage } from '../validation/text';
import { dateYearsMessage } from '../validation/dates';
import { formatDate } from '../dates';
import { MANUAL_BOOKING_STATUSES, MANUAL_PAYMENT_STATUSES, BOOKING_PURPOSES } from './model';

/** Booking §9 constants. */
export const GROUND_DEFAULTS = {
  operatingHours: '9:00 AM - 8:00 PM',
  slotDuration: 60,
  availableSlots: [] as readonly string[],
  /** Not in the spec: how many days ahead a ground takes bookings, a setting of each ground. */
  bookingHorizonDays: 365,
} as const;

export const GROUND_LIMITS = {
  slotDurationMin: 30,
  hourlyRateMin: 0,
  paymentAmountMin: 0,
  bookingHorizonDaysMin: 1,
  bookingHorizonDaysMax: 730,
} as const;

/** The longest text each field of a ground takes. */
export const GROUND_TEXT_MAX = {
  name: TEXT_MAX.name,
  address: TEXT_MAX.address,
  city: TEXT_MAX.name,
  contactNumber: TEXT_MAX.phone,
  facilities: TEXT_MAX.paragraph,
} as const;

/** The longest text each free-text field of a manual booking takes. */
export const BOOKING_TEXT_MAX = {
  customerName: TEXT_MAX.name,
  customerPhone: TEXT_MAX.phone,
  notes: TEXT_MAX.paragraph,
} as const;

export const GROUND_UI = {
  searchDelayMs: 300,
  skeletons: { availableGrounds: 6, manageGrounds: 3, myBookings: 3, workspaceBookings: 5 },
  dropdownMaxHeightPx: 300,
  currency: '₹',
} as const;

/** Defaults of booking §4. */
export const USER_BOOKING_DEFAULTS = { status: 'pending', paymentStatus: 'pending', paymentMethod: 'offline' } as const;
export const MANUAL_BOOKING_DEFAULTS = { status: 'confirmed', paymentStatus: 'pending', paymentAmount: 0 } as const;

/** Validation messages of booking §5 (and the few the spec leaves unwritten, marked). */
export const BOOKING_MESSAGES = {
  groundId: 'A valid ground must be selected',
  date: 'Date is required',
  timeSlots: 'At least one time slot is required',
  purpose: 'Purpose is required',
  customerName: 'Customer name is required',
  customerPhone: 'Customer phone number is required',
  paymentAmount: 'Payment amount must be 0 or greater',
  onlyOffline: 'Currently only offline payment is supported',
  // Not written in the spec:
  dateFormat: 'Date must be in YYYY-MM-DD format',
  purposeChoice: `Purpose must be one of ${BOOKING_PURPOSES.join(', ')}`,
  paymentMethod: 'Payment method must be offline or online',
  status: 'Status must be pending, confirmed or cancelled',
  paymentStatus: 'Payment status must be pending, paid or refunded',
  requestStartsPending: 'A booking request starts with status pending and payment pending',
  manualStatus: `Manual booking status must be ${MANUAL_BOOKING_STATUSES.join(' or ')}`,
  manualPaymentStatus: `Manual booking payment status must be ${MANUAL_PAYMENT_STATUSES.join(' or ')}`,
  paymentAmountWhole: 'Payment amount must be a whole number of paise',
  userId: 'User ID must be a positive integer',
  notes: 'Notes must be text',
  slotNotOffered: (slot: string) => `${slot} is not a time slot of this ground`,
  slotTaken: 'That slot has just been booked',
  bookingNotFound: 'Booking not found',
  illegalStatus: (from: string, to: string) => `A ${from} booking cannot be changed to ${to}`,
  illegalPayment: (from: string, to: string) => `Payment status cannot change from ${from} to ${to}`,
  cancelledUnpaid: 'A cancelled booking cannot be paid',
  datePast: 'Date cannot be in the past',
  dateBeyondHorizon: (days: number, lastDate: string) =>
    `This ground takes bookings at most ${days} ${days === 1 ? 'day' : 'days'} ahead (until ${formatDate(lastDate)})`,
  dateYears: dateYearsMessage('Date'),
  customerNotMember: 'The customer must be a member of this workspace; otherwise leave the member empty and type their name',
  ownerCancelsOnly: 'You can only cancel your own pending booking',
  customerNameTooLong: tooLongMessage('Customer name', BOOKING_TEXT_MAX.customerName),
  customerPhoneTooLong: tooLongMessage('Customer phone number', BOOKING_TEXT_MAX.customerPhone),
  notesTooLong: tooLongMessage('Notes', BOOKING_TEXT_MAX.notes),
} as const;

export const GROUND_MESSAGES = {
  name: 'Name is required',
  address: 'Address is required',
  city: 'City is required',
  operatingHours: 'Operating hours are required (e.g., 9:00 AM - 8:00 PM)',
  slotDuration: 'Slot duration must be at least 30 minutes',
  // Not written in the spec:
  slotDurationWhole: 'Slot duration must be a whole number of minutes',
  bookingHorizonDays: `Booking horizon must be a whole number of days from ${GROUND_LIMITS.bookingHorizonDaysMin} to ${GROUND_LIMITS.bookingHorizonDaysMax}`,
  contactNumber: 'Contact number must be text',
  facilities: 'Facilities must be text',
  nameTooLong: tooLongMessage('Name', GROUND_TEXT_MAX.name),
  addressTooLong: tooLongMessage('Address', GROUND_TEXT_MAX.address),
  cityTooLong: tooLongMessage('City', GROUND_TEXT_MAX.city),
  contactNumberTooLong: tooLongMessage('Contact number', GROUND_TEXT_MAX.contactNumber),
  facilitiesTooLong: tooLongMessage('Facilities', GROUND_TEXT_MAX.facilities),
  hourlyRate: 'Hourly rate must be 0 or greater',
  image: 'Image must be an http(s) URL or an image data URL of at most 512 KB',
  availableSlots: 'Available slots must be a list of times such as 9:00 AM',
  notFound: 'Ground not found',
  otherWorkspace: 'This ground belongs to another workspace',
} as const;

/** Toast texts of booking §8 and the live-update toasts of §4. */
export const GROUND_TOASTS = {
  bookingFailed: 'Failed to submit booking request',
  statusFailed: 'Failed to update booking status',
  paymentFailed: 'Failed to update payment status',
  manualFailed: 'Failed to create manual booking',
  groundSaveFailed: 'Failed to save ground information',
  groundDeleteFailed: 'Failed to delete ground',
  fetchBookingsFailed: 'Failed to fetch bookings',
  loginRequiredTitle: 'Login Required',
  loginRequiredSlot: 'Please login to book this slot.',
  loginRequiredSubmit: 'Please login to book a ground',
  timeSlotsRequiredTitle: 'Time Slots Required',
  timeSlotsRequired: 'Please select at least one time slot',
  bookingRequestedTitle: 'Booking Requested',
  bookingRequested: 'Your ground booking request has been submitted successfully.',
  statusUpdatedTitle: 'Status Updated',
  statusUpdated: 'Booking status has been updated successfully.',
  paymentUpdatedTitle: 'Payment Status Updated',
  paymentUpdated: 'Payment status has been updated successfully.',
  manualCreatedTitle: 'Success',
  manualCreated: 'Manual booking created successfully',
  groundCreatedTitle: 'Ground Created',
  groundCreated: 'New ground has been added successfully.',
  groundUpdatedTitle: 'Ground Updated',
  groundUpdated: 'Ground details have been updated successfully.',
  groundDeletedTitle: 'Ground Deleted',
  groundDeleted: 'The ground has been successfully deleted.',
  refreshed: 'Refreshed',
  liveGroundCreatedTitle: 'New Ground Added',
  liveGroundUpdatedTitle: 'Ground Updated',
  liveGroundDeletedTitle: 'Ground Deleted',
  liveRefreshed: 'Ground data has been refreshed automatically',
} as const;

/** Fixed page texts of booking §2. */
export const GROUND_TEXTS = {
  noGrounds: 'No grounds available.',
  noMyBookings: 'You have no bookings yet.',
  noManagedGrounds: 'No grounds available. Add one to get started.',
  noBookingRequests: 'No booking requests yet.',
  noWorkspaceBookings: 'No bookings found in the system.',
  noActions: 'No available actions',
  paymentMethodNotSpecified: 'Not specified',
  onlyOfflinePayment: 'Currently only offline payment is supported',
  showOnlyAvailable: 'Show only available slots',
  available: 'Available',
  booked: 'Booked',
  bookNow: 'Book Now',
  cancelBooking: 'Cancel Booking',
  addNewGround: 'Add New Ground',
  allBookingRequests: 'All Booking Requests',
  createManualBooking: 'Create Manual Booking',
  previousDay: 'Previous Day',
  nextDay: 'Next Day',
  loginRegister: 'Login / Register',
} as const;

export function deleteGroundConfirmation(groundName: string): string {
  return `Are you sure you want to delete ${groundName}? This action cannot be undone.`;
}

/** The User column: the booking's user name, else a lookup by id, else "User #id". */
export function bookingUserLabel(
  booking: { userId: number | null; userName?: string | null; customerName?: string | null },
  lookup: (userId: number) => string | undefined = () => undefined,
): string {
  if (booking.userName) return booking.userName;
  if (booking.userId != null) return lookup(booking.userId) ?? `User #${booking.userId}`;
  return booking.customerName ?? '';
}

export const GROUND_BOOKING_TABS = [
  { value: 'calendar', label: 'Availability Calendar' },
  { value: 'available', label: 'Available Grounds' },
  { value: 'mybookings', label: 'My Bookings' },
  { value: 'manage', label: 'Manage Grounds' },
  { value: 'allbookings', label: 'Workspace Ground Bookings' },
] as const;
export type GroundBookingTab = (typeof GROUND_BOOKING_TABS)[number]['value'];

export const GROUND_BOOKING_LOGIN_ROUTE = '/auth';
