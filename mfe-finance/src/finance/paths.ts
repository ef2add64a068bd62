/** The finance routes of core §2 (row Finance and /revenue-summary); absolute, mounted by the shell. */
export const FINANCE_PATHS = {
  dashboard: '/expenses',
  dashboardTest: '/expenses/test',
  newExpenseAlias: '/expenses/new',
  newExpense: '/new-expense',
  newIncome: '/new-income',
  newBudget: '/new-budget',
  viewExpense: '/view-expense/:id',
  editExpense: '/edit-expense/:id',
  viewIncome: '/view-income/:id',
  editIncome: '/edit-income/:id',
  viewBudget: '/view-budget/:id',
  editBudget: '/edit-budget/:id',
  revenueSummary: '/revenue-summary',
} as const;

export type FinanceTab = 'expenses' | 'income' | 'budgets';

export const financeLinks = {
  dashboard: (tab?: FinanceTab) => (tab ? `${FINANCE_PATHS.dashboard}?tab=${tab}` : FINANCE_PATHS.dashboard),
  viewExpense: (id: number) => `/view-expense/${id}`,
  editExpense: (id: number) => `/edit-expense/${id}`,
  viewIncome: (id: number) => `/view-income/${id}`,
  editIncome: (id: number) => `/edit-income/${id}`,
  viewBudget: (id: number) => `/view-budget/${id}`,
  editBudget: (id: number) => `/edit-budget/${id}`,
};
