import { COMMERCE_API, parseId } from '@cricket/contracts';
import { declaredRoutes, lazyPage, type PageReads } from '@cricket/shell-sdk';
import type { QueryKey } from '@tanstack/react-query';
import { Result } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from '@cricket/shell-sdk/router';
import { catalogQuery, INITIAL_CATALOG_FILTERS } from './catalog/utils/catalogFilters';
import { commerceQueryKey } from './common/utils/commerceQueryKey';
import ROUTES from './routes.json';
import { COMMON_TEXTS } from './texts';

// The reads each page makes as it first renders (default filters, no click), named with the key
// useApiQuery reads with (commerceQueryKey), so a route opened cold asks for them beside its chunk.
// Reads that wait on a permission or the workspace (the order debug record, a subscriber's billing
// cycles, the workspace members) are left to the page. The subscription and billing screens are
// managers' (Page managersOnly): their reads are declared for them, whom the menus lead there.

/** A page's one unfiltered read of `path`. */
const readsOf =
  (...paths: string[]): PageReads =>
  () =>
    paths.map((path) => commerceQueryKey(path));

/**
 * The reads of a page about the route's {id}, none for an id the API would refuse (parseId): the
 * hooks put the param in the path as it is, and a read built from an answer's id (a listing's
 * responses) must name the same path.
 */
const idReads =
  (keysOf: (id: string) => readonly QueryKey[]): PageReads =>
  ({ id = '' }) =>
    parseId(id) === null ? [] : keysOf(id);

/** /catalog: the catalog with the page's initial filters (ProductGrid). */
export const catalogBrowseReads: PageReads = () => [commerceQueryKey(COMMERCE_API.catalog, catalogQuery(INITIAL_CATALOG_FILTERS))];

/** /listings: the open listings, no filter set yet (BrowseListings). */
export const listingsBrowseReads: PageReads = () => [commerceQueryKey(COMMERCE_API.listings)];

const productReads = idReads((id) => [commerceQueryKey(COMMERCE_API.product(id))]);
const orderReads = idReads((id) => [commerceQueryKey(COMMERCE_API.order(id))]);
/** The listing, then its responses (asked for by everyone once the listing has answered). */
export const listingDetailReads = idReads((id) => [commerceQueryKey(COMMERCE_API.listing(id)), commerceQueryKey(COMMERCE_API.listingResponses(id))]);
const subscriberReads = idReads((id) => [commerceQueryKey(COMMERCE_API.subscriber(id))]);

