import { bookingPricePaise, formatRupees, paiseToRupees, rupeesToPaise } from './money';

describe('money in paise', () => {
  it('converts rupees and paise without float drift', () => {
    expect(rupeesToPaise(1250.5)).toBe(125050);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(paiseToRupees(125050)).toBe(1250.5);
  });

  it('formats paise as rupees', () => {
    expect(formatRupees(150000)).toBe('₹1,500');
    expect(formatRupees(125050)).toBe('₹1,250.50');
  });

  it('prices a booking by rate and booked time', () => {
    expect(bookingPricePaise(100000, 60, 2)).toBe(200000);
    expect(bookingPricePaise(100000, 90, 1)).toBe(150000);
    expect(bookingPricePaise(null, 60, 2)).toBe(0);
  });
});
