import { emptyToNull, isCalendarDate, isImage, toNumber } from './validation';

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

  it('accepts http(s) and image data URLs as images', () => {
    expect(isImage('https://x.example/a.png', 100)).toBe(true);
    expect(isImage('data:image/png;base64,AAAA', 100)).toBe(true);
    expect(isImage('javascript:alert(1)', 100)).toBe(false);
    expect(isImage('https://x.example/' + 'a'.repeat(100), 100)).toBe(false);
  });
});
