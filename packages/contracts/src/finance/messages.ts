import { dateYearsMessage } from '../validation/dates';
import { EXPENSE_CATEGORY_LABELS, FINANCE_PAYMENT_METHOD_LABELS, INCOME_SOURCE_LABELS } from './model';

export const FINANCE_LIMITS = {
  /** ₹1 crore per entry keeps a typo (an extra zero or three) from distorting every total. */
  amountMaxPaise: 1_000_000_000,
  textMax: 500,
  budgetNameMax: 100,
} as const;

/** Validation and error messages of the finance area (the spec leaves them unwritten; these are ours). */
export const FINANCE_MESSAGES = {
  amountRequired: 'Amount is required',
  amountNegative: 'Amount cannot be negative',
  amountZero: 'Amount must be greater than 0',
  amountWhole: 'Amount must be a whole number of paise',
  amountTooLarge: 'Amount must be at most ₹1,00,00,000',
  categoryRequired: 'Category is required',
  categoryChoice: `Category must be one of ${Object.values(EXPENSE_CATEGORY_LABELS).join(', ')}`,
  sourceRequired: 'Source is required',
  sourceChoice: `Source must be one of ${Object.values(INCOME_SOURCE_LABELS).join(', ')}`,
  dateRequired: 'Date is required',
  dateFormat: 'Date must be in YYYY-MM-DD format',
  dateYears: dateYearsMessage('Dates'),
  paymentMethodChoice: `Payment method must be one of ${Object.values(FINANCE_PAYMENT_METHOD_LABELS).join(', ')}`,
  textTooLong: (field: string) => `${field} must be at most ${FINANCE_LIMITS.textMax} characters`,
  budgetNameRequired: 'Budget name is required',
  budgetNameTooLong: `Budget name must be at most ${FINANCE_LIMITS.budgetNameMax} characters`,
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date must be on or after the start date',
  periodFormat: 'Period dates must be in YYYY-MM-DD format',
  periodYears: dateYearsMessage('Period dates'),
  periodOrder: 'The period must end on or after its start',
  expenseNotFound: 'Expense not found',
  incomeNotFound: 'Income entry not found',
  budgetNotFound: 'Budget not found',
  incomeFromEvent: 'This income follows its source (for example a ground booking) and cannot be changed here',
} as const;

/** Toasts of the finance screens. */
export const FINANCE_TOASTS = {
  expenseSaved: 'Expense saved',
  incomeSaved: 'Income saved',
  budgetSaved: 'Budget saved',
  deleted: 'Deleted',
} as const;
