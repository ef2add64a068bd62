import { FINANCE_LIMITS, FINANCE_MESSAGES } from './messages';
import { isIsoDate } from '../matches/dates';
import { isOutsideDateYears } from '../validation/dates';
import { isExpenseCategory, isFinancePaymentMethod, isIncomeSource } from './model';

/** Field checks shared by the finance forms and the finance service: each answers its message or null. */
export type FieldCheck = (value: unknown) => string | null;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export const checkAmountPaise: FieldCheck = (value) => {
  if (isBlank(value)) return FINANCE_MESSAGES.amountRequired;
  if (typeof value !== 'number' || !Number.isFinite(value)) return FINANCE_MESSAGES.amountRequired;
  if (value < 0) return FINANCE_MESSAGES.amountNegative;
  if (value === 0) return FINANCE_MESSAGES.amountZero;
  if (!Number.isInteger(value)) return FINANCE_MESSAGES.amountWhole;
  if (value > FINANCE_LIMITS.amountMaxPaise) return FINANCE_MESSAGES.amountTooLarge;
  return null;
};

export const checkExpenseCategory: FieldCheck = (value) => {
  if (isBlank(value)) return FINANCE_MESSAGES.categoryRequired;
  return isExpenseCategory(value) ? null : FINANCE_MESSAGES.categoryChoice;
};

export const checkIncomeSource: FieldCheck = (value) => {
  if (isBlank(value)) return FINANCE_MESSAGES.sourceRequired;
  return isIncomeSource(value) ? null : FINANCE_MESSAGES.sourceChoice;
};

export const checkRequiredDate =
  (requiredMessage: string): FieldCheck =>
  (value) => {
    if (isBlank(value)) return requiredMessage;
    if (isOutsideDateYears(value)) return FINANCE_MESSAGES.dateYears;
    return isIsoDate(value) ? null : FINANCE_MESSAGES.dateFormat;
  };

export const checkDate: FieldCheck = checkRequiredDate(FINANCE_MESSAGES.dateRequired);

export const checkPaymentMethod: FieldCheck = (value) =>
  isBlank(value) || isFinancePaymentMethod(value) ? null : FINANCE_MESSAGES.paymentMethodChoice;

export const checkOptionalText =
  (field: string): FieldCheck =>
  (value) => {
    if (isBlank(value)) return null;
    if (typeof value !== 'string' || value.trim().length > FINANCE_LIMITS.textMax) return FINANCE_MESSAGES.textTooLong(field);
    return null;
  };

export const checkBudgetName: FieldCheck = (value) => {
  if (isBlank(value) || typeof value !== 'string') return FINANCE_MESSAGES.budgetNameRequired;
  return value.trim().length > FINANCE_LIMITS.budgetNameMax ? FINANCE_MESSAGES.budgetNameTooLong : null;
};

/** The end of a budget's period is on or after its start (both already valid dates). */
export function checkBudgetPeriod(startDate: string, endDate: string): string | null {
  return endDate >= startDate ? null : FINANCE_MESSAGES.endBeforeStart;
}

type Checks = Record<string, FieldCheck>;

/** Checks of each form, in the form's order: the first message is the one shown. */
export const EXPENSE_CHECKS = {
  amountPaise: checkAmountPaise,
  category: checkExpenseCategory,
  date: checkDate,
  description: checkOptionalText('Description'),
  vendor: checkOptionalText('Vendor'),
  paymentMethod: checkPaymentMethod,
} satisfies Checks;

export const INCOME_CHECKS = {
  amountPaise: checkAmountPaise,
  source: checkIncomeSource,
  date: checkDate,
  description: checkOptionalText('Description'),
  payer: checkOptionalText('Payer'),
  paymentMethod: checkPaymentMethod,
} satisfies Checks;

export const BUDGET_CHECKS: Checks = {
  name: checkBudgetName,
  category: checkExpenseCategory,
  amountPaise: checkAmountPaise,
  startDate: checkRequiredDate(FINANCE_MESSAGES.startDateRequired),
  endDate: checkRequiredDate(FINANCE_MESSAGES.endDateRequired),
};

function firstError(checks: Checks, body: Record<string, unknown>): string | null {
  for (const [field, check] of Object.entries(checks)) {
    const message = check(body[field]);
    if (message) return message;
  }
  return null;
}

/** First message for an expense body, or null when it is valid. */
export const validateExpensePayload = (body: Record<string, unknown>) => firstError(EXPENSE_CHECKS, body);

/** First message for an income body, or null when it is valid. */
export const validateIncomePayload = (body: Record<string, unknown>) => firstError(INCOME_CHECKS, body);

/** First message for a budget body, or null when it is valid. */
export const validateBudgetPayload = (body: Record<string, unknown>) =>
  firstError(BUDGET_CHECKS, body) ?? checkBudgetPeriod(body.startDate as string, body.endDate as string);
