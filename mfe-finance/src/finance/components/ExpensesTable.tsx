import { EXPENSE_CATEGORY_LABELS, formatRupees, type ExpenseResponse } from '@cricket/contracts';
import { Table } from 'antd';
import { financeLinks } from '../paths';
import { FINANCE_UI_TEXTS } from '../../texts';
import { formatDate, orNotSpecified } from '../utils/format';
import { EntryActions } from './EntryActions';

interface ExpensesTableProps {
  expenses: ExpenseResponse[];
  loading: boolean;
}

export function ExpensesTable({ expenses, loading }: ExpensesTableProps) {
  return (
    <Table<ExpenseResponse>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={expenses}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: true }}
      locale={{ emptyText: FINANCE_UI_TEXTS.noExpenses }}
      columns={[
        { title: FINANCE_UI_TEXTS.date, dataIndex: 'date', render: formatDate },
        { title: FINANCE_UI_TEXTS.category, dataIndex: 'category', render: (category: ExpenseResponse['category']) => EXPENSE_CATEGORY_LABELS[category] },
        { title: FINANCE_UI_TEXTS.description, dataIndex: 'description', render: orNotSpecified },
        { title: FINANCE_UI_TEXTS.vendor, dataIndex: 'vendor', render: orNotSpecified },
        { title: FINANCE_UI_TEXTS.amount, dataIndex: 'amountPaise', align: 'right', render: formatRupees },
        {
          title: FINANCE_UI_TEXTS.actions,
          key: 'actions',
          render: (_, expense) => (
            <EntryActions kind="expense" id={expense.id} viewPath={financeLinks.viewExpense(expense.id)} editPath={financeLinks.editExpense(expense.id)} />
          ),
        },
      ]}
    />
  );
}
