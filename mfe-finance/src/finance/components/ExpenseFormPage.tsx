import { expenseBody } from '@cricket/contracts';
import { FINANCE_UI_TEXTS } from '../../texts';
import { useExpense } from '../hooks/useFinanceQueries';
import { useSaveExpense } from '../hooks/useFinanceMutations';
import { categoryOptions } from '../utils/options';
import { EntryLoading, EntryNotFound, EntryPage, useEntryId } from './EntryPage';
import { LedgerEntryForm, type LedgerFormKind } from './LedgerEntryForm';

const EXPENSE_FORM: LedgerFormKind<'category', 'vendor'> = {
  name: 'expense',
  tab: 'expenses',
  body: expenseBody,
  classifier: { field: 'category', label: FINANCE_UI_TEXTS.category, placeholder: FINANCE_UI_TEXTS.selectCategory, options: categoryOptions },
  party: { field: 'vendor', label: FINANCE_UI_TEXTS.vendor },
};

/** /new-expense and /expenses/new add an expense. */
export function NewExpensePage() {
  const save = useSaveExpense();
  return (
    <EntryPage title={FINANCE_UI_TEXTS.newExpense} action="create">
      <LedgerEntryForm kind={EXPENSE_FORM} save={save} />
    </EntryPage>
  );
}

function EditExpense() {
  const expense = useExpense(useEntryId());
  const save = useSaveExpense();
  if (expense.isLoading) return <EntryLoading />;
  if (!expense.data) return <EntryNotFound tab="expenses" />;
  return <LedgerEntryForm kind={EXPENSE_FORM} entry={expense.data} save={save} />;
}

/** /edit-expense/{id} */
export function EditExpensePage() {
  return (
    <EntryPage title={FINANCE_UI_TEXTS.editExpense} action="edit">
      <EditExpense />
    </EntryPage>
  );
}
