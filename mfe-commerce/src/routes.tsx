import { cricketTheme } from '@cricket/shell-sdk';
import { ConfigProvider, Result } from 'antd';
import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { BillingAnalyticsPage, BillingCyclesPage, BillingHierarchyPage, GenerateCyclesPage } from './billing/BillingPages';
import { CycleGroupPage, CycleSubscribersPage, CycleViewPage } from './billing/CycleDetailPages';
import { CatalogBrowsePage } from './catalog/CatalogBrowsePage';
import { DirectEditPage } from './catalog/DirectEditPage';
import { ProductDetailPage } from './catalog/ProductDetailPage';
import { ProductCreatePage, ProductEditPage } from './catalog/ProductFormPage';
import { MyCatalogPage, WorkspaceProductsPage } from './catalog/ProductListPages';
import { ListingDetailPage } from './listings/ListingDetailPage';
import { ListingCreatePage, ListingEditPage } from './listings/ListingFormPage';
import { ListingsBrowsePage, MyListingsPage, WorkspaceListingsPage } from './listings/ListingListPages';
import { OrderDebugPage, OrderDetailPage, OrderReceiptPage } from './orders/OrderDetailPages';
import { MyOrdersPage, WorkspaceOrdersPage } from './orders/OrderListPages';
import { PlanCreatePage, PlansPage } from './subscriptions/PlanPages';
import { SubscriberCreatePage, SubscriberEditPage } from './subscriptions/SubscriberFormPage';
import { AllSubscribersPage, SubscribersPage } from './subscriptions/SubscriberListPages';
import { SubscriberViewPage } from './subscriptions/SubscriberViewPage';
import { SubscriptionAnalyticsPage } from './subscriptions/SubscriptionAnalyticsPage';
import { SubscriptionHubPage } from './subscriptions/SubscriptionHubPage';
import { COMMON_TEXTS } from './texts';

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
