import { formatDate, formatRupees } from '@cricket/contracts';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import { orNotSpecified } from '../../common/utils/format';
import { FINANCE_UI_TEXTS } from '../../texts';

/** The fields both expenses and income entries are listed by. */
interface LedgerRow {
  id: number;
  date: string;
  description: string | null;
  amountPaise: number;
}

interface LedgerTableProps<Row extends LedgerRow> {
  rows: Row[];
  loading: boolean;
  emptyText: string;
  /** What classifies an entry (category or source), shown by its label. */
  classifier: { field: keyof Row & string; title: string; label: (row: Row) => string };
  /** Who the other party is (vendor or payer). */
  party: { field: keyof Row & string; title: string };
  actions: (row: Row) => ReactNode;
}

/** A period's expenses or income: date, classifier, description, other party, amount and the row's actions. */
export function LedgerTable<Row extends LedgerRow>({ rows, loading, emptyText, classifier, party, actions }: LedgerTableProps<Row>) {
  return (
    <Table<Row>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: true }}
      locale={{ emptyText }}
      columns={[
        { title: FINANCE_UI_TEXTS.date, dataIndex: 'date', render: (date: string) => formatDate(date) },
        { title: classifier.title, dataIndex: classifier.field, render: (_, row) => classifier.label(row) },
        { title: FINANCE_UI_TEXTS.description, dataIndex: 'description', render: orNotSpecified },
        { title: party.title, dataIndex: party.field, render: orNotSpecified },
        { title: FINANCE_UI_TEXTS.amount, dataIndex: 'amountPaise', align: 'right', render: formatRupees },
        { title: FINANCE_UI_TEXTS.actions, key: 'actions', render: (_, row) => actions(row) },
      ]}
    />
  );
}
