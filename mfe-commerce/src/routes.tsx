import { cricketTheme, lazyPage } from '@cricket/shell-sdk';
import { ConfigProvider, Result } from 'antd';
import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
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

/**
 * What the shell mounts for the paths it maps to mfe_commerce (shell/src/routes/routeTable.ts).
 * The shell itself handles the redirects (/my-catalog, /orders, /catalog/item/{id}) and the
 * coming-soon pages (/subscribers/billing-cycles, /subscribers/hierarchical-view).
 */
export function RemoteRoutes() {
  return (
    <ConfigProvider theme={cricketTheme}>
      <Routes>
        {/* Catalog */}
        <Route path="/catalog" element={<CatalogBrowsePage />} />
        <Route path="/catalog/create" element={<ProductCreatePage />} />
        <Route path="/catalog/my-catalog" element={<MyCatalogPage />} />
        <Route path="/catalog/workspace-products" element={<WorkspaceProductsPage />} />
        <Route path="/catalog/:id" element={<NumericId><ProductDetailPage /></NumericId>} />
        <Route path="/catalog/:id/edit" element={<ProductEditPage />} />
        <Route path="/catalog/:id/direct-edit" element={<DirectEditPage />} />

        {/* Orders */}
        <Route path="/catalog/orders" element={<MyOrdersPage />} />
        <Route path="/catalog/orders/:id" element={<OrderDetailPage />} />
        <Route path="/catalog/orders/simplified/:id" element={<OrderReceiptPage />} />
        <Route path="/catalog/orders/debug/:id" element={<OrderDebugPage />} />
        <Route path="/catalog/workspace-orders" element={<WorkspaceOrdersPage />} />

        {/* Listings ('Hunting for') */}
        <Route path="/listings" element={<ListingsBrowsePage />} />
        <Route path="/listings/user" element={<MyListingsPage />} />
        <Route path="/listings/workspace" element={<WorkspaceListingsPage />} />
        <Route path="/listings/create" element={<ListingCreatePage />} />
        <Route path="/listings/:id" element={<ListingDetailPage />} />
        <Route path="/listings/:id/edit" element={<ListingEditPage />} />

        {/* Subscriptions */}
        <Route path="/subscription-manager" element={<SubscriptionHubPage />} />
        <Route path="/subscription-plans" element={<PlansPage />} />
        <Route path="/subscription-plans/new" element={<PlanCreatePage />} />
        <Route path="/subscription-analytics" element={<SubscriptionAnalyticsPage />} />
        <Route path="/subscribers" element={<SubscribersPage />} />
        <Route path="/subscribers/all" element={<AllSubscribersPage />} />
        <Route path="/subscribers/new" element={<SubscriberCreatePage />} />
        <Route path="/subscribers/view/:id" element={<SubscriberViewPage />} />
        <Route path="/subscribers/edit/:id" element={<SubscriberEditPage />} />

        {/* Billing */}
        <Route path="/billing-cycles" element={<BillingCyclesPage />} />
        <Route path="/billing-cycles/generate" element={<GenerateCyclesPage />} />
        <Route path="/billing-cycles/hierarchical" element={<BillingHierarchyPage />} />
        <Route path="/billing-cycles/analytics" element={<BillingAnalyticsPage />} />
        <Route path="/billing-cycles/group/:groupKey/subscribers" element={<CycleGroupPage />} />
        <Route path="/billing-cycles/:id/subscribers" element={<CycleSubscribersPage />} />
        <Route path="/billing-cycles/view/:id" element={<CycleViewPage />} />
      </Routes>
    </ConfigProvider>
  );
}
