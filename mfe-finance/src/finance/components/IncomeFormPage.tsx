import { FINANCE_MESSAGES, incomeBody } from '@cricket/contracts';
import { Alert } from 'antd';
import { FINANCE_UI_TEXTS } from '../../texts';
import { useIncomeEntry } from '../hooks/useFinanceQueries';
import { useSaveIncome } from '../hooks/useFinanceMutations';
import { sourceOptions } from '../utils/options';
import { BackToFinance, EntryLoading, EntryNotFound, EntryPage, useEntryId } from './EntryPage';
import { LedgerEntryForm, type LedgerFormKind } from './LedgerEntryForm';

const INCOME_FORM: LedgerFormKind<'source', 'payer'> = {
  name: 'income',
  tab: 'income',
  body: incomeBody,
  classifier: { field: 'source', label: FINANCE_UI_TEXTS.source, placeholder: FINANCE_UI_TEXTS.selectSource, options: sourceOptions },
  party: { field: 'payer', label: FINANCE_UI_TEXTS.payer },
};

/** /new-income */
export function NewIncomePage() {
  const save = useSaveIncome();
  return (
    <EntryPage title={FINANCE_UI_TEXTS.newIncome} action="create">
      <LedgerEntryForm kind={INCOME_FORM} save={save} />
    </EntryPage>
  );
}

function EditIncome() {
  const entry = useIncomeEntry(useEntryId());
  const save = useSaveIncome();
  if (entry.isLoading) return <EntryLoading />;
  if (!entry.data) return <EntryNotFound tab="income" />;
  if (entry.data.originType) return <Alert type="info" showIcon title={FINANCE_MESSAGES.incomeFromEvent} action={<BackToFinance tab="income" />} />;
  return <LedgerEntryForm kind={INCOME_FORM} entry={entry.data} save={save} />;
}

/** /edit-income/{id}; income that follows another area's event is changed there, not here. */
export function EditIncomePage() {
  return (
    <EntryPage title={FINANCE_UI_TEXTS.editIncome} action="edit">
      <EditIncome />
    </EntryPage>
  );
}
