import { EXPENSE_CATEGORY_LABELS, type ExpenseResponse } from '@cricket/contracts';
import { FINANCE_UI_TEXTS } from '../../texts';
import { financeLinks } from '../utils/paths';
import { EntryActions } from './EntryActions';
import { LedgerTable } from './LedgerTable';

interface ExpensesTableProps {
  expenses: ExpenseResponse[];
  loading: boolean;
}

export function ExpensesTable({ expenses, loading }: ExpensesTableProps) {
  return (
    <LedgerTable<ExpenseResponse>
      rows={expenses}
      loading={loading}
      emptyText={FINANCE_UI_TEXTS.noExpenses}
      classifier={{ field: 'category', title: FINANCE_UI_TEXTS.category, label: (expense) => EXPENSE_CATEGORY_LABELS[expense.category] }}
      party={{ field: 'vendor', title: FINANCE_UI_TEXTS.vendor }}
      actions={(expense) => (
        <EntryActions kind="expense" id={expense.id} viewPath={financeLinks.viewExpense(expense.id)} editPath={financeLinks.editExpense(expense.id)} />
      )}
    />
  );
}
