import type { BudgetResponse, ExpenseResponse, FinancePeriod, FinanceSummaryResponse, IncomeResponse } from '@cricket/contracts';
import { useFinanceRead } from '../../common/hooks/useFinanceRead';
import type { FinanceEntries, FinanceEntryKind } from '../api/financeApi';
import { financeKeys } from '../api/financeKeys';

export const useExpenses = (period: FinancePeriod) => useFinanceRead<ExpenseResponse[]>(financeKeys.expenses(period));
export const useIncome = (period: FinancePeriod) => useFinanceRead<IncomeResponse[]>(financeKeys.income(period));
export const useBudgets = () => useFinanceRead<BudgetResponse[]>(financeKeys.budgets);
export const useFinanceSummary = (period: FinancePeriod) => useFinanceRead<FinanceSummaryResponse>(financeKeys.summary(period));

/** One expense, income entry or budget; nothing is read without an id. */
export const useEntry = <K extends FinanceEntryKind>(kind: K, id: number | null) =>
  useFinanceRead<FinanceEntries[K]>(financeKeys.entry(kind, id ?? 0), id !== null);
