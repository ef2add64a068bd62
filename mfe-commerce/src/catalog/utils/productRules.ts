import { COMMERCE_LIMITS, PRODUCT_MESSAGES } from '@cricket/contracts';
import type { FormRule } from 'antd';
import { priceRules } from '../../common/utils/formRules';

/** A product's price in rupees (the full form and the quick edit). */
export const PRODUCT_PRICE_RULES = priceRules(PRODUCT_MESSAGES);

/** A product's stock: a whole number, 0 up to the largest stock. */
export const STOCK_RULES: FormRule[] = [
  { required: true, type: 'integer', min: 0, message: PRODUCT_MESSAGES.stock },
  { type: 'number', max: COMMERCE_LIMITS.stockMax, message: PRODUCT_MESSAGES.stockTooLarge },
];
