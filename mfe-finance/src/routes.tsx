import { parseId } from '@cricket/contracts';
import { declaredRoutes, lazyPage, type PageReads } from '@cricket/shell-sdk';
import { periodFromSearch, todayIso } from './common/utils/period';
import type { FinanceEntryKind } from './finance/api/financeApi';
import { financeKeys } from './finance/api/financeKeys';
import { revenueKeys } from './revenue/api/revenueKeys';
import ROUTES from './routes.json';

/** The period a screen reads, as useFinancePeriod derives it from `?from=&to=` (this month otherwise). */
const periodOf = (search: URLSearchParams) => periodFromSearch(search, todayIso());

/** The dashboard reads the period's summary, expenses and income and the budgets at once, whatever tab is open (FinanceDashboard). */
export const dashboardReads: PageReads = (_params, search) => {
  const period = periodOf(search);
  return [financeKeys.summary(period), financeKeys.expenses(period), financeKeys.income(period), financeKeys.budgets];
};

/** The revenue screen reads the period's revenue summary (RevenueSummary). */
export const revenueReads: PageReads = (_params, search) => [revenueKeys.summary(periodOf(search))];

/** A view or edit screen reads the entry of its `:id` (LoadedEntry), none for an id the API would refuse. */
export const entryReads =
  (kind: FinanceEntryKind): PageReads =>
  ({ id }) => {
    const entryId = parseId(id);
    return entryId === null ? [] : [financeKeys.entry(kind, entryId)];
  };

// The new-entry forms read nothing: their fields start empty.
const EditBudgetPage = lazyPage(() => import('./finance/pages/EditBudgetPage'), 'EditBudgetPage', entryReads('budget'));
const NewBudgetPage = lazyPage(() => import('./finance/pages/NewBudgetPage'), 'NewBudgetPage');
const EditExpensePage = lazyPage(() => import('./finance/pages/EditExpensePage'), 'EditExpensePage', entryReads('expense'));
const NewExpensePage = lazyPage(() => import('./finance/pages/NewExpensePage'), 'NewExpensePage');
const FinanceDashboardPage = lazyPage(() => import('./finance/pages/FinanceDashboardPage'), 'FinanceDashboardPage', dashboardReads);
const EditIncomePage = lazyPage(() => import('./finance/pages/EditIncomePage'), 'EditIncomePage', entryReads('income'));
const NewIncomePage = lazyPage(() => import('./finance/pages/NewIncomePage'), 'NewIncomePage');
const ViewBudgetPage = lazyPage(() => import('./finance/pages/ViewBudgetPage'), 'ViewBudgetPage', entryReads('budget'));
const ViewExpensePage = lazyPage(() => import('./finance/pages/ViewExpensePage'), 'ViewExpensePage', entryReads('expense'));
const ViewIncomePage = lazyPage(() => import('./finance/pages/ViewIncomePage'), 'ViewIncomePage', entryReads('income'));
const RevenueSummaryPage = lazyPage(() => import('./revenue/pages/RevenueSummaryPage'), 'RevenueSummaryPage', revenueReads);

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
