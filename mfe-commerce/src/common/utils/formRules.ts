import { COMMERCE_LIMITS, paiseToRupees } from '@cricket/contracts';
import type { FormRule } from 'antd';

const MAX_PRICE_RUPEES = paiseToRupees(COMMERCE_LIMITS.priceMaxPaise);

interface PriceMessages {
  price: string;
  priceNegative: string;
  priceTooLarge: string;
}

/** A price typed in rupees (products and plans): required, not negative, at most the largest price. */
export function priceRules(messages: PriceMessages): FormRule[] {
  return [
    { required: true, message: messages.price },
    { type: 'number', min: 0, message: messages.priceNegative },
    { type: 'number', max: MAX_PRICE_RUPEES, message: messages.priceTooLarge },
  ];
}

/** Text that must not be blank, of at most `max` characters (names, titles, messages). */
export function requiredTextRules(message: string, max: number, tooLong: string): FormRule[] {
  return [
    { required: true, whitespace: true, message },
    { max, message: tooLong },
  ];
}
