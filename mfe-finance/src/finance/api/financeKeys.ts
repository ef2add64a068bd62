import { FINANCE_API, type FinancePeriod } from '@cricket/contracts';
import { entryPaths, type FinanceEntryKind } from './financeApi';

/** Query keys are the API paths (core §7); a period travels as the query string. */
export const financeKeys = {
  expenses: (period: FinancePeriod) => [FINANCE_API.expenses, period] as const,
  income: (period: FinancePeriod) => [FINANCE_API.income, period] as const,
  budgets: [FINANCE_API.budgets] as const,
  summary: (period: FinancePeriod) => [FINANCE_API.summary, period] as const,
  entry: (kind: FinanceEntryKind, id: number) => [entryPaths[kind](id)] as const,
};
