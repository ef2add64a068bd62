import { FINANCE_UI_TEXTS } from '../../texts';
import { EntryPage } from '../components/EntryPage';
import { LedgerEntryForm } from '../components/LedgerEntryForm';
import { useSaveIncome } from '../hooks/useFinanceMutations';
import { INCOME_FORM } from '../utils/ledgerForms';

/** /new-income */
export function NewIncomePage() {
  const save = useSaveIncome();
  return (
    <EntryPage title={FINANCE_UI_TEXTS.newIncome} action="create">
      <LedgerEntryForm kind={INCOME_FORM} save={save} />
    </EntryPage>
  );
}
