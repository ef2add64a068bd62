/** HTTP paths of services/finance (prefixes in SERVICE_ROUTES.finance). List reads take `?from=&to=` (YYYY-MM-DD). */
export const FINANCE_API = {
  expenses: '/api/expenses',
  expense: (id: number | string) => `/api/expenses/${id}`,
  /** The dashboard's totals for a period. */
  summary: '/api/expenses/summary',
  /** CSV of a period's expenses and income. */
  exportCsv: '/api/expenses/export',
  income: '/api/income',
  incomeEntry: (id: number | string) => `/api/income/${id}`,
  budgets: '/api/budgets',
  budget: (id: number | string) => `/api/budgets/${id}`,
  revenueSummary: '/api/revenue/summary',
} as const;

/** Permission modules (core §3) guarding finance: expenses, income and budgets under 'expenses', the summary under 'revenue'. */
export const FINANCE_MODULES = { entries: 'expenses', revenue: 'revenue' } as const;
