import { INCOME_SOURCE_LABELS, type IncomeResponse } from '@cricket/contracts';
import { FINANCE_UI_TEXTS } from '../../texts';
import { financeLinks } from '../utils/paths';
import { EntryActions } from './EntryActions';
import { LedgerTable } from './LedgerTable';

interface IncomeTableProps {
  income: IncomeResponse[];
  loading: boolean;
}

export function IncomeTable({ income, loading }: IncomeTableProps) {
  return (
    <LedgerTable<IncomeResponse>
      rows={income}
      loading={loading}
      emptyText={FINANCE_UI_TEXTS.noIncome}
      classifier={{ field: 'source', title: FINANCE_UI_TEXTS.source, label: (entry) => INCOME_SOURCE_LABELS[entry.source] }}
      party={{ field: 'payer', title: FINANCE_UI_TEXTS.payer }}
      actions={(entry) => (
        <EntryActions
          kind="income"
          id={entry.id}
          viewPath={financeLinks.viewIncome(entry.id)}
          editPath={entry.originType ? null : financeLinks.editIncome(entry.id)}
        />
      )}
    />
  );
}
