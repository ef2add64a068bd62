import { declaredRoutes, lazyPage } from '@cricket/shell-sdk';
import ROUTES from './routes.json';

const EditBudgetPage = lazyPage(() => import('./finance/pages/EditBudgetPage'), 'EditBudgetPage');
const NewBudgetPage = lazyPage(() => import('./finance/pages/NewBudgetPage'), 'NewBudgetPage');
const EditExpensePage = lazyPage(() => import('./finance/pages/EditExpensePage'), 'EditExpensePage');
const NewExpensePage = lazyPage(() => import('./finance/pages/NewExpensePage'), 'NewExpensePage');
const FinanceDashboardPage = lazyPage(() => import('./finance/pages/FinanceDashboardPage'), 'FinanceDashboardPage');
const EditIncomePage = lazyPage(() => import('./finance/pages/EditIncomePage'), 'EditIncomePage');
const NewIncomePage = lazyPage(() => import('./finance/pages/NewIncomePage'), 'NewIncomePage');
const ViewBudgetPage = lazyPage(() => import('./finance/pages/ViewBudgetPage'), 'ViewBudgetPage');
const ViewExpensePage = lazyPage(() => import('./finance/pages/ViewExpensePage'), 'ViewExpensePage');
const ViewIncomePage = lazyPage(() => import('./finance/pages/ViewIncomePage'), 'ViewIncomePage');
const RevenueSummaryPage = lazyPage(() => import('./revenue/pages/RevenueSummaryPage'), 'RevenueSummaryPage');

const { routes, preloadPage } = declaredRoutes(ROUTES, {
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
  return routes;
}

export { preloadPage };
