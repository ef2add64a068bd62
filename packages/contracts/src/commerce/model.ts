/** Commerce vocabulary of issue #9: catalog, orders, listings ('Hunting for'), subscriptions and billing cycles. Money is integer paise. */
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const PRODUCT_CATEGORIES = ['bats', 'balls', 'pads', 'gloves', 'helmets', 'clothing', 'shoes', 'accessories', 'other'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  bats: 'Bats',
  balls: 'Balls',
  pads: 'Pads',
  gloves: 'Gloves',
  helmets: 'Helmets',
  clothing: 'Clothing',
  shoes: 'Shoes',
  accessories: 'Accessories',
  other: 'Other',
};
export const isProductCategory = oneOf(PRODUCT_CATEGORIES);

export const PRODUCT_CONDITIONS = ['new', 'used'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];
export const PRODUCT_CONDITION_LABELS: Record<ProductCondition, string> = { new: 'New', used: 'Used' };
export const isProductCondition = oneOf(PRODUCT_CONDITIONS);

/** Only active products are published to other workspaces and can be ordered. */
export const PRODUCT_STATUSES = ['active', 'inactive'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = { active: 'Active', inactive: 'Inactive' };
export const isProductStatus = oneOf(PRODUCT_STATUSES);

export const CATALOG_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const CATALOG_SORT_LABELS: Record<CatalogSort, string> = {
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name',
};
export const isCatalogSort = oneOf(CATALOG_SORTS);

export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
export const isOrderStatus = oneOf(ORDER_STATUSES);

export const ORDER_PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];
export const ORDER_PAYMENT_STATUS_LABELS: Record<OrderPaymentStatus, string> = { pending: 'Pending', paid: 'Paid', refunded: 'Refunded' };
export const isOrderPaymentStatus = oneOf(ORDER_PAYMENT_STATUSES);

/** Checkout takes offline payment only (paid to the seller in person, marked paid by the seller). */
export const ORDER_PAYMENT_METHODS = ['offline'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

export const LISTING_KINDS = ['looking_for', 'offering'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];
export const LISTING_KIND_LABELS: Record<ListingKind, string> = { looking_for: 'Looking for', offering: 'Offering' };
export const isListingKind = oneOf(LISTING_KINDS);

/** Open listings are published to every signed-in user; closed ones stay with their workspace and author. */
export const LISTING_STATUSES = ['open', 'closed'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = { open: 'Open', closed: 'Closed' };
export const isListingStatus = oneOf(LISTING_STATUSES);

export const CONTACT_PREFERENCES = ['phone', 'email', 'whatsapp', 'in_app'] as const;
export type ContactPreference = (typeof CONTACT_PREFERENCES)[number];
export const CONTACT_PREFERENCE_LABELS: Record<ContactPreference, string> = {
  phone: 'Phone',
  email: 'Email',
  whatsapp: 'WhatsApp',
  in_app: 'In-app responses',
};
export const isContactPreference = oneOf(CONTACT_PREFERENCES);

export const PLAN_PERIODS = ['monthly', 'quarterly', 'yearly'] as const;
export type PlanPeriod = (typeof PLAN_PERIODS)[number];
export const PLAN_PERIOD_LABELS: Record<PlanPeriod, string> = { monthly: 'Monthly', quarterly: 'Quarterly', yearly: 'Yearly' };
export const PLAN_PERIOD_MONTHS: Record<PlanPeriod, number> = { monthly: 1, quarterly: 3, yearly: 12 };
export const isPlanPeriod = oneOf(PLAN_PERIODS);

export const SUBSCRIBER_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
export const SUBSCRIBER_STATUS_LABELS: Record<SubscriberStatus, string> = { active: 'Active', paused: 'Paused', cancelled: 'Cancelled' };
export const isSubscriberStatus = oneOf(SUBSCRIBER_STATUSES);

/** Stored statuses are pending, paid and waived; a pending cycle past its due date reads as overdue. */
export const BILLING_CYCLE_STATUSES = ['pending', 'paid', 'overdue', 'waived'] as const;
export type BillingCycleStatus = (typeof BILLING_CYCLE_STATUSES)[number];
export const BILLING_CYCLE_STATUS_LABELS: Record<BillingCycleStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  overdue: 'Overdue',
  waived: 'Waived',
};
export const isBillingCycleStatus = oneOf(BILLING_CYCLE_STATUSES);
