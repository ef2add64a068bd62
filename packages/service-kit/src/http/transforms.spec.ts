import { toPositiveInt } from './transforms';

describe('toPositiveInt', () => {
  it('turns decimal strings into numbers and leaves the rest', () => {
    expect(toPositiveInt('12')).toBe(12);
    expect(toPositiveInt(' 7 ')).toBe(7);
    expect(toPositiveInt('1.5')).toBe('1.5');
    expect(toPositiveInt('abc')).toBe('abc');
    expect(toPositiveInt(3)).toBe(3);
    expect(toPositiveInt(null)).toBeNull();
  });
});
