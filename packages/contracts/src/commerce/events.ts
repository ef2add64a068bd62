import type { OrderPaymentStatus } from './model';

/** Subjects `commerce.<entity>.<event>`: paid orders and billing cycles are income the finance area counts; refunds reverse it. */
export const COMMERCE_EVENTS = {
  orderPaid: 'commerce.order.paid',
  orderRefunded: 'commerce.order.refunded',
  billingCyclePaid: 'commerce.billing_cycle.paid',
} as const;

/** Data of commerce.order.paid / refunded: income (or its reversal) of the seller's workspace. */
export interface OrderPaymentData {
  orderId: number;
  workspaceId: number;
  /** Integer paise. */
  amountPaise: number;
  /** YYYY-MM-DD the payment was marked. */
  date: string;
  paymentStatus: OrderPaymentStatus;
  buyerName: string;
}

/** Data of commerce.billing_cycle.paid: a subscription fee collected by the workspace. */
export interface BillingCyclePaidData {
  billingCycleId: number;
  workspaceId: number;
  /** Integer paise. */
  amountPaise: number;
  /** YYYY-MM-DD the cycle was marked paid. */
  date: string;
  period: string;
  subscriberId: number;
  subscriberName: string;
  planId: number;
  planName: string;
}
