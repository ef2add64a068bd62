import { formatRupees, INCOME_SOURCE_LABELS, type IncomeResponse } from '@cricket/contracts';
import { Table } from 'antd';
import { financeLinks } from '../paths';
import { FINANCE_UI_TEXTS } from '../../texts';
import { formatDate, orNotSpecified } from '../utils/format';
import { EntryActions } from './EntryActions';

interface IncomeTableProps {
  income: IncomeResponse[];
  loading: boolean;
}

export function IncomeTable({ income, loading }: IncomeTableProps) {
  return (
    <Table<IncomeResponse>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={income}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: true }}
      locale={{ emptyText: FINANCE_UI_TEXTS.noIncome }}
      columns={[
        { title: FINANCE_UI_TEXTS.date, dataIndex: 'date', render: formatDate },
        { title: FINANCE_UI_TEXTS.source, dataIndex: 'source', render: (source: IncomeResponse['source']) => INCOME_SOURCE_LABELS[source] },
        { title: FINANCE_UI_TEXTS.description, dataIndex: 'description', render: orNotSpecified },
        { title: FINANCE_UI_TEXTS.payer, dataIndex: 'payer', render: orNotSpecified },
        { title: FINANCE_UI_TEXTS.amount, dataIndex: 'amountPaise', align: 'right', render: formatRupees },
        {
          title: FINANCE_UI_TEXTS.actions,
          key: 'actions',
          render: (_, entry) => (
            <EntryActions
              kind="income"
              id={entry.id}
              viewPath={financeLinks.viewIncome(entry.id)}
              editPath={entry.originType ? null : financeLinks.editIncome(entry.id)}
            />
          ),
        },
      ]}
    />
  );
}
