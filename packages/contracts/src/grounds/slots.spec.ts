import { bookedSlots, bookingDatePart, formatTime12h, generateTimeSlots, parseTime12h, parseTimeSlots, slotAvailability } from './slots';
import { GROUND_DEFAULTS } from './messages';

describe('generateTimeSlots (booking §4)', () => {
  it('gives hourly slots for the default hours, end excluded', () => {
    expect(generateTimeSlots(GROUND_DEFAULTS.operatingHours, GROUND_DEFAULTS.slotDuration)).toEqual([
      '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM', '6:00 PM', '7:00 PM',
    ]);
  });

  it('steps by 30, 45 and 90 minutes from the start inclusive to the end exclusive', () => {
    expect(generateTimeSlots('9:00 AM - 11:00 AM', 30)).toEqual(['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM']);
    expect(generateTimeSlots('9:00 AM - 11:00 AM', 45)).toEqual(['9:00 AM', '9:45 AM', '10:30 AM']);
    expect(generateTimeSlots('9:00 AM - 8:00 PM', 90)).toEqual(['9:00 AM', '10:30 AM', '12:00 PM', '1:30 PM', '3:00 PM', '4:30 PM', '6:00 PM', '7:30 PM']);
  });

  it('reads midnight and noon the 12-hour way', () => {
    expect(generateTimeSlots('12:00 AM - 2:00 AM', 60)).toEqual(['12:00 AM', '1:00 AM']);
    expect(generateTimeSlots('11:30 AM - 1:00 PM', 30)).toEqual(['11:30 AM', '12:00 PM', '12:30 PM']);
  });

  it.each([
    ['no separator', '9:00 AM to 8:00 PM'],
    ['two separators', '9:00 AM - 1:00 PM - 8:00 PM'],
    ['separator without spaces', '9:00 AM-8:00 PM'],
    ['empty text', ''],
    ['24-hour times', '09:00 - 20:00'],
    ['an impossible hour', '13:00 PM - 8:00 PM'],
    ['an end before the start', '8:00 PM - 9:00 AM'],
  ])('gives no slots for %s', (_label, text) => {
    expect(generateTimeSlots(text, 60)).toEqual([]);
  });

  it('gives no slots for a non-positive duration or missing text', () => {
    expect(generateTimeSlots('9:00 AM - 8:00 PM', 0)).toEqual([]);
    expect(generateTimeSlots('9:00 AM - 8:00 PM', Number.NaN)).toEqual([]);
    expect(generateTimeSlots(null, 60)).toEqual([]);
  });
});

describe('time labels', () => {
  it('parses and formats h:mm AM/PM', () => {
    expect(parseTime12h('9:00 AM')).toBe(540);
    expect(parseTime12h('12:15 am')).toBe(15);
    expect(parseTime12h('12:00 PM')).toBe(720);
    expect(parseTime12h('9:60 AM')).toBeNull();
    expect(formatTime12h(0)).toBe('12:00 AM');
    expect(formatTime12h(13 * 60 + 5)).toBe('1:05 PM');
  });
});

describe('parseTimeSlots', () => {
  it('accepts an array, a JSON-encoded string or a single slot', () => {
    expect(parseTimeSlots(['9:00 AM', '10:00 AM'])).toEqual(['9:00 AM', '10:00 AM']);
    expect(parseTimeSlots('["9:00 AM","10:00 AM"]')).toEqual(['9:00 AM', '10:00 AM']);
    expect(parseTimeSlots('"9:00 AM"')).toEqual(['9:00 AM']);
    expect(parseTimeSlots('9:00 AM')).toEqual(['9:00 AM']);
  });

  it('ignores malformed values', () => {
    expect(parseTimeSlots('["9:00 AM"')).toEqual([]);
    expect(parseTimeSlots('morning')).toEqual([]);
    expect(parseTimeSlots(42)).toEqual([]);
    expect(parseTimeSlots(undefined)).toEqual([]);
  });
});

describe('booked and available slots', () => {
  const ground = { id: 1, operatingHours: '9:00 AM - 12:00 PM', slotDuration: 60 };
  const bookings = [
    { groundId: 1, date: '2026-12-01T00:00:00.000Z', timeSlots: ['9:00 AM'], status: 'confirmed' as const },
    { groundId: 1, date: '2026-12-01', timeSlots: '["10:00 AM"]', status: 'pending' as const },
    { groundId: 1, date: '2026-12-01', timeSlots: ['11:00 AM'], status: 'cancelled' as const },
    { groundId: 2, date: '2026-12-01', timeSlots: ['11:00 AM'], status: 'pending' as const },
    { groundId: 1, date: '2026-12-02', timeSlots: ['11:00 AM'], status: 'pending' as const },
  ];

  it('takes slots of non-cancelled bookings of the same ground and date', () => {
    expect([...bookedSlots(bookings, 1, '2026-12-01')].sort()).toEqual(['10:00 AM', '9:00 AM']);
  });

  it('marks each slot Available or Booked', () => {
    expect(slotAvailability(ground, '2026-12-01', bookings)).toEqual([
      { slot: '9:00 AM', available: false },
      { slot: '10:00 AM', available: false },
      { slot: '11:00 AM', available: true },
    ]);
  });

  it('compares dates by the part before any time', () => {
    expect(bookingDatePart('2026-12-01T10:00:00Z')).toBe('2026-12-01');
    expect(bookingDatePart('2026-12-01 10:00')).toBe('2026-12-01');
    expect(bookingDatePart('2026-12-01')).toBe('2026-12-01');
  });
});
