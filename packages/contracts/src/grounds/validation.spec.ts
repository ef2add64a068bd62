import { parseWith, problemOf } from '../validation/schema';
import { BOOKING_MESSAGES, GROUND_DEFAULTS, GROUND_MESSAGES } from './messages';
import { bookingListQuery, bookingPaymentStatusBody, bookingRequestBody, bookingStatusBody, groundBody, groundListQuery, manualBookingBody } from './validation';

const refused = (message: string) => ({ ok: false, message });

describe('ground body (booking §5)', () => {
  const ground = { name: 'Oval', address: '1 Ground Road', city: 'Pune', operatingHours: '9:00 AM - 8:00 PM' };

  it('stores empty optional values as null, trims text, reads numbers from decimal text and fills the defaults', () => {
    expect(parseWith(groundBody, { ...ground, name: ' Oval ', contactNumber: '  ', hourlyRate: ' 12.5 ', facilities: '', image: ' ', extra: 1 })).toEqual({
      ok: true,
      value: {
        ...ground,
        contactNumber: null,
        hourlyRate: 12.5,
        facilities: null,
        slotDuration: GROUND_DEFAULTS.slotDuration,
        image: null,
        availableSlots: [],
        bookingHorizonDays: null,
      },
    });
    expect(parseWith(groundBody, { ...ground, slotDuration: '45', bookingHorizonDays: '7', availableSlots: null })).toMatchObject({
      ok: true,
      value: { slotDuration: 45, bookingHorizonDays: 7, availableSlots: [] },
    });
  });

  it.each([
    ['a left-out name', { name: undefined }, GROUND_MESSAGES.name],
    ['a blank address', { address: '  ' }, GROUND_MESSAGES.address],
    ['a city that is not text', { city: 5 }, GROUND_MESSAGES.city],
    ['a name too long', { name: 'x'.repeat(101) }, GROUND_MESSAGES.nameTooLong],
    ['a contact number that is not text', { contactNumber: 5 }, GROUND_MESSAGES.contactNumber],
    ['a contact number too long', { contactNumber: '9'.repeat(21) }, GROUND_MESSAGES.contactNumberTooLong],
    ['a negative hourly rate', { hourlyRate: -1 }, GROUND_MESSAGES.hourlyRate],
    ['an hourly rate in words', { hourlyRate: 'abc' }, GROUND_MESSAGES.hourlyRate],
    ['facilities too long', { facilities: 'x'.repeat(2001) }, GROUND_MESSAGES.facilitiesTooLong],
    ['operating hours that give no slots', { operatingHours: '8:00 PM - 9:00 AM' }, GROUND_MESSAGES.operatingHours],
    ['blank operating hours', { operatingHours: ' ' }, GROUND_MESSAGES.operatingHours],
    ['a slot duration below 30', { slotDuration: 29 }, GROUND_MESSAGES.slotDuration],
    ['a slot duration of null', { slotDuration: null }, GROUND_MESSAGES.slotDuration],
    ['a slot duration in fractions', { slotDuration: 45.5 }, GROUND_MESSAGES.slotDurationWhole],
    ['a slot duration that gives no slots', { slotDuration: -5 }, GROUND_MESSAGES.operatingHours],
    ['an image that is not a URL', { image: 'javascript:alert(1)' }, GROUND_MESSAGES.image],
    ['available slots that are not times', { availableSlots: ['noon'] }, GROUND_MESSAGES.availableSlots],
    ['a booking horizon of 0', { bookingHorizonDays: 0 }, GROUND_MESSAGES.bookingHorizonDays],
    ['a booking horizon of 731', { bookingHorizonDays: 731 }, GROUND_MESSAGES.bookingHorizonDays],
    ['a booking horizon in fractions', { bookingHorizonDays: 1.5 }, GROUND_MESSAGES.bookingHorizonDays],
  ])('refuses %s with its message', (_label, change, message) => {
    expect(parseWith(groundBody, { ...ground, ...change })).toEqual(refused(message));
  });

  it('answers the first failing field in the form’s order', () => {
    expect(parseWith(groundBody, {})).toEqual(refused(GROUND_MESSAGES.name));
    expect(parseWith(groundBody, { ...ground, city: '', image: 'bad' })).toEqual(refused(GROUND_MESSAGES.city));
  });

  it('reads showAll as on only for the text true', () => {
    expect(parseWith(groundListQuery, { showAll: 'true' })).toEqual({ ok: true, value: { showAll: true } });
    expect(parseWith(groundListQuery, {})).toEqual({ ok: true, value: { showAll: false } });
    expect(parseWith(groundListQuery, { showAll: 'yes' })).toEqual({ ok: true, value: { showAll: false } });
  });
});

