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
    expect(formatRupees(1234567805)).toBe('₹1,23,45,678.05');
    expect(formatRupees(-125050)).toBe('₹-1,250.50');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('formats as Intl did before it was left out, for any amount', () => {
    for (const paise of [0, 1, 99, 100, 105, 12345, 999999, 100000000, 1234567890, -5, -99999, 12345.6]) {
      const rupees = paise / 100;
      const viaIntl = rupees.toLocaleString('en-IN', { minimumFractionDigits: Number.isInteger(rupees) ? 0 : 2, maximumFractionDigits: 2 });
      expect(formatRupees(paise)).toBe(`₹${viaIntl}`);
    }
  });

  it('prices a booking by rate and booked time', () => {
    expect(bookingPricePaise(100000, 60, 2)).toBe(200000);
    expect(bookingPricePaise(100000, 90, 1)).toBe(150000);
    expect(bookingPricePaise(null, 60, 2)).toBe(0);
  });
});
