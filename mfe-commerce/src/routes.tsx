import { declaredRoutes, lazyPage } from '@cricket/shell-sdk';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from '@cricket/shell-sdk/router';
import ROUTES from './routes.json';
import { COMMON_TEXTS } from './texts';

const BillingAnalyticsPage = lazyPage(() => import('./billing/pages/BillingAnalyticsPage'), 'BillingAnalyticsPage');
const BillingCyclesPage = lazyPage(() => import('./billing/pages/BillingCyclesPage'), 'BillingCyclesPage');
const BillingHierarchyPage = lazyPage(() => import('./billing/pages/BillingHierarchyPage'), 'BillingHierarchyPage');
const CycleGroupPage = lazyPage(() => import('./billing/pages/CycleGroupPage'), 'CycleGroupPage');
const CycleSubscribersPage = lazyPage(() => import('./billing/pages/CycleSubscribersPage'), 'CycleSubscribersPage');
const CycleViewPage = lazyPage(() => import('./billing/pages/CycleViewPage'), 'CycleViewPage');
const GenerateCyclesPage = lazyPage(() => import('./billing/pages/GenerateCyclesPage'), 'GenerateCyclesPage');
const CatalogBrowsePage = lazyPage(() => import('./catalog/pages/CatalogBrowsePage'), 'CatalogBrowsePage');
const DirectEditPage = lazyPage(() => import('./catalog/pages/DirectEditPage'), 'DirectEditPage');
const MyCatalogPage = lazyPage(() => import('./catalog/pages/MyCatalogPage'), 'MyCatalogPage');
const ProductCreatePage = lazyPage(() => import('./catalog/pages/ProductCreatePage'), 'ProductCreatePage');
const ProductDetailPage = lazyPage(() => import('./catalog/pages/ProductDetailPage'), 'ProductDetailPage');
const ProductEditPage = lazyPage(() => import('./catalog/pages/ProductEditPage'), 'ProductEditPage');
const WorkspaceProductsPage = lazyPage(() => import('./catalog/pages/WorkspaceProductsPage'), 'WorkspaceProductsPage');
const ListingCreatePage = lazyPage(() => import('./listings/pages/ListingCreatePage'), 'ListingCreatePage');
const ListingDetailPage = lazyPage(() => import('./listings/pages/ListingDetailPage'), 'ListingDetailPage');
const ListingEditPage = lazyPage(() => import('./listings/pages/ListingEditPage'), 'ListingEditPage');
const ListingsBrowsePage = lazyPage(() => import('./listings/pages/ListingsBrowsePage'), 'ListingsBrowsePage');
const MyListingsPage = lazyPage(() => import('./listings/pages/MyListingsPage'), 'MyListingsPage');
const WorkspaceListingsPage = lazyPage(() => import('./listings/pages/WorkspaceListingsPage'), 'WorkspaceListingsPage');
const MyOrdersPage = lazyPage(() => import('./orders/pages/MyOrdersPage'), 'MyOrdersPage');
const OrderDebugPage = lazyPage(() => import('./orders/pages/OrderDebugPage'), 'OrderDebugPage');
const OrderDetailPage = lazyPage(() => import('./orders/pages/OrderDetailPage'), 'OrderDetailPage');
const OrderReceiptPage = lazyPage(() => import('./orders/pages/OrderReceiptPage'), 'OrderReceiptPage');
const WorkspaceOrdersPage = lazyPage(() => import('./orders/pages/WorkspaceOrdersPage'), 'WorkspaceOrdersPage');
const AllSubscribersPage = lazyPage(() => import('./subscriptions/pages/AllSubscribersPage'), 'AllSubscribersPage');
const PlanCreatePage = lazyPage(() => import('./subscriptions/pages/PlanCreatePage'), 'PlanCreatePage');
const PlansPage = lazyPage(() => import('./subscriptions/pages/PlansPage'), 'PlansPage');
const SubscriberCreatePage = lazyPage(() => import('./subscriptions/pages/SubscriberCreatePage'), 'SubscriberCreatePage');
const SubscriberEditPage = lazyPage(() => import('./subscriptions/pages/SubscriberEditPage'), 'SubscriberEditPage');
const SubscriberViewPage = lazyPage(() => import('./subscriptions/pages/SubscriberViewPage'), 'SubscriberViewPage');
const SubscribersPage = lazyPage(() => import('./subscriptions/pages/SubscribersPage'), 'SubscribersPage');
const SubscriptionAnalyticsPage = lazyPage(() => import('./subscriptions/pages/SubscriptionAnalyticsPage'), 'SubscriptionAnalyticsPage');
const SubscriptionHubPage = lazyPage(() => import('./subscriptions/pages/SubscriptionHubPage'), 'SubscriptionHubPage');

/** /catalog/{id} is only a product page for a numeric id (core §2). */
function NumericId({ children }: { children: ReactNode }) {
  const { id = '' } = useParams();
  return /^\d+$/.test(id) ? <>{children}</> : <Result status="404" title={COMMON_TEXTS.notFoundPage} />;
}

const { routes, preloadPage } = declaredRoutes(ROUTES, {
  BillingAnalyticsPage: <BillingAnalyticsPage />,
  BillingCyclesPage: <BillingCyclesPage />,
  BillingHierarchyPage: <BillingHierarchyPage />,
  GenerateCyclesPage: <GenerateCyclesPage />,
  CycleGroupPage: <CycleGroupPage />,
  CycleSubscribersPage: <CycleSubscribersPage />,
  CycleViewPage: <CycleViewPage />,
  CatalogBrowsePage: <CatalogBrowsePage />,
  DirectEditPage: <DirectEditPage />,
  ProductDetailPage: (
    <NumericId>
      <ProductDetailPage />
    </NumericId>
  ),
  ProductCreatePage: <ProductCreatePage />,
  ProductEditPage: <ProductEditPage />,
  MyCatalogPage: <MyCatalogPage />,
  WorkspaceProductsPage: <WorkspaceProductsPage />,
  ListingDetailPage: <ListingDetailPage />,
  ListingCreatePage: <ListingCreatePage />,
  ListingEditPage: <ListingEditPage />,
  ListingsBrowsePage: <ListingsBrowsePage />,
  MyListingsPage: <MyListingsPage />,
  WorkspaceListingsPage: <WorkspaceListingsPage />,
  OrderDebugPage: <OrderDebugPage />,
  OrderDetailPage: <OrderDetailPage />,
  OrderReceiptPage: <OrderReceiptPage />,
  MyOrdersPage: <MyOrdersPage />,
  WorkspaceOrdersPage: <WorkspaceOrdersPage />,
  PlanCreatePage: <PlanCreatePage />,
  PlansPage: <PlansPage />,
  SubscriberCreatePage: <SubscriberCreatePage />,
  SubscriberEditPage: <SubscriberEditPage />,
  AllSubscribersPage: <AllSubscribersPage />,
  SubscribersPage: <SubscribersPage />,
  SubscriberViewPage: <SubscriberViewPage />,
  SubscriptionAnalyticsPage: <SubscriptionAnalyticsPage />,
  SubscriptionHubPage: <SubscriptionHubPage />,
});

/**
 * What the shell mounts for the paths this remote declares in routes.json. The shell itself
 * handles the redirects (/my-catalog, /orders, /catalog/item/{id}) and the coming-soon pages
 * (/subscribers/billing-cycles, /subscribers/hierarchical-view).
 */
export function RemoteRoutes() {
  return routes;
}

export { preloadPage };