describe('booking bodies (booking §5, §7)', () => {
  const request = { groundId: 1, date: '2026-12-01', timeSlots: ['9:00 AM'], purpose: 'match' };
  const manual = { ...request, customerName: 'Ravi Kumar', customerPhone: '9876500000' };

  it('reads the slots from an array, a JSON-encoded string or a single timeSlot, each once', () => {
    const slotsOf = (body: Record<string, unknown>) => {
      const parsed = parseWith(bookingRequestBody, { ...request, ...body });
      return parsed.ok ? parsed.value.timeSlots : parsed.message;
    };
    expect(slotsOf({ timeSlots: ['4:00 PM', ' 4:00 PM '] })).toEqual(['4:00 PM']);
    expect(slotsOf({ timeSlots: '["1:00 PM","2:00 PM"]' })).toEqual(['1:00 PM', '2:00 PM']);
    expect(slotsOf({ timeSlots: undefined, timeSlot: '3:00 PM' })).toEqual(['3:00 PM']);
    expect(slotsOf({ timeSlots: null, timeSlot: '["3:00 PM"]' })).toEqual(['3:00 PM']);
    expect(slotsOf({ timeSlots: '["9:00 AM"' })).toBe(BOOKING_MESSAGES.timeSlots);
    expect(slotsOf({ timeSlots: undefined })).toBe(BOOKING_MESSAGES.timeSlots);
  });

  it('reads the date by its part before any time, and the purpose trimmed', () => {
    expect(parseWith(bookingRequestBody, { ...request, date: ' 2026-12-01T00:00:00.000Z', purpose: ' practice ', extra: 1 })).toEqual({
      ok: true,
      value: { ...request, date: '2026-12-01', purpose: 'practice' },
    });
  });

  it('takes any year of a real calendar date: the booking rules refuse a past or far one', () => {
    expect(parseWith(bookingRequestBody, { ...request, date: '0000-01-01' })).toMatchObject({ ok: true });
    expect(parseWith(bookingRequestBody, { ...request, date: '2026-02-28' })).toMatchObject({ ok: true });
    expect(parseWith(bookingRequestBody, { ...request, date: '2026-02-30' })).toEqual(refused(BOOKING_MESSAGES.dateFormat));
    expect(parseWith(bookingRequestBody, { ...request, date: '28/02/2026' })).toEqual(refused(BOOKING_MESSAGES.dateFormat));
  });

  it.each([
    ['groundId missing', { groundId: undefined }, BOOKING_MESSAGES.groundId],
    ['groundId 0', { groundId: 0 }, BOOKING_MESSAGES.groundId],
    ['groundId text', { groundId: 'abc' }, BOOKING_MESSAGES.groundId],
    ['date missing', { date: undefined }, BOOKING_MESSAGES.date],
    ['date blank', { date: ' ' }, BOOKING_MESSAGES.date],
    ['timeSlots empty', { timeSlots: [] }, BOOKING_MESSAGES.timeSlots],
    ['purpose empty', { purpose: '' }, BOOKING_MESSAGES.purpose],
    ['purpose unknown', { purpose: 'picnic' }, BOOKING_MESSAGES.purposeChoice],
    ['paymentMethod online', { paymentMethod: 'online' }, BOOKING_MESSAGES.onlyOffline],
    ['paymentMethod unknown', { paymentMethod: 'cash' }, BOOKING_MESSAGES.paymentMethod],
    ['status unknown', { status: 'done' }, BOOKING_MESSAGES.status],
    ['status confirmed', { status: 'confirmed' }, BOOKING_MESSAGES.requestStartsPending],
    ['paymentStatus unknown', { paymentStatus: 'free' }, BOOKING_MESSAGES.paymentStatus],
    ['paymentStatus paid', { paymentStatus: 'paid' }, BOOKING_MESSAGES.requestStartsPending],
  ])('refuses a request with %s', (_label, change, message) => {
    expect(parseWith(bookingRequestBody, { ...request, ...change })).toEqual(refused(message));
  });

  it('checks a request’s own fields before the shared ones', () => {
    expect(parseWith(bookingRequestBody, { ...request, purpose: '', paymentMethod: 'cash' })).toEqual(refused(BOOKING_MESSAGES.paymentMethod));
    expect(parseWith(bookingRequestBody, { ...request, timeSlots: [], purpose: 'picnic' })).toEqual(refused(BOOKING_MESSAGES.timeSlots));
  });

  it('stores a manual booking’s empty optional values as null and reads numbers from decimal text', () => {
    expect(parseWith(manualBookingBody, { ...manual, customerName: ' Ravi ', paymentAmount: ' ', notes: '  ', userId: '42', status: 'pending' })).toMatchObject({
      ok: true,
      value: { customerName: 'Ravi', paymentAmount: null, notes: null, userId: 42, status: 'pending' },
    });
  });

  it.each([
    ['customerName empty', { customerName: '' }, BOOKING_MESSAGES.customerName],
    ['customerName too long', { customerName: 'x'.repeat(101) }, BOOKING_MESSAGES.customerNameTooLong],
    ['customerPhone blank', { customerPhone: '  ' }, BOOKING_MESSAGES.customerPhone],
    ['customerPhone too long', { customerPhone: '9'.repeat(21) }, BOOKING_MESSAGES.customerPhoneTooLong],
    ['paymentAmount below 0', { paymentAmount: -1 }, BOOKING_MESSAGES.paymentAmount],
    ['paymentAmount not a number', { paymentAmount: 'lots' }, BOOKING_MESSAGES.paymentAmount],
    ['paymentAmount in fractions of paise', { paymentAmount: 10.5 }, BOOKING_MESSAGES.paymentAmountWhole],
    ['status cancelled', { status: 'cancelled' }, BOOKING_MESSAGES.manualStatus],
    ['paymentStatus refunded', { paymentStatus: 'refunded' }, BOOKING_MESSAGES.manualPaymentStatus],
    ['notes that are not text', { notes: 5 }, BOOKING_MESSAGES.notes],
    ['notes too long', { notes: 'x'.repeat(2001) }, BOOKING_MESSAGES.notesTooLong],
    ['userId 0', { userId: 0 }, BOOKING_MESSAGES.userId],
    ['groundId -1', { groundId: -1 }, BOOKING_MESSAGES.groundId],
  ])('refuses a manual booking with %s', (_label, change, message) => {
    expect(parseWith(manualBookingBody, { ...manual, ...change })).toEqual(refused(message));
  });

  it('checks a manual booking’s own fields before the shared ones', () => {
    expect(parseWith(manualBookingBody, {})).toEqual(refused(BOOKING_MESSAGES.customerName));
    expect(parseWith(manualBookingBody, { ...manual, groundId: 0, userId: 0 })).toEqual(refused(BOOKING_MESSAGES.userId));
  });

  it('takes only the known statuses in the status and payment changes', () => {
    expect(parseWith(bookingStatusBody, { status: 'cancelled' })).toEqual({ ok: true, value: { status: 'cancelled' } });
    expect(parseWith(bookingStatusBody, { status: 'done' })).toEqual(refused(BOOKING_MESSAGES.status));
    expect(parseWith(bookingPaymentStatusBody, {})).toEqual(refused(BOOKING_MESSAGES.paymentStatus));
  });

  it('checks one field for a form', () => {
    expect(problemOf(bookingRequestBody.entries.groundId, undefined)).toBe(BOOKING_MESSAGES.groundId);
    expect(problemOf(bookingRequestBody.entries.groundId, 3)).toBeNull();
  });
});

describe('booking list query', () => {
  it('reads the calendar flags and one date', () => {
    expect(parseWith(bookingListQuery, { allWorkspaces: 'true', date: '2026-12-01' })).toEqual({
      ok: true,
      value: { allWorkspaces: true, forCalendar: false, date: '2026-12-01' },
    });
  });

  it.each([
    ['a year outside 2000 to 2100', '0000-01-01', BOOKING_MESSAGES.dateYears],
    ['a date that is not one', '2026-02-30', BOOKING_MESSAGES.dateFormat],
    ['an empty date', '', BOOKING_MESSAGES.dateFormat],
  ])('refuses %s', (_label, date, message) => {
    expect(parseWith(bookingListQuery, { date })).toEqual(refused(message));
  });
});
