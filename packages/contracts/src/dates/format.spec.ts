import { formatDate, formatDateTime, formatDayHeading, formatMonth, formatShortDate } from './format';

describe('date display (core §9)', () => {
  it('shows a calendar date as written, in en-US short format', () => {
    expect(formatDate('2026-11-05')).toBe('Nov 5, 2026');
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
  });

  it("shows a timestamp on the viewer's local day", () => {
    expect(formatDate(new Date(2026, 10, 5, 23, 45).toISOString())).toBe('Nov 5, 2026');
    expect(formatDate(new Date(2026, 0, 1, 0, 5).toISOString())).toBe('Jan 1, 2026');
  });

  it('adds the local clock time to a date-time', () => {
    expect(formatDateTime(new Date(2026, 10, 5, 15, 30).toISOString())).toBe('Nov 5, 2026, 3:30 PM');
    expect(formatDateTime(new Date(2026, 10, 5, 0, 7).toISOString())).toBe('Nov 5, 2026, 12:07 AM');
    expect(formatDateTime(new Date(2026, 10, 5, 12, 0).toISOString())).toBe('Nov 5, 2026, 12:00 PM');
    expect(formatDateTime('2026-11-05')).toBe('Nov 5, 2026');
  });

  it('says a missing date is not set, or what the caller says, and leaves an unreadable one as it is', () => {
    expect(formatDate(null)).toBe('Date not set');
    expect(formatDate('', 'Not specified')).toBe('Not specified');
    expect(formatDateTime(undefined)).toBe('Date not set');
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('2026-02-30')).toBe('2026-02-30');
  });

  it('heads a day with its weekday', () => {
    expect(formatDayHeading('2026-11-20')).toBe('Fri, Nov 20, 2026');
    expect(formatDayHeading('2025-11-21')).toBe('Fri, Nov 21, 2025');
    expect(formatDayHeading('not a day')).toBe('not a day');
  });

  it('drops the year on a chart axis', () => {
    expect(formatShortDate('2026-11-21')).toBe('Nov 21');
    expect(formatShortDate('not a day')).toBe('not a day');
  });

  it('shows a month as its name and year', () => {
    expect(formatMonth('2026-11')).toBe('Nov 2026');
    expect(formatMonth('2027-01')).toBe('Jan 2027');
    expect(formatMonth('2026-13')).toBe('2026-13');
    expect(formatMonth('Nov')).toBe('Nov');
  });
});
