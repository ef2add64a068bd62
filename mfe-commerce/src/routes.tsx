import { cricketTheme, declaredRouteElements, lazyPage } from '@cricket/shell-sdk';
import { ConfigProvider, Result } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import ROUTES from './routes.json';
import { COMMON_TEXTS } from './texts';

const BillingAnalyticsPage = lazyPage(() => import('./billing/BillingPages'), 'BillingAnalyticsPage');
const BillingCyclesPage = lazyPage(() => import('./billing/BillingPages'), 'BillingCyclesPage');
const BillingHierarchyPage = lazyPage(() => import('./billing/BillingPages'), 'BillingHierarchyPage');
const GenerateCyclesPage = lazyPage(() => import('./billing/BillingPages'), 'GenerateCyclesPage');
const CycleGroupPage = lazyPage(() => import('./billing/CycleDetailPages'), 'CycleGroupPage');
const CycleSubscribersPage = lazyPage(() => import('./billing/CycleDetailPages'), 'CycleSubscribersPage');
const CycleViewPage = lazyPage(() => import('./billing/CycleDetailPages'), 'CycleViewPage');
const CatalogBrowsePage = lazyPage(() => import('./catalog/CatalogBrowsePage'), 'CatalogBrowsePage');
const DirectEditPage = lazyPage(() => import('./catalog/DirectEditPage'), 'DirectEditPage');
const ProductDetailPage = lazyPage(() => import('./catalog/ProductDetailPage'), 'ProductDetailPage');
const ProductCreatePage = lazyPage(() => import('./catalog/ProductFormPage'), 'ProductCreatePage');
const ProductEditPage = lazyPage(() => import('./catalog/ProductFormPage'), 'ProductEditPage');
const MyCatalogPage = lazyPage(() => import('./catalog/ProductListPages'), 'MyCatalogPage');
const WorkspaceProductsPage = lazyPage(() => import('./catalog/ProductListPages'), 'WorkspaceProductsPage');
const ListingDetailPage = lazyPage(() => import('./listings/ListingDetailPage'), 'ListingDetailPage');
const ListingCreatePage = lazyPage(() => import('./listings/ListingFormPage'), 'ListingCreatePage');
const ListingEditPage = lazyPage(() => import('./listings/ListingFormPage'), 'ListingEditPage');
const ListingsBrowsePage = lazyPage(() => import('./listings/ListingListPages'), 'ListingsBrowsePage');
const MyListingsPage = lazyPage(() => import('./listings/ListingListPages'), 'MyListingsPage');
const WorkspaceListingsPage = lazyPage(() => import('./listings/ListingListPages'), 'WorkspaceListingsPage');
const OrderDebugPage = lazyPage(() => import('./orders/OrderDetailPages'), 'OrderDebugPage');
const OrderDetailPage = lazyPage(() => import('./orders/OrderDetailPages'), 'OrderDetailPage');
const OrderReceiptPage = lazyPage(() => import('./orders/OrderDetailPages'), 'OrderReceiptPage');
const MyOrdersPage = lazyPage(() => import('./orders/OrderListPages'), 'MyOrdersPage');
const WorkspaceOrdersPage = lazyPage(() => import('./orders/OrderListPages'), 'WorkspaceOrdersPage');
const PlanCreatePage = lazyPage(() => import('./subscriptions/PlanPages'), 'PlanCreatePage');
const PlansPage = lazyPage(() => import('./subscriptions/PlanPages'), 'PlansPage');
const SubscriberCreatePage = lazyPage(() => import('./subscriptions/SubscriberFormPage'), 'SubscriberCreatePage');
const SubscriberEditPage = lazyPage(() => import('./subscriptions/SubscriberFormPage'), 'SubscriberEditPage');
const AllSubscribersPage = lazyPage(() => import('./subscriptions/SubscriberListPages'), 'AllSubscribersPage');
const SubscribersPage = lazyPage(() => import('./subscriptions/SubscriberListPages'), 'SubscribersPage');
const SubscriberViewPage = lazyPage(() => import('./subscriptions/SubscriberViewPage'), 'SubscriberViewPage');
const SubscriptionAnalyticsPage = lazyPage(() => import('./subscriptions/SubscriptionAnalyticsPage'), 'SubscriptionAnalyticsPage');
const SubscriptionHubPage = lazyPage(() => import('./subscriptions/SubscriptionHubPage'), 'SubscriptionHubPage');

/** /catalog/{id} is only a product page for a numeric id (core §2). */
function NumericId({ children }: { children: ReactNode }) {
  const { id = '' } = useParams();
  return /^\d+$/.test(id) ? <>{children}</> : <Result status="404" title={COMMON_TEXTS.notFoundPage} />;
}

const routes = declaredRouteElements(ROUTES, {
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
  return <ConfigProvider theme={cricketTheme}>{routes}</ConfigProvider>;
}
