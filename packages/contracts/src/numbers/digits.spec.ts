import { groupDigits } from './digits';

describe('groupDigits', () => {
  it('groups thousands as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1234567, 1234567890, -1, -1000, -1234567]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('en-US'));
    }
  });

  it('groups lakhs and crores as en-IN does', () => {
    for (const n of [0, 999, 1000, 12345, 123456, 1234567, 12345678, 123456789, -123456]) {
      expect(groupDigits(n, 'indian')).toBe(n.toLocaleString('en-IN'));
    }
  });

  it('shows the whole part of a fraction, never a minus zero', () => {
    expect(groupDigits(1234.99)).toBe('1,234');
    expect(groupDigits(-0.4)).toBe('0');
  });
});
