import {
  allowedOrderPaymentChanges,
  allowedOrderStatusChanges,
  canTransitionBillingCycle,
  canTransitionListingStatus,
  canTransitionOrderPayment,
  canTransitionOrderStatus,
  canTransitionSubscriberStatus,
  orderPaymentRefusal,
} from './transitions';
import { ORDER_MESSAGES } from './messages';

describe('commerce transitions', () => {
  it.each([
    ['pending', 'confirmed', true],
    ['confirmed', 'shipped', true],
    ['shipped', 'delivered', true],
    ['pending', 'cancelled', true],
    ['confirmed', 'cancelled', true],
    ['shipped', 'cancelled', false],
    ['delivered', 'cancelled', false],
    ['pending', 'shipped', false],
    ['cancelled', 'pending', false],
  ] as const)('order %s → %s: %s', (from, to, ok) => {
    expect(canTransitionOrderStatus(from, to)).toBe(ok);
  });

  it('payment goes pending → paid → refunded only', () => {
    expect(canTransitionOrderPayment('pending', 'paid')).toBe(true);
    expect(canTransitionOrderPayment('paid', 'refunded')).toBe(true);
    expect(canTransitionOrderPayment('pending', 'refunded')).toBe(false);
    expect(canTransitionOrderPayment('refunded', 'paid')).toBe(false);
  });

  it('the seller moves orders along; the buyer only cancels a pending one', () => {
    expect(allowedOrderStatusChanges({ status: 'pending' }, { canManage: true, isBuyer: false })).toEqual(['confirmed', 'cancelled']);
    expect(allowedOrderStatusChanges({ status: 'pending' }, { canManage: false, isBuyer: true })).toEqual(['cancelled']);
    expect(allowedOrderStatusChanges({ status: 'confirmed' }, { canManage: false, isBuyer: true })).toEqual([]);
    expect(allowedOrderPaymentChanges({ status: 'pending', paymentStatus: 'pending' }, { canManage: false, isBuyer: true })).toEqual([]);
    expect(allowedOrderPaymentChanges({ status: 'confirmed', paymentStatus: 'paid' }, { canManage: true, isBuyer: false })).toEqual(['refunded']);
  });

  it('never takes payment for a cancelled order, and still refunds one paid before it was cancelled', () => {
    const seller = { canManage: true, isBuyer: false };
    expect(allowedOrderPaymentChanges({ status: 'cancelled', paymentStatus: 'pending' }, seller)).toEqual([]);
    expect(allowedOrderPaymentChanges({ status: 'cancelled', paymentStatus: 'paid' }, seller)).toEqual(['refunded']);
    expect(orderPaymentRefusal({ status: 'cancelled', paymentStatus: 'pending' }, 'paid')).toBe(ORDER_MESSAGES.cancelledUnpaid);
    expect(orderPaymentRefusal({ status: 'delivered', paymentStatus: 'pending' }, 'paid')).toBeNull();
    expect(orderPaymentRefusal({ status: 'delivered', paymentStatus: 'refunded' }, 'paid')).toBe(ORDER_MESSAGES.illegalPayment('refunded', 'paid'));
  });

  it('listings open and close; subscribers pause, resume and cancel for good', () => {
    expect(canTransitionListingStatus('open', 'closed')).toBe(true);
    expect(canTransitionListingStatus('closed', 'open')).toBe(true);
    expect(canTransitionSubscriberStatus('active', 'paused')).toBe(true);
    expect(canTransitionSubscriberStatus('paused', 'active')).toBe(true);
    expect(canTransitionSubscriberStatus('cancelled', 'active')).toBe(false);
  });

  it('a billing cycle is settled once, from pending or overdue', () => {
    expect(canTransitionBillingCycle('pending', 'paid')).toBe(true);
    expect(canTransitionBillingCycle('overdue', 'waived')).toBe(true);
    expect(canTransitionBillingCycle('paid', 'waived')).toBe(false);
    expect(canTransitionBillingCycle('waived', 'paid')).toBe(false);
  });
});
