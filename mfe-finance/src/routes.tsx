import { cricketTheme, declaredRouteElements, lazyPage } from '@cricket/shell-sdk';
import { ConfigProvider } from 'antd';
import ROUTES from './routes.json';

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

const routes = declaredRouteElements(ROUTES, {
  EditBudgetPage: <EditBudgetPage />,
  NewBudgetPage: <NewBudgetPage />,
  EditExpensePage: <EditExpensePage />,
  NewExpensePage: <NewExpensePage />,
  FinanceDashboardPage: <FinanceDashboardPage />,
  EditIncomePage: <EditIncomePage />,
  NewIncomePage: <NewIncomePage />,
  ViewBudgetPage: <ViewBudgetPage />,
  ViewExpensePage: <ViewExpensePage />,
  ViewIncomePage: <ViewIncomePage />,
  RevenueSummaryPage: <RevenueSummaryPage />,
});

/** What the shell mounts for the paths this remote declares in routes.json (the shell redirects /expenses/test). */
export function RemoteRoutes() {
  return <ConfigProvider theme={cricketTheme}>{routes}</ConfigProvider>;
}
