import { errorMessage, useWorkspaceChangedRefetch } from '@cricket/shell-sdk';
import { Alert, Flex, Space, Tabs } from 'antd';
import { PeriodPicker } from '../../common/components/PeriodPicker';
import { useFinancePeriod } from '../../common/hooks/useFinancePeriod';
import { isFinanceKey } from '../../common/utils/isFinanceKey';
import { FINANCE_UI_TEXTS } from '../../texts';
import { useDashboardTab } from '../hooks/useDashboardTab';
import { useBudgets, useExpenses, useFinanceSummary, useIncome } from '../hooks/useFinanceQueries';
import { BudgetsList } from './BudgetsList';
import { ExpensesTable } from './ExpensesTable';
import { ExportCsvButton } from './ExportCsvButton';
import { FinanceCharts } from './FinanceCharts';
import { IncomeTable } from './IncomeTable';
import { NewEntryButtons } from './NewEntryButtons';
import { SummaryCards } from './SummaryCards';

/** A period's totals and charts, then its expenses, its income and the budgets in tabs. */
export function FinanceDashboard() {
  useWorkspaceChangedRefetch(isFinanceKey);
  const [period, setPeriod] = useFinancePeriod();
  const [tab, selectTab] = useDashboardTab();
  const summary = useFinanceSummary(period);
  const expenses = useExpenses(period);
  const income = useIncome(period);
  const budgets = useBudgets();
  const error = summary.error ?? expenses.error ?? income.error ?? budgets.error;

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
