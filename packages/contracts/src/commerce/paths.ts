/** HTTP paths of services/commerce (prefixes in SERVICE_ROUTES.commerce). */
export const COMMERCE_API = {
  /** GET: active products of every workspace (CatalogQuery); POST: list a product. */
  catalog: '/api/catalog',
  /** Products I listed, in any workspace and status (/catalog/my-catalog). */
  myProducts: '/api/catalog/mine',
  /** The current workspace's products in any status (/catalog/workspace-products). */
  workspaceProducts: '/api/catalog/workspace',
  /** GET, PUT (full edit), PATCH (quick edit of price and stock), DELETE. */
  product: (id: number | string) => `/api/catalog/${id}`,

  /** GET: my orders as a buyer (/catalog/orders); POST: checkout. */
  orders: '/api/orders',
  /** The current workspace's order desk as a seller (/catalog/workspace-orders). */
  workspaceOrders: '/api/orders/workspace',
  order: (id: number | string) => `/api/orders/${id}`,
  /** The raw stored record (admins only). */
  orderDebug: (id: number | string) => `/api/orders/${id}/debug`,
  orderStatus: (id: number | string) => `/api/orders/${id}/status`,
  orderPaymentStatus: (id: number | string) => `/api/orders/${id}/payment-status`,

  /** GET: open listings of every workspace (ListingQuery); POST: post a listing. */
  listings: '/api/listings',
  myListings: '/api/listings/user',
  workspaceListings: '/api/listings/workspace',
  listing: (id: number | string) => `/api/listings/${id}`,
  listingStatus: (id: number | string) => `/api/listings/${id}/status`,
  /** GET: the author sees every response, anyone else their own; POST: respond. */
  listingResponses: (id: number | string) => `/api/listings/${id}/responses`,

  plans: '/api/subscription-plans',
  plan: (id: number | string) => `/api/subscription-plans/${id}`,
  /** GET (SubscriberQuery), POST. */
  subscribers: '/api/subscribers',
  /** The hub's counts and the analytics charts. */
  subscriptionAnalytics: '/api/subscribers/analytics',
  subscriber: (id: number | string) => `/api/subscribers/${id}`,
  subscriberStatus: (id: number | string) => `/api/subscribers/${id}/status`,

  /** GET: ?period=&status=&planId=. */
  billingCycles: '/api/billing-cycles',
  generateCycles: '/api/billing-cycles/generate',
  /** GET ?from=&to= (periods). */
  billingHierarchy: '/api/billing-cycles/hierarchical',
  /** GET ?from=&to= (periods). */
  billingAnalytics: '/api/billing-cycles/analytics',
  billingGroup: (groupKey: string) => `/api/billing-cycles/group/${encodeURIComponent(groupKey)}/subscribers`,
  billingCycle: (id: number | string) => `/api/billing-cycles/${id}`,
  billingCycleSubscribers: (id: number | string) => `/api/billing-cycles/${id}/subscribers`,
  billingCycleStatus: (id: number | string) => `/api/billing-cycles/${id}/status`,
} as const;

/** Permission modules (core §3) guarding commerce. */
export const COMMERCE_MODULES = {
  catalog: 'catalog',
  listings: 'hunting',
  subscriptions: 'subscriptions',
  billing: 'billing',
} as const;
