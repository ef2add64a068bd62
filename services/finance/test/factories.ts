import { randomUUID } from 'node:crypto';
import {
  COMMERCE_EVENTS,
  GROUND_EVENTS,
  type BillingCyclePaidData,
  type BookingPaymentData,
  type BudgetPayload,
  type EventEnvelope,
  type ExpensePayload,
  type IncomePayload,
  type OrderPaymentData,
} from '@cricket/contracts';
import type { ConsumerStatus } from '@cricket/service-kit';
import type { TestService } from '@cricket/service-kit/testing';
import { INCOME_CONSUMER } from '../src/income/income-events.consumer';

/** Test data for the finance service's medium tests (CONVENTIONS.md: factories). */
export { actor, type Actor } from '@cricket/service-kit/testing';

export function newExpense(overrides: Partial<ExpensePayload> = {}): ExpensePayload {
  return { amountPaise: 150_000, category: 'equipment', date: '2026-11-02', description: 'New bats', vendor: 'Sports Hub', paymentMethod: 'upi', ...overrides };
}

export function newIncome(overrides: Partial<IncomePayload> = {}): IncomePayload {
  return { amountPaise: 500_000, source: 'sponsorship', date: '2026-11-03', description: 'Kit sponsor', payer: 'Acme', paymentMethod: 'bank_transfer', ...overrides };
}

export function newBudget(overrides: Partial<BudgetPayload> = {}): BudgetPayload {
  return { name: 'Kit for November', category: 'equipment', amountPaise: 1_000_000, startDate: '2026-11-01', endDate: '2026-11-30', ...overrides };
}

export function bookingPaymentEvent(
  type: string,
  data: Partial<BookingPaymentData> & { bookingId: number; workspaceId: number },
  occurredAt = '2026-11-10T09:30:00.000Z',
): EventEnvelope<BookingPaymentData> {
  return {
    id: randomUUID(),
    type,
    workspaceId: data.workspaceId,
    occurredAt,
    actorId: null,
    data: {
      groundId: 7,
      date: '2026-11-12',
      amountPaise: 240_000,
      paymentStatus: type === GROUND_EVENTS.bookingRefunded ? 'refunded' : 'paid',
      ...data,
    },
  };
}

function envelope<T extends { workspaceId: number }>(type: string, data: T, occurredAt: string): EventEnvelope<T> {
  return { id: randomUUID(), type, workspaceId: data.workspaceId, occurredAt, actorId: null, data };
}

/** commerce.order.paid / refunded of the seller's workspace. */
export function orderPaymentEvent(
  type: string,
  data: Partial<OrderPaymentData> & { orderId: number; workspaceId: number },
  occurredAt = '2026-11-14T09:30:00.000Z',
): EventEnvelope<OrderPaymentData> {
  const paymentStatus = type === COMMERCE_EVENTS.orderRefunded ? 'refunded' : 'paid';
  return envelope(type, { amountPaise: 129_900, date: '2026-11-14', paymentStatus, buyerName: 'Ravi Kumar', ...data }, occurredAt);
}

export function billingCyclePaidEvent(
  data: Partial<BillingCyclePaidData> & { billingCycleId: number; workspaceId: number },
  occurredAt = '2026-11-05T09:30:00.000Z',
): EventEnvelope<BillingCyclePaidData> {
  return envelope(
    COMMERCE_EVENTS.billingCyclePaid,
    { amountPaise: 99_900, date: '2026-11-05', period: '2026-11', subscriberId: 3, subscriberName: 'Meera Nair', planId: 2, planName: 'Academy Monthly', ...data },
    occurredAt,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a read until it passes: events arrive asynchronously over NATS. */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let attempt = 0; attempt < 100 && !check(value); attempt++) {
    await sleep(50);
    value = await read();
  }
  return value;
}

/**
 * Waits until the income consumer has nothing waiting on the bus (its lag on /health): a delivery is
 * acknowledged only after its transaction committed, so every event published before is applied.
 */
export async function incomeCaughtUp(finance: TestService): Promise<void> {
  const waiting = async () => {
    const { consumers } = (await finance.http().get('/health').expect(200)).body as { consumers: ConsumerStatus[] };
    return consumers.find((status) => status.consumer === INCOME_CONSUMER)?.events;
  };
  const left = await eventually(waiting, (events) => events === 0);
  if (left !== 0) throw new Error(`${INCOME_CONSUMER} still has ${left} events waiting`);
}
