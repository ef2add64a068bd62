import {
  BILLING_CYCLE_STATUS_LABELS,
  LISTING_STATUS_LABELS,
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  PRODUCT_STATUS_LABELS,
  SUBSCRIBER_STATUS_LABELS,
} from '@cricket/contracts';
import { Tag } from 'antd';

const LABELS = {
  order: ORDER_STATUS_LABELS,
  payment: ORDER_PAYMENT_STATUS_LABELS,
  product: PRODUCT_STATUS_LABELS,
  listing: LISTING_STATUS_LABELS,
  subscriber: SUBSCRIBER_STATUS_LABELS,
  cycle: BILLING_CYCLE_STATUS_LABELS,
} as const;

const COLORS: Record<string, string> = {
  pending: 'gold',
  confirmed: 'blue',
  shipped: 'geekblue',
  delivered: 'green',
  cancelled: 'red',
  paid: 'green',
  refunded: 'purple',
  active: 'green',
  inactive: 'default',
  open: 'green',
  closed: 'default',
  paused: 'orange',
  overdue: 'red',
  waived: 'default',
};

export type StatusKind = keyof typeof LABELS;

/** A status as a coloured tag with its label from contracts. */
export function StatusTag({ kind, status }: { kind: StatusKind; status: string }) {
  const labels = LABELS[kind] as Record<string, string>;
  return <Tag color={COLORS[status] ?? 'default'}>{labels[status] ?? status}</Tag>;
}
