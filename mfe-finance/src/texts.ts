/**
 * Words only the finance screens use (headings, labels, buttons, empty states).
 * Validation messages, toasts, budget warnings and labels of categories and sources
 * are shared with services/finance and come from @cricket/contracts.
 */
export const FINANCE_UI_TEXTS = {
  dashboardTitle: 'Finance',
  dashboardSubtitle: 'Expenses, income and budgets of your workspace.',
  loginPrompt: 'Please log in to manage the finances of your workspace.',
  loginRegister: 'Login / Register',
  noPermission: "You don't have permission to view the finances of this workspace.",
  noWorkspace: 'Select a workspace in the top navigation to see its finances.',
  loadFailed: 'Could not load the finance data. Please try again.',
  saveFailed: 'The change could not be saved. Please try again.',

  period: 'Period',
  from: 'From',
  to: 'To',
  thisMonth: 'This Month',
  lastMonth: 'Last Month',
  thisYear: 'This Year',

  totalIncome: 'Total Income',
  totalExpenses: 'Total Expenses',
  net: 'Net',
  expensesByCategory: 'Expenses by Category',
  byMonth: 'Income and Expenses by Month',
  income: 'Income',
  expenses: 'Expenses',
  budgets: 'Budgets',
  noChartData: 'Nothing recorded in this period.',

  newExpense: 'New Expense',
  newIncome: 'New Income',
  newBudget: 'New Budget',
  exportCsv: 'Export CSV',

  noExpenses: 'No expenses recorded for this period.',
  noIncome: 'No income recorded for this period.',
  noBudgets: 'No budgets yet. Create one to track spending against a limit.',

  amount: 'Amount (₹)',
  category: 'Category',
  source: 'Source',
  date: 'Date',
  description: 'Description',
  vendor: 'Vendor',
  payer: 'Payer',
  paymentMethod: 'Payment Method',
  name: 'Budget Name',
  startDate: 'Start Date',
  endDate: 'End Date',
  spent: 'Spent',
  remaining: 'Remaining',
  budgetPeriod: 'Period',
  recordedFrom: 'Recorded from',
  actions: 'Actions',
  selectCategory: 'Select a category',
  selectSource: 'Select a source',
  selectPaymentMethod: 'Select a payment method',

  expenseDetails: 'Expense',
  incomeDetails: 'Income',
  budgetDetails: 'Budget',
  editExpense: 'Edit Expense',
  editIncome: 'Edit Income',
  editBudget: 'Edit Budget',
  save: 'Save',
  cancel: 'Cancel',
  view: 'View',
  edit: 'Edit',
  delete: 'Delete',
  backToFinance: 'Back to Finance',
  notFound: 'This entry does not exist or belongs to another workspace.',

  confirmDeleteExpense: 'Delete this expense?',
  confirmDeleteIncome: 'Delete this income entry?',
  confirmDeleteBudget: 'Delete this budget?',
  confirmDeleteDescription: 'This cannot be undone.',

  revenueTitle: 'Revenue Summary',
  revenueSubtitle: 'Revenue by month and by source, this period against the last.',
  thisPeriod: 'This Period',
  lastPeriod: 'Last Period',
  change: 'Change',
  noPreviousRevenue: 'No revenue in the last period',
  revenueBySource: 'Revenue by Source',
  revenueByMonth: 'Revenue by Month',
  noRevenue: 'No revenue recorded in this period or the last.',
  noRevenuePermission: "You don't have permission to view the revenue of this workspace.",
} as const;

/** Names of the originating areas of income entries fed by events. */
export const INCOME_ORIGIN_LABELS = {
  ground_booking: 'Ground booking',
  training_fee: 'Training fee',
  order: 'Order',
  billing_cycle: 'Billing cycle',
} as const;
