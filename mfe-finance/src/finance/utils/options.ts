import {
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  FINANCE_PAYMENT_METHOD_LABELS,
  FINANCE_PAYMENT_METHODS,
  INCOME_SOURCE_LABELS,
  INCOME_SOURCES,
} from '@cricket/contracts';

/** Select options of the finance forms, labelled as the service labels them. */
export const categoryOptions = EXPENSE_CATEGORIES.map((value) => ({ value, label: EXPENSE_CATEGORY_LABELS[value] }));
export const sourceOptions = INCOME_SOURCES.map((value) => ({ value, label: INCOME_SOURCE_LABELS[value] }));
export const paymentMethodOptions = FINANCE_PAYMENT_METHODS.map((value) => ({ value, label: FINANCE_PAYMENT_METHOD_LABELS[value] }));
