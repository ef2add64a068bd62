import type {
  BudgetResponse,
  ExpenseResponse,
  FinancePeriod,
  FinanceSummaryResponse,
  IncomeResponse,
  RevenueSummaryResponse,
} from '@cricket/contracts';
import { apiGet, useWorkspace } from '@cricket/shell-sdk';
import { useQuery } from '@tanstack/react-query';
import { financeKeys } from '../api/financeKeys';

/** A read of one API path (the key's head) with the key's object as query string. */
function useFinanceRead<T>(queryKey: readonly [string, FinancePeriod?], enabled = true) {
  const { current } = useWorkspace();
  const [path, period] = queryKey;
  return useQuery({
    queryKey,
    queryFn: () => apiGet<T>(path, period ? { from: period.from, to: period.to } : undefined),
    enabled: enabled && !!current,
  });
}

export const useExpenses = (period: FinancePeriod) => useFinanceRead<ExpenseResponse[]>(financeKeys.expenses(period));
export const useIncome = (period: FinancePeriod) => useFinanceRead<IncomeResponse[]>(financeKeys.income(period));
export const useBudgets = () => useFinanceRead<BudgetResponse[]>(financeKeys.budgets);
export const useFinanceSummary = (period: FinancePeriod) => useFinanceRead<FinanceSummaryResponse>(financeKeys.summary(period));
export const useRevenueSummary = (period: FinancePeriod) => useFinanceRead<RevenueSummaryResponse>(financeKeys.revenueSummary(period));

export const useExpense = (id: number | null) => useFinanceRead<ExpenseResponse>(financeKeys.expense(id ?? 0), id !== null);
export const useIncomeEntry = (id: number | null) => useFinanceRead<IncomeResponse>(financeKeys.incomeEntry(id ?? 0), id !== null);
export const useBudget = (id: number | null) => useFinanceRead<BudgetResponse>(financeKeys.budget(id ?? 0), id !== null);
