import {
  EXPENSE_CATEGORY_LABELS,
  FINANCE_MESSAGES,
  FINANCE_MODULES,
  FINANCE_PAYMENT_METHOD_LABELS,
  formatRupees,
  INCOME_SOURCE_LABELS,
  type FinancePaymentMethod,
} from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Alert, Button, Descriptions, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { FinanceEntryKind } from '../api/financeApi';
import { financeLinks, type FinanceTab } from '../paths';
import { FINANCE_UI_TEXTS, INCOME_ORIGIN_LABELS } from '../../texts';
import { useBudget, useExpense, useIncomeEntry } from '../hooks/useFinanceQueries';
import { formatDate, orNotSpecified } from '../utils/format';
import { BudgetProgressBar } from './BudgetProgressBar';
import { DeleteEntryButton } from './DeleteEntryButton';
import { BackToFinance, EntryLoading, EntryNotFound, EntryPage, useEntryId } from './EntryPage';

const methodLabel = (method: FinancePaymentMethod | null) => orNotSpecified(method && FINANCE_PAYMENT_METHOD_LABELS[method]);

interface DetailsProps {
  kind: FinanceEntryKind;
  tab: FinanceTab;
  id: number;
  items: { label: string; value: ReactNode }[];
  /** Null hides Edit and Delete (income that follows another area's event). */
  editPath: string | null;
  children?: ReactNode;
}

function EntryDetails({ kind, tab, id, items, editPath, children }: DetailsProps) {
  const navigate = useNavigate();
  return (
    <Flex vertical gap={16}>
      <Descriptions column={1} bordered size="middle" items={items.map((item) => ({ key: item.label, label: item.label, children: item.value }))} />
      {children}
      <Space wrap>
        {editPath && (
          <>
            <PermissionGuard module={FINANCE_MODULES.entries} action="edit">
              <Link to={editPath}>
                <Button type="primary">{FINANCE_UI_TEXTS.edit}</Button>
              </Link>
            </PermissionGuard>
            <DeleteEntryButton kind={kind} id={id} onDeleted={() => navigate(financeLinks.dashboard(tab))} />
          </>
        )}
        <BackToFinance tab={tab} />
      </Space>
    </Flex>
  );
}

function ExpenseView() {
  const { data: expense, isLoading } = useExpense(useEntryId());
  if (isLoading) return <EntryLoading />;
  if (!expense) return <EntryNotFound tab="expenses" />;
  return (
    <EntryDetails
      kind="expense"
      tab="expenses"
      id={expense.id}
      editPath={financeLinks.editExpense(expense.id)}
      items={[
        { label: FINANCE_UI_TEXTS.amount, value: formatRupees(expense.amountPaise) },
        { label: FINANCE_UI_TEXTS.category, value: EXPENSE_CATEGORY_LABELS[expense.category] },
        { label: FINANCE_UI_TEXTS.date, value: formatDate(expense.date) },
        { label: FINANCE_UI_TEXTS.description, value: orNotSpecified(expense.description) },
        { label: FINANCE_UI_TEXTS.vendor, value: orNotSpecified(expense.vendor) },
        { label: FINANCE_UI_TEXTS.paymentMethod, value: methodLabel(expense.paymentMethod) },
      ]}
    />
  );
}

function IncomeView() {
  const { data: entry, isLoading } = useIncomeEntry(useEntryId());
  if (isLoading) return <EntryLoading />;
  if (!entry) return <EntryNotFound tab="income" />;
  const items: DetailsProps['items'] = [
    { label: FINANCE_UI_TEXTS.amount, value: formatRupees(entry.amountPaise) },
    { label: FINANCE_UI_TEXTS.source, value: INCOME_SOURCE_LABELS[entry.source] },
    { label: FINANCE_UI_TEXTS.date, value: formatDate(entry.date) },
    { label: FINANCE_UI_TEXTS.description, value: orNotSpecified(entry.description) },
    { label: FINANCE_UI_TEXTS.payer, value: orNotSpecified(entry.payer) },
    { label: FINANCE_UI_TEXTS.paymentMethod, value: methodLabel(entry.paymentMethod) },
  ];
  if (entry.originType) items.push({ label: FINANCE_UI_TEXTS.recordedFrom, value: `${INCOME_ORIGIN_LABELS[entry.originType]} #${entry.originId}` });
  return (
    <EntryDetails kind="income" tab="income" id={entry.id} editPath={entry.originType ? null : financeLinks.editIncome(entry.id)} items={items}>
      {entry.originType && <Alert type="info" showIcon title={FINANCE_MESSAGES.incomeFromEvent} />}
    </EntryDetails>
  );
}

function BudgetView() {
  const { data: budget, isLoading } = useBudget(useEntryId());
  if (isLoading) return <EntryLoading />;
  if (!budget) return <EntryNotFound tab="budgets" />;
  return (
    <EntryDetails
      kind="budget"
      tab="budgets"
      id={budget.id}
      editPath={financeLinks.editBudget(budget.id)}
      items={[
        { label: FINANCE_UI_TEXTS.name, value: budget.name },
        { label: FINANCE_UI_TEXTS.category, value: EXPENSE_CATEGORY_LABELS[budget.category] },
        { label: FINANCE_UI_TEXTS.amount, value: formatRupees(budget.amountPaise) },
        { label: FINANCE_UI_TEXTS.budgetPeriod, value: `${formatDate(budget.startDate)} – ${formatDate(budget.endDate)}` },
      ]}
    >
      <BudgetProgressBar budget={budget} />
    </EntryDetails>
  );
}

/** /view-expense/{id} */
export function ViewExpensePage() {
  return (
    <EntryPage title={FINANCE_UI_TEXTS.expenseDetails} action="view">
      <ExpenseView />
    </EntryPage>
  );
}

/** /view-income/{id} */
export function ViewIncomePage() {
  return (
    <EntryPage title={FINANCE_UI_TEXTS.incomeDetails} action="view">
      <IncomeView />
    </EntryPage>
  );
}

/** /view-budget/{id} */
export function ViewBudgetPage() {
  return (
    <EntryPage title={FINANCE_UI_TEXTS.budgetDetails} action="view">
      <BudgetView />
    </EntryPage>
  );
}
