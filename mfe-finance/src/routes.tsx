import { cricketTheme } from '@cricket/shell-sdk';
import { ConfigProvider } from 'antd';
import { Navigate, Route, Routes } from 'react-router-dom';
import { EditBudgetPage, NewBudgetPage } from './finance/components/BudgetFormPage';
import { EditExpensePage, NewExpensePage } from './finance/components/ExpenseFormPage';
import { FinanceDashboardPage } from './finance/components/FinanceDashboardPage';
import { EditIncomePage, NewIncomePage } from './finance/components/IncomeFormPage';
import { ViewBudgetPage, ViewExpensePage, ViewIncomePage } from './finance/components/ViewEntryPages';
import { FINANCE_PATHS } from './finance/paths';
import { RevenueSummaryPage } from './revenue/RevenueSummaryPage';

/** What the shell mounts for the paths it maps to mfe_finance (shell/src/routes/routeTable.ts). */
export function RemoteRoutes() {
  return (
    <ConfigProvider theme={cricketTheme}>
      <Routes>
        <Route path={FINANCE_PATHS.dashboard} element={<FinanceDashboardPage />} />
        <Route path={FINANCE_PATHS.dashboardTest} element={<Navigate to={FINANCE_PATHS.dashboard} replace />} />
        <Route path={FINANCE_PATHS.newExpenseAlias} element={<NewExpensePage />} />
        <Route path={FINANCE_PATHS.newExpense} element={<NewExpensePage />} />
        <Route path={FINANCE_PATHS.newIncome} element={<NewIncomePage />} />
        <Route path={FINANCE_PATHS.newBudget} element={<NewBudgetPage />} />
        <Route path={FINANCE_PATHS.viewExpense} element={<ViewExpensePage />} />
        <Route path={FINANCE_PATHS.editExpense} element={<EditExpensePage />} />
        <Route path={FINANCE_PATHS.viewIncome} element={<ViewIncomePage />} />
        <Route path={FINANCE_PATHS.editIncome} element={<EditIncomePage />} />
        <Route path={FINANCE_PATHS.viewBudget} element={<ViewBudgetPage />} />
        <Route path={FINANCE_PATHS.editBudget} element={<EditBudgetPage />} />
        <Route path={FINANCE_PATHS.revenueSummary} element={<RevenueSummaryPage />} />
      </Routes>
    </ConfigProvider>
  );
}
