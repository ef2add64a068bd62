import { EXPENSE_CATEGORY_LABELS, FINANCE_PAYMENT_METHOD_LABELS, INCOME_SOURCE_LABELS } from './model';
import type { ExpenseResponse, FinancePeriod, IncomeResponse } from './model';

export const FINANCE_CSV_HEADER = ['Type', 'Date', 'Category or Source', 'Description', 'Vendor or Payer', 'Payment Method', 'Amount (INR)'] as const;

/** One CSV cell: quoted when needed, and a leading = + - @ neutralised so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Paise as rupees with two decimals, e.g. 125050 → '1250.50'. */
export function csvAmount(paise: number): string {
  return (paise / 100).toFixed(2);
}

export function expenseCsvRow(e: ExpenseResponse): string {
  const method = e.paymentMethod ? FINANCE_PAYMENT_METHOD_LABELS[e.paymentMethod] : null;
  return ['Expense', e.date, EXPENSE_CATEGORY_LABELS[e.category], e.description, e.vendor, method, csvAmount(e.amountPaise)].map(csvCell).join(',');
}

export function incomeCsvRow(i: IncomeResponse): string {
  const method = i.paymentMethod ? FINANCE_PAYMENT_METHOD_LABELS[i.paymentMethod] : null;
  return ['Income', i.date, INCOME_SOURCE_LABELS[i.source], i.description, i.payer, method, csvAmount(i.amountPaise)].map(csvCell).join(',');
}

/** The CSV of a period: header, then expenses and income entries by date. */
export function financeCsv(expenses: readonly ExpenseResponse[], income: readonly IncomeResponse[]): string {
  const rows = [
    ...expenses.map((e) => ({ date: e.date, line: expenseCsvRow(e) })),
    ...income.map((i) => ({ date: i.date, line: incomeCsvRow(i) })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  return [FINANCE_CSV_HEADER.join(','), ...rows.map((r) => r.line)].join('\r\n') + '\r\n';
}

export function financeCsvFileName(period: FinancePeriod): string {
  return `finance-${period.from}-to-${period.to}.csv`;
}
