import { FINANCE_API, type FinancePeriod } from '@cricket/contracts';

/** Query keys are the API paths (core §7); a period travels as the query string. */
export const financeKeys = {
  expenses: (period: FinancePeriod) => [FINANCE_API.expenses, period] as const,
  expense: (id: number) => [FINANCE_API.expense(id)] as const,
  income: (period: FinancePeriod) => [FINANCE_API.income, period] as const,
  incomeEntry: (id: number) => [FINANCE_API.incomeEntry(id)] as const,
  budgets: [FINANCE_API.budgets] as const,
  budget: (id: number) => [FINANCE_API.budget(id)] as const,
  summary: (period: FinancePeriod) => [FINANCE_API.summary, period] as const,
  revenueSummary: (period: FinancePeriod) => [FINANCE_API.revenueSummary, period] as const,
};

const FINANCE_PREFIXES = [FINANCE_API.expenses, FINANCE_API.income, FINANCE_API.budgets, FINANCE_API.revenueSummary];

/** Every finance read: a change to one entry moves totals, budgets and revenue alike. */
export function isFinanceKey(queryKey: readonly unknown[]): boolean {
  const head = queryKey[0];
  return typeof head === 'string' && FINANCE_PREFIXES.some((prefix) => head === prefix || head.startsWith(`${prefix}/`));
}
