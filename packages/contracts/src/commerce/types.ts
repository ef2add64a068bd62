import type { FinancePaymentMethod } from '../finance/model';
import type { ResourceType } from '../resources';
import type {
  BillingCycleStatus,
  CatalogSort,
  ContactPreference,
  ListingKind,
  ListingStatus,
  OrderPaymentMethod,
  OrderPaymentStatus,
  OrderStatus,
  PlanPeriod,
  ProductCategory,
  ProductCondition,
  ProductStatus,
  SubscriberStatus,
} from './model';

// ---- Catalog ----

/** Body of POST /api/catalog and PUT /api/catalog/{id}. */
export interface ProductPayload {
  name: string;
  description?: string | null;
  category: ProductCategory;
  pricePaise: number;
  stock: number;
  condition: ProductCondition;
  /** http(s) URLs or image data URLs. */
  images?: string[];
  status?: ProductStatus;
}

/** Body of PATCH /api/catalog/{id} (the seller's inline quick edit): either or both. */
export interface ProductQuickEditPayload {
  pricePaise?: number;
  stock?: number;
}

export interface ProductResponse {
  id: number;
  workspaceId: number;
  /** The seller: the workspace that lists the product. */
  workspaceName: string;
  name: string;
  description: string | null;
  category: ProductCategory;
  pricePaise: number;
  stock: number;
  condition: ProductCondition;
  images: string[];
  status: ProductStatus;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
}

/** Query of GET /api/catalog (browse): every filter optional; prices in paise. */
export interface CatalogQuery {
  search?: string;
  category?: ProductCategory;
  condition?: ProductCondition;
  minPricePaise?: number;
  maxPricePaise?: number;
  sort?: CatalogSort;
  inStock?: boolean;
}

// ---- Orders ----

export interface CartItem {
  productId: number;
  quantity: number;
}

/** Body of POST /api/orders: the cart's lines plus contact and delivery details; payment is offline. */
export interface CheckoutPayload {
  items: CartItem[];
  contactName: string;
  contactPhone: string;
  contactEmail?: string | null;
  deliveryAddress: string;
  deliveryCity: string;
  deliveryPincode?: string | null;
  notes?: string | null;
  paymentMethod?: OrderPaymentMethod;
}

export interface OrderItemResponse {
  id: number;
  /** Null once the product has been deleted; name and price are kept as ordered. */
  productId: number | null;
  productName: string;
  unitPricePaise: number;
  quantity: number;
  lineTotalPaise: number;
}

export interface OrderResponse {
  id: number;
  /** The seller's workspace (its order desk). */
  workspaceId: number;
  workspaceName: string;
  buyerUserId: number;
  buyerName: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: OrderPaymentMethod;
  totalPaise: number;
  contactName: string;
  contactPhone: string;
  contactEmail: string | null;
  deliveryAddress: string;
  deliveryCity: string;
  deliveryPincode: string | null;
  notes: string | null;
  items: OrderItemResponse[];
  createdAt: string;
  updatedAt: string;
}

/** Answer of POST /api/orders: one order per seller workspace in the cart. */
export interface CheckoutResponse {
  orders: OrderResponse[];
}

/** Answer of GET /api/orders/{id}/debug (admins only): the stored rows as they are. */
export interface OrderDebugResponse {
  order: Record<string, unknown>;
  items: Record<string, unknown>[];
}

export interface OrderStatusPayload {
  status: OrderStatus;
}
export interface OrderPaymentStatusPayload {
  paymentStatus: OrderPaymentStatus;
}

// ---- Listings ('Hunting for') ----

/** Body of POST /api/listings and PUT /api/listings/{id}; `resourceType` goes through mapResourceType (core §3). */
export interface ListingPayload {
  kind: ListingKind;
  resourceType: string;
  title: string;
  description?: string | null;
  location: string;
  /** YYYY-MM-DD, when the resource is needed or offered. */
  date?: string | null;
  contactPreference: ContactPreference;
  contactDetails?: string | null;
  status?: ListingStatus;
}

export interface ListingResponse {
  id: number;
  workspaceId: number;
  workspaceName: string;
  userId: number;
  userName: string;
  kind: ListingKind;
  resourceType: ResourceType;
  title: string;
  description: string | null;
  location: string;
  date: string | null;
  contactPreference: ContactPreference;
  contactDetails: string | null;
  status: ListingStatus;
  responseCount: number;
  createdAt: string;
  updatedAt: string;
}

/** Query of GET /api/listings (browse open listings). */
export interface ListingQuery {
  type?: string;
  location?: string;
  kind?: ListingKind;
  search?: string;
}

/** Body of POST /api/listings/{id}/responses: an interested person's reply. */
export interface ListingReplyPayload {
  message: string;
  contact?: string | null;
}

export interface ListingReplyResponse {
  id: number;
  listingId: number;
  userId: number;
  userName: string;
  message: string;
  contact: string | null;
  createdAt: string;
}

export interface ListingStatusPayload {
  status: ListingStatus;
}

// ---- Subscriptions ----

