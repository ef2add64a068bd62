/** Ground booking vocabulary and answer shapes of booking §3, §4 and §7. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['offline', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** 'Only offline payment is supported' (booking §9). */
export const OFFERED_PAYMENT_METHODS: readonly PaymentMethod[] = ['offline'];

/** What the manual form offers (booking §4). */
export const MANUAL_BOOKING_STATUSES = ['confirmed', 'pending'] as const satisfies readonly BookingStatus[];
export type ManualBookingStatus = (typeof MANUAL_BOOKING_STATUSES)[number];
export const MANUAL_PAYMENT_STATUSES = ['pending', 'paid'] as const satisfies readonly PaymentStatus[];
export type ManualPaymentStatus = (typeof MANUAL_PAYMENT_STATUSES)[number];

export const BOOKING_PURPOSES = ['match', 'practice', 'training', 'other'] as const;
export type BookingPurpose = (typeof BOOKING_PURPOSES)[number];
export const BOOKING_PURPOSE_LABELS: Record<BookingPurpose, string> = {
  match: 'Cricket Match',
  practice: 'Team Practice',
  training: 'Training Session',
  other: 'Other',
};

/** A filter value only, not a ground field (booking §3). */
export const SURFACE_TYPES = ['natural', 'artificial', 'mat', 'indoor'] as const;
export type SurfaceType = (typeof SURFACE_TYPES)[number];

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}
export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Body of POST /api/grounds and PUT /api/grounds/{id}; empty optional values are sent as null. */
export interface GroundPayload {
  name: string;
  address: string;
  city: string;
  contactNumber?: string | null;
  /** Rupees per hour. */
  hourlyRate?: number | null;
  facilities?: string | null;
  operatingHours: string;
  /** Minutes. */
  slotDuration: number;
  /** An http(s) URL or an image data URL. */
  image?: string | null;
  availableSlots?: string[];
  /** Days ahead the ground takes bookings (default 365); left out or null on an update, it stays as it was. */
  bookingHorizonDays?: number | null;
}

/** A ground as every signed-in user reads it (grounds are published). */
export interface GroundResponse {
  id: number;
  name: string;
  address: string;
  city: string;
  contactNumber: string | null;
  /** Rupees per hour. */
  hourlyRate: number | null;
  facilities: string | null;
  operatingHours: string;
  slotDuration: number;
  availableSlots: string[];
  image: string | null;
  bookingHorizonDays: number;
  workspaceId: number;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /api/ground-bookings. The server also accepts timeSlots as a JSON-encoded string or a single `timeSlot`. */
export interface BookingRequestPayload {
  groundId: number;
  /** YYYY-MM-DD (a time part after it is ignored). */
  date: string;
  timeSlots: string[];
  purpose: BookingPurpose;
  paymentMethod?: PaymentMethod;
  status?: BookingStatus;
  paymentStatus?: PaymentStatus;
}

/** Body of POST /api/ground-bookings/manual. */
export interface ManualBookingPayload {
  groundId: number;
  date: string;
  timeSlots: string[];
  purpose: BookingPurpose;
  status?: ManualBookingStatus;
  paymentStatus?: ManualPaymentStatus;
  /** Integer paise, at least 0 (default 0). */
  paymentAmount?: number;
  customerName: string;
  customerPhone: string;
  notes?: string | null;
  userId?: number | null;
}

export interface BookingStatusPayload {
  status: BookingStatus;
}
export interface PaymentStatusPayload {
  paymentStatus: PaymentStatus;
}

/** A booking with its details: for the ground's workspace and for the person who booked it. */
export interface GroundBookingResponse {
  id: number;
  groundId: number;
  groundName: string;
  /** The ground's workspace. */
  workspaceId: number;
  userId: number | null;
  userName: string | null;
  date: string;
  timeSlots: string[];
  purpose: BookingPurpose;
  paymentMethod: PaymentMethod;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** Integer paise: the entered amount of a manual booking, the ground's rate times the booked time otherwise. */
  paymentAmount: number;
  isManual: boolean;
  customerName: string | null;
  customerPhone: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What another workspace's viewer learns of a booking: only which slots are taken. */
export interface CalendarBooking {
  groundId: number;
  date: string;
  timeSlots: string[];
  status: BookingStatus;
}

/** GET /api/ground-bookings/all-workspaces?allWorkspaces=true&forCalendar=true: details only where the viewer may see them. */
export type AllWorkspacesBooking = GroundBookingResponse | CalendarBooking;

export interface BookingsAnswer<T = GroundBookingResponse> {
  bookings: T[];
}

export function hasBookingDetails(booking: AllWorkspacesBooking): booking is GroundBookingResponse {
  return 'id' in booking;
}
