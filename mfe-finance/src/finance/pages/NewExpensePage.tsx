import { FINANCE_UI_TEXTS } from '../../texts';
import { EntryPage } from '../components/EntryPage';
import { LedgerEntryForm } from '../components/LedgerEntryForm';
import { useSaveExpense } from '../hooks/useFinanceMutations';
import { EXPENSE_FORM } from '../utils/ledgerForms';

/** /new-expense and /expenses/new add an expense. */
export function NewExpensePage() {
  const save = useSaveExpense();
  return (
    <EntryPage title={FINANCE_UI_TEXTS.newExpense} action="create">
      <LedgerEntryForm kind={EXPENSE_FORM} save={save} />
    </EntryPage>
  );
}
