import { FINANCE_UI_TEXTS } from '../../texts';
import { EntryPage } from '../components/EntryPage';
import { LedgerEntryForm } from '../components/LedgerEntryForm';
import { LoadedEntry } from '../components/LoadedEntry';
import { useSaveExpense } from '../hooks/useFinanceMutations';
import { EXPENSE_FORM } from '../utils/ledgerForms';

/** /edit-expense/{id} */
export function EditExpensePage() {
  const save = useSaveExpense();
  return (
    <EntryPage title={FINANCE_UI_TEXTS.editExpense} action="edit">
      <LoadedEntry kind="expense">{(expense) => <LedgerEntryForm kind={EXPENSE_FORM} entry={expense} save={save} />}</LoadedEntry>
    </EntryPage>
  );
}
