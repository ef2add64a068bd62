import { FINANCE_MESSAGES } from '@cricket/contracts';
import { Alert } from 'antd';
import { FINANCE_UI_TEXTS } from '../../texts';
import { BackToFinance } from '../components/BackToFinance';
import { EntryPage } from '../components/EntryPage';
import { LedgerEntryForm } from '../components/LedgerEntryForm';
import { LoadedEntry } from '../components/LoadedEntry';
import { useSaveIncome } from '../hooks/useFinanceMutations';
import { INCOME_FORM } from '../utils/ledgerForms';

/** /edit-income/{id}; income that follows another area's event is changed there, not here. */
export function EditIncomePage() {
  const save = useSaveIncome();
  return (
    <EntryPage title={FINANCE_UI_TEXTS.editIncome} action="edit">
      <LoadedEntry kind="income">
        {(entry) =>
          entry.originType ? (
            <Alert type="info" showIcon title={FINANCE_MESSAGES.incomeFromEvent} action={<BackToFinance tab="income" />} />
          ) : (
            <LedgerEntryForm kind={INCOME_FORM} entry={entry} save={save} />
          )
        }
      </LoadedEntry>
    </EntryPage>
  );
}
