import {
  COMMERCE_EVENTS,
  FINANCE_LIMITS,
  GROUND_EVENTS,
  isIsoDate,
  isOutsideDateYears,
  type ConsumedEvent,
  type IncomeOriginType,
  type IncomeSource,
} from '@cricket/contracts';

/** The other area's record an income entry follows: one entry per origin at most. */
export interface IncomeOrigin {
  originType: IncomeOriginType;
  originId: string;
}

/** Money in: the entry to keep for the origin. */
export interface IncomeRecord extends IncomeOrigin {
  action: 'record';
  workspaceId: number;
  amountPaise: number;
  source: IncomeSource;
  date: string;
  description: string;
  payer: string | null;
}

/** Money given back: the origin's entry goes. */
export interface IncomeReversal extends IncomeOrigin {
  action: 'reverse';
}

export type IncomeChange = IncomeRecord | IncomeReversal;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
// Cut to the column's length: an event's text comes from another service and must not make the row unwritable.
const withinTextMax = (value: string): string => value.slice(0, FINANCE_LIMITS.textMax);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? withinTextMax(value.trim()) : null);

/** Income of `workspaceId` for an origin, when the event names them all. */
function record(
  origin: { originType: IncomeOriginType; id: unknown },
  payment: { workspaceId: unknown; amountPaise: unknown },
  fields: { source: IncomeSource; date: unknown; description: string; payer: unknown },
): IncomeRecord | null {
  if (!isId(origin.id) || !isId(payment.workspaceId) || !isAmount(payment.amountPaise)) return null;
  // A date outside the stored years is as unreadable as a malformed one.
  if (!isIsoDate(fields.date) || isOutsideDateYears(fields.date)) return null;
  return {
    action: 'record',
    originType: origin.originType,
    originId: String(origin.id),
    workspaceId: payment.workspaceId,
    amountPaise: payment.amountPaise,
    source: fields.source,
    date: fields.date,
    description: withinTextMax(fields.description),
    payer: textOrNull(fields.payer),
  };
}

function reverse(originType: IncomeOriginType, id: unknown): IncomeReversal | null {
  return isId(id) ? { action: 'reverse', originType, originId: String(id) } : null;
}

/**
 * One subject per entity, so a payment and its refund reach the consumer in order
 * (each subject has its own durable consumer).
 */
export const INCOME_SUBJECTS = ['grounds.booking.*', 'commerce.order.*', 'commerce.billing_cycle.*'] as const;
export type IncomeEvent = ConsumedEvent<(typeof INCOME_SUBJECTS)[number]>;

/** The events that move income (issue #10); the subjects' others (a booking made) do not. */
const MOVING_INCOME = [GROUND_EVENTS.bookingPaid, GROUND_EVENTS.bookingRefunded, COMMERCE_EVENTS.orderPaid, COMMERCE_EVENTS.orderRefunded, COMMERCE_EVENTS.billingCyclePaid] as const;
type IncomeMovingEvent = ConsumedEvent<(typeof MOVING_INCOME)[number]>;
const movingTypes = new Set<string>(MOVING_INCOME);

export function movesIncome(event: IncomeEvent): event is IncomeMovingEvent {
  return movingTypes.has(event.type);
}

/** How the event moves income; null when it is malformed (its values come from another service). */
export function incomeChangeOf(event: IncomeMovingEvent): IncomeChange | null {
  switch (event.type) {
    case GROUND_EVENTS.bookingPaid: {
      const { bookingId, date, payerName } = event.data;
      // Revenue counts on the day the money came in, not the day of play.
      return record({ originType: 'ground_booking', id: bookingId }, event.data, {
        source: 'ground_bookings',
        date: event.occurredAt.slice(0, 10),
        description: `Ground booking #${bookingId} for ${date}`,
        // Events written before the payer was named carry none: textOrNull reads the absent field as null.
        payer: payerName,
      });
    }
    case GROUND_EVENTS.bookingRefunded:
      return reverse('ground_booking', event.data.bookingId);
    case COMMERCE_EVENTS.orderPaid: {
      const { orderId, date, buyerName } = event.data;
      return record({ originType: 'order', id: orderId }, event.data, { source: 'product_sales', date, description: `Order #${orderId}`, payer: buyerName });
    }
    case COMMERCE_EVENTS.orderRefunded:
      return reverse('order', event.data.orderId);
    case COMMERCE_EVENTS.billingCyclePaid: {
      const { billingCycleId, date, planName, period, subscriberName } = event.data;
      return record({ originType: 'billing_cycle', id: billingCycleId }, event.data, {
        source: 'subscriptions',
        date,
        description: `${planName} subscription for ${period}`,
        payer: subscriberName,
      });
    }
  }
}
