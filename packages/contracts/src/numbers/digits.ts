/**
 * Digit grouping for every number a screen shows, written by hand rather than with Intl (as the
 * dates are, dates/format.ts): a page's first Intl call loads the browser's locale data, which on
 * a mid-range phone holds the main thread for 0.1-0.3 s of its first render (issue 23).
 */

/** How the digits of a whole number are grouped: en-US thousands (1,234,567) or en-IN lakhs (12,34,567). */
export type DigitGrouping = 'thousands' | 'indian';

/** A whole number's digits with commas: `groupDigits(1234567)` is '1,234,567', `'indian'` gives '12,34,567'. */
export function groupDigits(whole: number, grouping: DigitGrouping = 'thousands'): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  // A comma where the digits left are 3, 6, 9...; en-IN: 3, 5, 7...
  const commas = grouping === 'indian' ? /\B(?=(\d{2})*\d{3}$)/g : /\B(?=(\d{3})+$)/g;
  return (whole < 0 && digits !== '0' ? '-' : '') + digits.replace(commas, ',');
}