/** Body of POST /api/subscription-plans and PUT /api/subscription-plans/{id}. */
export interface PlanPayload {
  name: string;
  description?: string | null;
  pricePaise: number;
  period: PlanPeriod;
  features?: string[];
}

export interface PlanResponse {
  id: number;
  workspaceId: number;
  name: string;
  description: string | null;
  pricePaise: number;
  period: PlanPeriod;
  features: string[];
  /** The plan's price per month (quarterly and yearly normalised). */
  monthlyPricePaise: number;
  subscriberCount: number;
  activeSubscriberCount: number;
  createdAt: string;
  updatedAt: string;
}

/** Body of POST /api/subscribers and PUT /api/subscribers/{id}: a member (userId) or an outside person. */
export interface SubscriberPayload {
  planId: number;
  /** A member of the workspace, or null for an outside person. */
  userId?: number | null;
  name: string;
  email?: string | null;
  phone?: string | null;
  startDate: string;
  status?: SubscriberStatus;
  notes?: string | null;
}

export interface SubscriberResponse {
  id: number;
  workspaceId: number;
  planId: number;
  planName: string;
  planPeriod: PlanPeriod;
  planPricePaise: number;
  userId: number | null;
  name: string;
  email: string | null;
  phone: string | null;
  startDate: string;
  status: SubscriberStatus;
  /** YYYY-MM-DD the subscriber was cancelled, else null. */
  cancelledOn: string | null;
  notes: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SubscriberStatusPayload {
  status: SubscriberStatus;
}

/** Query of GET /api/subscribers. */
export interface SubscriberQuery {
  status?: SubscriberStatus;
  planId?: number;
  search?: string;
}

/** Answer of GET /api/subscribers/analytics: the hub's counts and the analytics charts. */
export interface SubscriptionAnalyticsResponse {
  planCount: number;
  subscriberCount: number;
  activeSubscribers: number;
  pausedSubscribers: number;
  cancelledSubscribers: number;
  monthlyRecurringRevenuePaise: number;
  /** Percent of the subscribers active at the start of this month who cancelled during it. */
  churnRatePercent: number;
  byPlan: { planId: number; planName: string; period: PlanPeriod; activeSubscribers: number; monthlyRecurringRevenuePaise: number }[];
  /** The last 6 months in order, 'YYYY-MM'. */
  byMonth: { month: string; activeSubscribers: number; newSubscribers: number; cancellations: number; churnRatePercent: number; monthlyRecurringRevenuePaise: number }[];
}

// ---- Billing cycles ----

/** Body of POST /api/billing-cycles/generate: a month, 'YYYY-MM'. */
export interface GenerateCyclesPayload {
  period: string;
}

export interface BillingCycleResponse {
  id: number;
  workspaceId: number;
  subscriberId: number;
  subscriberName: string;
  planId: number;
  planName: string;
  /** 'YYYY-MM'. */
  period: string;
  periodStart: string;
  periodEnd: string;
  /** Group of the hierarchical view: period and plan, e.g. '2026-11_3'. */
  groupKey: string;
  amountPaise: number;
  dueDate: string;
  status: BillingCycleStatus;
  paidOn: string | null;
  paymentMethod: FinancePaymentMethod | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Answer of POST /api/billing-cycles/generate. Generating a period twice creates nothing new. */
export interface GenerateCyclesResponse {
  period: string;
  created: number;
  /** Active subscribers billed this period who already had their cycle. */
  existing: number;
  cycles: BillingCycleResponse[];
}

/** Body of PATCH /api/billing-cycles/{id}/status: mark a pending or overdue cycle paid or waived. */
export interface CycleStatusPayload {
  status: 'paid' | 'waived';
  paymentMethod?: FinancePaymentMethod | null;
  note?: string | null;
}

export interface BillingTotals {
  collectedPaise: number;
  outstandingPaise: number;
  overduePaise: number;
  waivedPaise: number;
  /** Whole percent of the billed amount (waived excluded) that was collected. */
  collectionRatePercent: number;
  counts: Record<BillingCycleStatus, number>;
}

/** Answer of GET /api/billing-cycles/analytics (collected vs outstanding), optional ?from=&to= periods. */
export interface BillingAnalyticsResponse extends BillingTotals {
  byPeriod: ({ period: string } & BillingTotals)[];
}

export interface HierarchyPlanGroup extends BillingTotals {
  groupKey: string;
  planId: number;
  planName: string;
  cycles: BillingCycleResponse[];
}

/** One period of GET /api/billing-cycles/hierarchical: period → plan → subscribers. */
export interface HierarchyPeriod extends BillingTotals {
  period: string;
  plans: HierarchyPlanGroup[];
}

/** Answer of GET /api/billing-cycles/group/{groupKey}/subscribers. */
export interface CycleGroupResponse extends BillingTotals {
  groupKey: string;
  period: string;
  planId: number;
  planName: string;
  cycles: BillingCycleResponse[];
}

/** Answer of GET /api/billing-cycles/{id}/subscribers: the cycle, its subscriber and that subscriber's cycles. */
export interface CycleSubscribersResponse {
  cycle: BillingCycleResponse;
  subscriber: SubscriberResponse;
  history: BillingCycleResponse[];
}
