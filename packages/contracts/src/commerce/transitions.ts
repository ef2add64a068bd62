import { ORDER_MESSAGES } from './messages';
import type { BillingCycleStatus, ListingStatus, OrderPaymentStatus, OrderStatus, SubscriberStatus } from './model';

/** Order status: pending → confirmed → shipped → delivered, or cancelled before shipping (stock returned). */
export const ORDER_STATUS_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const ORDER_PAYMENT_TRANSITIONS: Record<OrderPaymentStatus, readonly OrderPaymentStatus[]> = {
  pending: ['paid'],
  paid: ['refunded'],
  refunded: [],
};

export const LISTING_STATUS_TRANSITIONS: Record<ListingStatus, readonly ListingStatus[]> = {
  open: ['closed'],
  closed: ['open'],
};

export const SUBSCRIBER_STATUS_TRANSITIONS: Record<SubscriberStatus, readonly SubscriberStatus[]> = {
  active: ['paused', 'cancelled'],
  paused: ['active', 'cancelled'],
  cancelled: [],
};

/** A cycle is settled once: paid or waived, from pending or overdue. */
export const BILLING_CYCLE_TRANSITIONS: Record<BillingCycleStatus, readonly BillingCycleStatus[]> = {
  pending: ['paid', 'waived'],
  overdue: ['paid', 'waived'],
  paid: [],
  waived: [],
};

const allowed = <S extends string>(table: Record<S, readonly S[]>, from: S, to: S) => table[from]?.includes(to) ?? false;

export const canTransitionOrderStatus = (from: OrderStatus, to: OrderStatus) => allowed(ORDER_STATUS_TRANSITIONS, from, to);
export const canTransitionOrderPayment = (from: OrderPaymentStatus, to: OrderPaymentStatus) => allowed(ORDER_PAYMENT_TRANSITIONS, from, to);
export const canTransitionListingStatus = (from: ListingStatus, to: ListingStatus) => allowed(LISTING_STATUS_TRANSITIONS, from, to);
export const canTransitionSubscriberStatus = (from: SubscriberStatus, to: SubscriberStatus) => allowed(SUBSCRIBER_STATUS_TRANSITIONS, from, to);
export const canTransitionBillingCycle = (from: BillingCycleStatus, to: BillingCycleStatus) => allowed(BILLING_CYCLE_TRANSITIONS, from, to);

/** Who acts on an order: the seller's order desk (catalog edit in its workspace) and whether they placed it. */
export interface OrderActor {
  canManage: boolean;
  isBuyer: boolean;
}

/** Status changes this actor may make now: the seller moves an order along; the buyer cancels their own pending order. */
export function allowedOrderStatusChanges(order: { status: OrderStatus }, actor: OrderActor): OrderStatus[] {
  return ORDER_STATUS_TRANSITIONS[order.status].filter(
    (to) => actor.canManage || (actor.isBuyer && order.status === 'pending' && to === 'cancelled'),
  );
}

/**
 * Why this order cannot take this payment change, or null: the payment table above, and a
 * cancelled order is never paid (a payment taken before it was cancelled can still be refunded).
 */
export function orderPaymentRefusal(order: { status: OrderStatus; paymentStatus: OrderPaymentStatus }, to: OrderPaymentStatus): string | null {
  if (!canTransitionOrderPayment(order.paymentStatus, to)) return ORDER_MESSAGES.illegalPayment(order.paymentStatus, to);
  return order.status === 'cancelled' && to === 'paid' ? ORDER_MESSAGES.cancelledUnpaid : null;
}

/** Payment changes this actor may make now: the seller only (offline payment is collected by the seller). */
export function allowedOrderPaymentChanges(order: { status: OrderStatus; paymentStatus: OrderPaymentStatus }, actor: OrderActor): OrderPaymentStatus[] {
  if (!actor.canManage) return [];
  return ORDER_PAYMENT_TRANSITIONS[order.paymentStatus].filter((to) => orderPaymentRefusal(order, to) === null);
}
