import type { FinanceEntryKind } from '../api/financeApi';

/** Where finance's own links lead (the routes themselves are declared in src/routes.json). */
export const FINANCE_PATHS = {
  dashboard: '/expenses',
  newExpense: '/new-expense',
  newIncome: '/new-income',
  newBudget: '/new-budget',
} as const;

export type FinanceTab = 'expenses' | 'income' | 'budgets';

/** The dashboard tab that lists each kind of entry. */
export const ENTRY_TABS: Record<FinanceEntryKind, FinanceTab> = { expense: 'expenses', income: 'income', budget: 'budgets' };

export const financeLinks = {
  dashboard: (tab?: FinanceTab) => (tab ? `${FINANCE_PATHS.dashboard}?tab=${tab}` : FINANCE_PATHS.dashboard),
  viewExpense: (id: number) => `/view-expense/${id}`,
  editExpense: (id: number) => `/edit-expense/${id}`,
  viewIncome: (id: number) => `/view-income/${id}`,
  editIncome: (id: number) => `/edit-income/${id}`,
  viewBudget: (id: number) => `/view-budget/${id}`,
  editBudget: (id: number) => `/edit-budget/${id}`,
};