const BillingAnalyticsPage = lazyPage(() => import('./billing/pages/BillingAnalyticsPage'), 'BillingAnalyticsPage', readsOf(COMMERCE_API.billingAnalytics));
const BillingCyclesPage = lazyPage(() => import('./billing/pages/BillingCyclesPage'), 'BillingCyclesPage', readsOf(COMMERCE_API.billingCycles));
const BillingHierarchyPage = lazyPage(() => import('./billing/pages/BillingHierarchyPage'), 'BillingHierarchyPage', readsOf(COMMERCE_API.billingHierarchy));
const CycleGroupPage = lazyPage(() => import('./billing/pages/CycleGroupPage'), 'CycleGroupPage', ({ groupKey }) => (groupKey ? [commerceQueryKey(COMMERCE_API.billingGroup(groupKey))] : []));
const CycleSubscribersPage = lazyPage(() => import('./billing/pages/CycleSubscribersPage'), 'CycleSubscribersPage', idReads((id) => [commerceQueryKey(COMMERCE_API.billingCycleSubscribers(id))]));
const CycleViewPage = lazyPage(() => import('./billing/pages/CycleViewPage'), 'CycleViewPage', idReads((id) => [commerceQueryKey(COMMERCE_API.billingCycle(id))]));
const GenerateCyclesPage = lazyPage(() => import('./billing/pages/GenerateCyclesPage'), 'GenerateCyclesPage');
const CatalogBrowsePage = lazyPage(() => import('./catalog/pages/CatalogBrowsePage'), 'CatalogBrowsePage', catalogBrowseReads);
const DirectEditPage = lazyPage(() => import('./catalog/pages/DirectEditPage'), 'DirectEditPage', productReads);
const MyCatalogPage = lazyPage(() => import('./catalog/pages/MyCatalogPage'), 'MyCatalogPage', readsOf(COMMERCE_API.myProducts));
const ProductCreatePage = lazyPage(() => import('./catalog/pages/ProductCreatePage'), 'ProductCreatePage');
const ProductDetailPage = lazyPage(() => import('./catalog/pages/ProductDetailPage'), 'ProductDetailPage', productReads);
const ProductEditPage = lazyPage(() => import('./catalog/pages/ProductEditPage'), 'ProductEditPage', productReads);
const WorkspaceProductsPage = lazyPage(() => import('./catalog/pages/WorkspaceProductsPage'), 'WorkspaceProductsPage', readsOf(COMMERCE_API.workspaceProducts));
const ListingCreatePage = lazyPage(() => import('./listings/pages/ListingCreatePage'), 'ListingCreatePage');
const ListingDetailPage = lazyPage(() => import('./listings/pages/ListingDetailPage'), 'ListingDetailPage', listingDetailReads);
const ListingEditPage = lazyPage(() => import('./listings/pages/ListingEditPage'), 'ListingEditPage', idReads((id) => [commerceQueryKey(COMMERCE_API.listing(id))]));
const ListingsBrowsePage = lazyPage(() => import('./listings/pages/ListingsBrowsePage'), 'ListingsBrowsePage', listingsBrowseReads);
const MyListingsPage = lazyPage(() => import('./listings/pages/MyListingsPage'), 'MyListingsPage', readsOf(COMMERCE_API.myListings));
const WorkspaceListingsPage = lazyPage(() => import('./listings/pages/WorkspaceListingsPage'), 'WorkspaceListingsPage', readsOf(COMMERCE_API.workspaceListings));
const MyOrdersPage = lazyPage(() => import('./orders/pages/MyOrdersPage'), 'MyOrdersPage', readsOf(COMMERCE_API.orders));
const OrderDebugPage = lazyPage(() => import('./orders/pages/OrderDebugPage'), 'OrderDebugPage');
const OrderDetailPage = lazyPage(() => import('./orders/pages/OrderDetailPage'), 'OrderDetailPage', orderReads);
const OrderReceiptPage = lazyPage(() => import('./orders/pages/OrderReceiptPage'), 'OrderReceiptPage', orderReads);
const WorkspaceOrdersPage = lazyPage(() => import('./orders/pages/WorkspaceOrdersPage'), 'WorkspaceOrdersPage', readsOf(COMMERCE_API.workspaceOrders));
const AllSubscribersPage = lazyPage(() => import('./subscriptions/pages/AllSubscribersPage'), 'AllSubscribersPage', readsOf(COMMERCE_API.subscribers));
const PlanCreatePage = lazyPage(() => import('./subscriptions/pages/PlanCreatePage'), 'PlanCreatePage');
const PlansPage = lazyPage(() => import('./subscriptions/pages/PlansPage'), 'PlansPage', readsOf(COMMERCE_API.plans));
const SubscriberCreatePage = lazyPage(() => import('./subscriptions/pages/SubscriberCreatePage'), 'SubscriberCreatePage', readsOf(COMMERCE_API.plans));
const SubscriberEditPage = lazyPage(() => import('./subscriptions/pages/SubscriberEditPage'), 'SubscriberEditPage', idReads((id) => [commerceQueryKey(COMMERCE_API.subscriber(id)), commerceQueryKey(COMMERCE_API.plans)]));
const SubscriberViewPage = lazyPage(() => import('./subscriptions/pages/SubscriberViewPage'), 'SubscriberViewPage', subscriberReads);
const SubscribersPage = lazyPage(() => import('./subscriptions/pages/SubscribersPage'), 'SubscribersPage', readsOf(COMMERCE_API.subscribers));
const SubscriptionAnalyticsPage = lazyPage(() => import('./subscriptions/pages/SubscriptionAnalyticsPage'), 'SubscriptionAnalyticsPage', readsOf(COMMERCE_API.subscriptionAnalytics));
const SubscriptionHubPage = lazyPage(() => import('./subscriptions/pages/SubscriptionHubPage'), 'SubscriptionHubPage', readsOf(COMMERCE_API.subscriptionAnalytics));

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
