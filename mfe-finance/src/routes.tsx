import { cricketTheme, lazyPage } from '@cricket/shell-sdk';
import { ConfigProvider } from 'antd';
import { Navigate, Route, Routes } from 'react-router-dom';
import { FINANCE_PATHS } from './finance/paths';

const EditBudgetPage = lazyPage(() => import('./finance/components/BudgetFormPage'), 'EditBudgetPage');
const NewBudgetPage = lazyPage(() => import('./finance/components/BudgetFormPage'), 'NewBudgetPage');
const EditExpensePage = lazyPage(() => import('./finance/components/ExpenseFormPage'), 'EditExpensePage');
const NewExpensePage = lazyPage(() => import('./finance/components/ExpenseFormPage'), 'NewExpensePage');
const FinanceDashboardPage = lazyPage(() => import('./finance/components/FinanceDashboardPage'), 'FinanceDashboardPage');
const EditIncomePage = lazyPage(() => import('./finance/components/IncomeFormPage'), 'EditIncomePage');
const NewIncomePage = lazyPage(() => import('./finance/components/IncomeFormPage'), 'NewIncomePage');
const ViewBudgetPage = lazyPage(() => import('./finance/components/ViewEntryPages'), 'ViewBudgetPage');
const ViewExpensePage = lazyPage(() => import('./finance/components/ViewEntryPages'), 'ViewExpensePage');
const ViewIncomePage = lazyPage(() => import('./finance/components/ViewEntryPages'), 'ViewIncomePage');
const RevenueSummaryPage = lazyPage(() => import('./revenue/RevenueSummaryPage'), 'RevenueSummaryPage');

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
