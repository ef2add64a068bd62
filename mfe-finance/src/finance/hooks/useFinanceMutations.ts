import { FINANCE_TOASTS } from '@cricket/contracts';
import { useAreaMutation } from '@cricket/shell-sdk';
import { isFinanceKey } from '../../common/utils/isFinanceKey';
import { deleteEntry, saveBudget, saveExpense, saveIncome, type FinanceEntryKind } from '../api/financeApi';
import { FINANCE_UI_TEXTS } from '../../texts';

/** A change with its toasts; every finance read is refetched after it, since totals, budgets and revenue all move. */
function useFinanceMutation<V, R>(mutationFn: (variables: V) => Promise<R>, successTitle: string) {
  return useAreaMutation(mutationFn, { success: () => [successTitle], failure: FINANCE_UI_TEXTS.saveFailed }, isFinanceKey);
}

/** A save call as a mutation: a new entry without id, a change with it. */
const saveWith =
  <P, R>(save: (id: number | null, payload: P) => Promise<R>) =>
  ({ id, payload }: { id: number | null; payload: P }) =>
    save(id, payload);

export const useSaveExpense = () => useFinanceMutation(saveWith(saveExpense), FINANCE_TOASTS.expenseSaved);

export const useSaveIncome = () => useFinanceMutation(saveWith(saveIncome), FINANCE_TOASTS.incomeSaved);

export const useSaveBudget = () => useFinanceMutation(saveWith(saveBudget), FINANCE_TOASTS.budgetSaved);

export const useDeleteEntry = () =>
  useFinanceMutation(({ kind, id }: { kind: FinanceEntryKind; id: number }) => deleteEntry(kind, id), FINANCE_TOASTS.deleted);
