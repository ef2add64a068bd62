import { FINANCE_MODULES } from '@cricket/contracts';
import { errorMessage, PermissionGuard, useWorkspaceChangedRefetch } from '@cricket/shell-sdk';
import { Alert, Button, Flex, Space, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { FINANCE_PATHS, type FinanceTab } from '../paths';
import { FINANCE_UI_TEXTS } from '../../texts';
import { useBudgets, useExpenses, useFinanceSummary, useIncome } from '../hooks/useFinanceQueries';
import { useFinancePeriod } from '../hooks/useFinancePeriod';
import { isFinanceKey } from '../api/financeKeys';
import { BudgetsList } from './BudgetsList';
import { ExpensesTable } from './ExpensesTable';
import { ExportCsvButton } from './ExportCsvButton';
import { FinanceAccess } from './FinanceAccess';
import { FinanceCharts } from './FinanceCharts';
import { FinancePage } from './FinancePage';
import { IncomeTable } from './IncomeTable';
import { PeriodPicker } from './PeriodPicker';
import { SummaryCards } from './SummaryCards';

const TABS: FinanceTab[] = ['expenses', 'income', 'budgets'];
const isTab = (value: string | null): value is FinanceTab => TABS.includes(value as FinanceTab);

function NewEntryButtons() {
  const links = [
    { to: FINANCE_PATHS.newExpense, label: FINANCE_UI_TEXTS.newExpense },
    { to: FINANCE_PATHS.newIncome, label: FINANCE_UI_TEXTS.newIncome },
    { to: FINANCE_PATHS.newBudget, label: FINANCE_UI_TEXTS.newBudget },
  ];
  return (
    <PermissionGuard module={FINANCE_MODULES.entries} action="create">
      <Space wrap>
        {links.map((link) => (
          <Link key={link.to} to={link.to}>
            <Button type="primary">{link.label}</Button>
          </Link>
        ))}
      </Space>
    </PermissionGuard>
  );
}

function Dashboard() {
  useWorkspaceChangedRefetch(isFinanceKey);
  const [period, setPeriod] = useFinancePeriod();
  const [search, setSearch] = useSearchParams();
  const tab = isTab(search.get('tab')) ? (search.get('tab') as FinanceTab) : 'expenses';
  const summary = useFinanceSummary(period);
  const expenses = useExpenses(period);
  const income = useIncome(period);
  const budgets = useBudgets();
  const error = summary.error ?? expenses.error ?? income.error ?? budgets.error;

  const selectTab = (key: string) =>
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.set('tab', key);
        return params;
      },
      { replace: true },
    );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" wrap gap={12}>
        <PeriodPicker period={period} onChange={setPeriod} />
        <Space wrap>
          <ExportCsvButton period={period} expenses={expenses.data} income={income.data} />
          <NewEntryButtons />
        </Space>
      </Flex>
      {error && <Alert type="error" showIcon title={errorMessage(error, FINANCE_UI_TEXTS.loadFailed)} />}
      <SummaryCards
        loading={summary.isLoading}
        incomePaise={summary.data?.totalIncomePaise ?? 0}
        expensesPaise={summary.data?.totalExpensesPaise ?? 0}
        netPaise={summary.data?.netPaise ?? 0}
      />
      <FinanceCharts summary={summary.data} loading={summary.isLoading} />
      <Tabs
        activeKey={tab}
        onChange={selectTab}
        items={[
          {
            key: 'expenses',
            label: FINANCE_UI_TEXTS.expenses,
            children: <ExpensesTable expenses={expenses.data ?? []} loading={expenses.isLoading} />,
          },
          { key: 'income', label: FINANCE_UI_TEXTS.income, children: <IncomeTable income={income.data ?? []} loading={income.isLoading} /> },
          { key: 'budgets', label: FINANCE_UI_TEXTS.budgets, children: <BudgetsList budgets={budgets.data ?? []} loading={budgets.isLoading} /> },
        ]}
      />
    </Flex>
  );
}

/** /expenses: the finance dashboard of a period. */
export function FinanceDashboardPage() {
  return (
    <FinancePage title={FINANCE_UI_TEXTS.dashboardTitle} subtitle={FINANCE_UI_TEXTS.dashboardSubtitle}>
      <FinanceAccess module={FINANCE_MODULES.entries} deniedText={FINANCE_UI_TEXTS.noPermission}>
        <Dashboard />
      </FinanceAccess>
    </FinancePage>
  );
}
