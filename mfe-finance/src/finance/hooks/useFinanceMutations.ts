import {
  FINANCE_TOASTS,
  type BudgetPayload,
  type BudgetResponse,
  type ExpensePayload,
  type ExpenseResponse,
  type IncomePayload,
  type IncomeResponse,
} from '@cricket/contracts';
import { useAreaMutation } from '@cricket/shell-sdk';
import { deleteEntry, saveBudget, saveExpense, saveIncome, type FinanceEntryKind } from '../api/financeApi';
import { isFinanceKey } from '../api/financeKeys';
import { FINANCE_UI_TEXTS } from '../../texts';

interface SaveVariables<P> {
  id: number | null;
  payload: P;
}

/** A change with its toasts; every finance read is refetched after it, since totals, budgets and revenue all move. */
function useFinanceMutation<V, R>(mutationFn: (variables: V) => Promise<R>, successTitle: string) {
  return useAreaMutation(mutationFn, { success: () => [successTitle], failure: FINANCE_UI_TEXTS.saveFailed }, isFinanceKey);
}

export const useSaveExpense = () =>
  useFinanceMutation<SaveVariables<ExpensePayload>, ExpenseResponse>(({ id, payload }) => saveExpense(id, payload), FINANCE_TOASTS.expenseSaved);

export const useSaveIncome = () =>
  useFinanceMutation<SaveVariables<IncomePayload>, IncomeResponse>(({ id, payload }) => saveIncome(id, payload), FINANCE_TOASTS.incomeSaved);

export const useSaveBudget = () =>
  useFinanceMutation<SaveVariables<BudgetPayload>, BudgetResponse>(({ id, payload }) => saveBudget(id, payload), FINANCE_TOASTS.budgetSaved);

export const useDeleteEntry = () =>
  useFinanceMutation(({ kind, id }: { kind: FinanceEntryKind; id: number }) => deleteEntry(kind, id), FINANCE_TOASTS.deleted);
