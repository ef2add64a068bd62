import { emptyToNull, isCalendarDate, toNumber } from './validation';

describe('grounds input helpers', () => {
  it('stores empty optional values as null', () => {
    expect(emptyToNull('  ')).toBeNull();
    expect(emptyToNull(undefined)).toBeNull();
    expect(emptyToNull(' Pune ')).toBe('Pune');
    expect(emptyToNull(0)).toBe(0);
  });

  it('reads numbers from decimal text only', () => {
    expect(toNumber('12.5')).toBe(12.5);
    expect(toNumber('-3')).toBe(-3);
    expect(toNumber('12abc')).toBe('12abc');
  });

  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('28/02/2026')).toBe(false);
  });
});
