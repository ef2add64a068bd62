import {
  COMMERCE_EVENTS,
  FINANCE_LIMITS,
  GROUND_EVENTS,
  isIsoDate,
  isOutsideDateYears,
  type BillingCyclePaidData,
  type BookingPaymentData,
  type EventEnvelope,
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

type Data = Record<string, unknown>;
/** An event read as an income change; null when it lacks what the change needs. */
type IncomeReading = (event: EventEnvelope, data: Data) => IncomeChange | null;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
// Cut to the column's length: an event's text comes from another service and must not make the row unwritable.
const withinTextMax = (value: string): string => value.slice(0, FINANCE_LIMITS.textMax);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? withinTextMax(value.trim()) : null);

/** Income of `workspaceId` for an origin, when the event names them all. */
function record(
  origin: { originType: IncomeOriginType; id: unknown },
  data: Data,
  fields: { source: IncomeSource; date: unknown; description: string; payer: unknown },
): IncomeRecord | null {
  if (!isId(origin.id) || !isId(data.workspaceId) || !isAmount(data.amountPaise)) return null;
  // A date outside the stored years is as unreadable as a malformed one.
  if (!isIsoDate(fields.date) || isOutsideDateYears(fields.date)) return null;
  return {
    action: 'record',
    originType: origin.originType,
    originId: String(origin.id),
    workspaceId: data.workspaceId,
    amountPaise: data.amountPaise,
    source: fields.source,
    date: fields.date,
    description: withinTextMax(fields.description),
    payer: textOrNull(fields.payer),
  };
}

function reverse(originType: IncomeOriginType, id: unknown): IncomeReversal | null {
  return isId(id) ? { action: 'reverse', originType, originId: String(id) } : null;
}

/** The events that move income (issue #10), by subject. */
const READINGS: Record<string, IncomeReading> = {
  [GROUND_EVENTS.bookingPaid]: (event, data) => {
    const { bookingId, date } = data as Partial<BookingPaymentData>;
    // Revenue counts on the day the money came in, not the day of play.
    return record({ originType: 'ground_booking', id: bookingId }, data, {
      source: 'ground_bookings',
      date: event.occurredAt.slice(0, 10),
      description: `Ground booking #${bookingId} for ${date}`,
      payer: null,
    });
  },
  [GROUND_EVENTS.bookingRefunded]: (_event, data) => reverse('ground_booking', data.bookingId),
  [COMMERCE_EVENTS.orderPaid]: (_event, data) =>
    record({ originType: 'order', id: data.orderId }, data, {
      source: 'product_sales',
      date: data.date,
      description: `Order #${data.orderId}`,
      payer: data.buyerName,
    }),
  [COMMERCE_EVENTS.orderRefunded]: (_event, data) => reverse('order', data.orderId),
  [COMMERCE_EVENTS.billingCyclePaid]: (_event, data) => {
    const { billingCycleId, planName, period, subscriberName } = data as Partial<BillingCyclePaidData>;
    return record({ originType: 'billing_cycle', id: billingCycleId }, data, {
      source: 'subscriptions',
      date: data.date,
      description: `${planName} subscription for ${period}`,
      payer: subscriberName,
    });
  },
};

/**
 * One subject per entity, so a payment and its refund reach the consumer in order
 * (each subject has its own durable consumer).
 */
export const INCOME_SUBJECTS = ['grounds.booking.*', 'commerce.order.*', 'commerce.billing_cycle.*'];

export function movesIncome(event: EventEnvelope): boolean {
  return Object.hasOwn(READINGS, event.type);
}

/** How the event moves income; null when it is malformed. Only for events that move income. */
export function incomeChangeOf(event: EventEnvelope): IncomeChange | null {
  const data = event.data !== null && typeof event.data === 'object' ? (event.data as Data) : {};
  return READINGS[event.type](event, data);
}
