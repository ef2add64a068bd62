/** Finance vocabulary of issue #10: expenses, income and budgets of a workspace. Money is integer paise. */
export const EXPENSE_CATEGORIES = [
  'ground_rent',
  'equipment',
  'travel',
  'food',
  'umpire_scorer_fees',
  'tournament_fees',
  'salaries',
  'maintenance',
  'other',
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  ground_rent: 'Ground Rent',
  equipment: 'Equipment',
  travel: 'Travel',
  food: 'Food',
  umpire_scorer_fees: 'Umpire and Scorer Fees',
  tournament_fees: 'Tournament Fees',
  salaries: 'Salaries',
  maintenance: 'Maintenance',
  other: 'Other',
};

export const INCOME_SOURCES = [
  'membership_fees',
  'match_fees',
  'sponsorship',
  'ground_bookings',
  'product_sales',
  'training_fees',
  'subscriptions',
  'donations',
  'other',
] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];

export const INCOME_SOURCE_LABELS: Record<IncomeSource, string> = {
  membership_fees: 'Membership Fees',
  match_fees: 'Match Fees',
  sponsorship: 'Sponsorship',
  ground_bookings: 'Ground Bookings',
  product_sales: 'Product Sales',
  training_fees: 'Training Fees',
  subscriptions: 'Subscriptions',
  donations: 'Donations',
  other: 'Other',
};

export const FINANCE_PAYMENT_METHODS = ['cash', 'upi', 'bank_transfer', 'card', 'cheque', 'other'] as const;
export type FinancePaymentMethod = (typeof FINANCE_PAYMENT_METHODS)[number];

export const FINANCE_PAYMENT_METHOD_LABELS: Record<FinancePaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  bank_transfer: 'Bank Transfer',
  card: 'Card',
  cheque: 'Cheque',
  other: 'Other',
};

/** Where an income entry fed by another area's event came from; null for entries typed in. */
export const INCOME_ORIGIN_TYPES = ['ground_booking', 'training_fee', 'order', 'billing_cycle'] as const;
export type IncomeOriginType = (typeof INCOME_ORIGIN_TYPES)[number];

/** A period of dates, both ends included, YYYY-MM-DD. */
export interface FinancePeriod {
  from: string;
  to: string;
}

/** Body of POST /api/expenses and PUT /api/expenses/{id}. */
export interface ExpensePayload {
  amountPaise: number;
  category: ExpenseCategory;
  date: string;
  description?: string | null;
  vendor?: string | null;
  paymentMethod?: FinancePaymentMethod | null;
}

export interface ExpenseResponse {
  id: number;
  workspaceId: number;
  amountPaise: number;
  category: ExpenseCategory;
  date: string;
  description: string | null;
  vendor: string | null;
  paymentMethod: FinancePaymentMethod | null;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /api/income and PUT /api/income/{id}. */
export interface IncomePayload {
  amountPaise: number;
  source: IncomeSource;
  date: string;
  description?: string | null;
  payer?: string | null;
  paymentMethod?: FinancePaymentMethod | null;
}

export interface IncomeResponse {
  id: number;
  workspaceId: number;
  amountPaise: number;
  source: IncomeSource;
  date: string;
  description: string | null;
  payer: string | null;
  paymentMethod: FinancePaymentMethod | null;
  /** Set when the entry follows another area's event (it is then read-only here). */
  originType: IncomeOriginType | null;
  originId: string | null;
  createdBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /api/budgets and PUT /api/budgets/{id}. */
export interface BudgetPayload {
  name: string;
  category: ExpenseCategory;
  amountPaise: number;
  startDate: string;
  endDate: string;
}

export type BudgetLevel = 'ok' | 'warning' | 'exceeded';

export interface BudgetProgress {
  spentPaise: number;
  remainingPaise: number;
  /** Whole percent of the amount spent (may pass 100). */
  percentUsed: number;
  level: BudgetLevel;
  /** The warning to show at 80 % and at 100 %, else null. */
  warning: string | null;
}

export interface BudgetResponse extends BudgetProgress {
  id: number;
  workspaceId: number;
  name: string;
  category: ExpenseCategory;
  amountPaise: number;
  startDate: string;
  endDate: string;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

/** Answer of GET /api/expenses/summary: the dashboard's totals for a period. */
export interface FinanceSummaryResponse {
  period: FinancePeriod;
  totalExpensesPaise: number;
  totalIncomePaise: number;
  netPaise: number;
  expensesByCategory: { category: ExpenseCategory; label: string; amountPaise: number }[];
  incomeBySource: { source: IncomeSource; label: string; amountPaise: number }[];
  /** Every month of the period in order, 'YYYY-MM'. */
  byMonth: { month: string; expensesPaise: number; incomePaise: number }[];
}

/** Answer of GET /api/revenue/summary: revenue by month and by source, this period against the last. */
export interface RevenueSummaryResponse {
  period: FinancePeriod;
  previousPeriod: FinancePeriod;
  totalPaise: number;
  previousTotalPaise: number;
  /** Percent change against the previous period; null when the previous period had no revenue. */
  changePercent: number | null;
  bySource: { source: IncomeSource; label: string; amountPaise: number; previousAmountPaise: number }[];
  /** Every month of this period in order, 'YYYY-MM'. */
  byMonth: { month: string; amountPaise: number }[];
  previousByMonth: { month: string; amountPaise: number }[];
}
