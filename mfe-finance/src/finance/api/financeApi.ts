import {
  FINANCE_API,
  type BudgetPayload,
  type BudgetResponse,
  type ExpensePayload,
  type ExpenseResponse,
  type IncomePayload,
  type IncomeResponse,
} from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';

export function saveExpense(id: number | null, payload: ExpensePayload): Promise<ExpenseResponse> {
  return id === null ? apiRequest('POST', FINANCE_API.expenses, payload) : apiRequest('PUT', FINANCE_API.expense(id), payload);
}

export function saveIncome(id: number | null, payload: IncomePayload): Promise<IncomeResponse> {
  return id === null ? apiRequest('POST', FINANCE_API.income, payload) : apiRequest('PUT', FINANCE_API.incomeEntry(id), payload);
}

export function saveBudget(id: number | null, payload: BudgetPayload): Promise<BudgetResponse> {
  return id === null ? apiRequest('POST', FINANCE_API.budgets, payload) : apiRequest('PUT', FINANCE_API.budget(id), payload);
}

/** The API path of one stored entry, read, changed and deleted there. */
export const entryPaths = {
  expense: FINANCE_API.expense,
  income: FINANCE_API.incomeEntry,
  budget: FINANCE_API.budget,
} as const;

export type FinanceEntryKind = keyof typeof entryPaths;

/** What the service answers for one entry of each kind. */
export interface FinanceEntries {
  expense: ExpenseResponse;
  income: IncomeResponse;
  budget: BudgetResponse;
}

export function deleteEntry(kind: FinanceEntryKind, id: number): Promise<unknown> {
  return apiRequest('DELETE', entryPaths[kind](id));
}
