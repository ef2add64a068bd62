export { groupDigits, type DigitGrouping } from './digits';
