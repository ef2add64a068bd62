import { BOOKING_STATUSES, PAYMENT_STATUSES, type BookingStatus, type PaymentStatus } from './model';
import { BOOKING_MESSAGES } from './messages';
import { allowedPaymentChanges, allowedStatusChanges, canTransitionBookingStatus, canTransitionPaymentStatus, paymentChangeRefusal } from './transitions';
import { decidePermission } from '../permissions';

const allowedStatus: [BookingStatus, BookingStatus][] = [
  ['pending', 'confirmed'],
  ['pending', 'cancelled'],
];
const allowedPayment: [PaymentStatus, PaymentStatus][] = [
  ['pending', 'paid'],
  ['paid', 'refunded'],
];
const pairs = <T>(values: readonly T[]): [T, T][] => values.flatMap((a) => values.map((b): [T, T] => [a, b]));

describe('booking status transitions (booking §4)', () => {
  it.each(pairs(BOOKING_STATUSES))('%s → %s', (from, to) => {
    const expected = allowedStatus.some(([f, t]) => f === from && t === to);
    expect(canTransitionBookingStatus(from, to)).toBe(expected);
  });

  it('lets managers confirm or cancel a pending booking and the owner only cancel it', () => {
    expect(allowedStatusChanges({ status: 'pending' }, { canManage: true, isOwner: false })).toEqual(['confirmed', 'cancelled']);
    expect(allowedStatusChanges({ status: 'pending' }, { canManage: false, isOwner: true })).toEqual(['cancelled']);
    expect(allowedStatusChanges({ status: 'pending' }, { canManage: false, isOwner: false })).toEqual([]);
  });

  it('offers no status action on confirmed or cancelled bookings', () => {
    for (const status of ['confirmed', 'cancelled'] as const) {
      expect(allowedStatusChanges({ status }, { canManage: true, isOwner: true })).toEqual([]);
    }
  });
});

describe('payment status transitions (booking §4)', () => {
  it.each(pairs(PAYMENT_STATUSES))('%s → %s', (from, to) => {
    const expected = allowedPayment.some(([f, t]) => f === from && t === to);
    expect(canTransitionPaymentStatus(from, to)).toBe(expected);
  });

  it('belongs to managers only', () => {
    expect(allowedPaymentChanges({ status: 'pending', paymentStatus: 'pending' }, { canManage: true, isOwner: false })).toEqual(['paid']);
    expect(allowedPaymentChanges({ status: 'confirmed', paymentStatus: 'paid' }, { canManage: true, isOwner: false })).toEqual(['refunded']);
    expect(allowedPaymentChanges({ status: 'confirmed', paymentStatus: 'refunded' }, { canManage: true, isOwner: false })).toEqual([]);
    expect(allowedPaymentChanges({ status: 'pending', paymentStatus: 'pending' }, { canManage: false, isOwner: true })).toEqual([]);
  });

  it('never takes payment for a cancelled booking, and still refunds one paid before it was cancelled', () => {
    expect(allowedPaymentChanges({ status: 'cancelled', paymentStatus: 'pending' }, { canManage: true, isOwner: false })).toEqual([]);
    expect(allowedPaymentChanges({ status: 'cancelled', paymentStatus: 'paid' }, { canManage: true, isOwner: false })).toEqual(['refunded']);
    expect(paymentChangeRefusal({ status: 'cancelled', paymentStatus: 'pending' }, 'paid')).toBe(BOOKING_MESSAGES.cancelledUnpaid);
    expect(paymentChangeRefusal({ status: 'cancelled', paymentStatus: 'paid' }, 'paid')).toBe(BOOKING_MESSAGES.illegalPayment('paid', 'paid'));
    expect(paymentChangeRefusal({ status: 'confirmed', paymentStatus: 'pending' }, 'paid')).toBeNull();
  });
});

// Booking §6: managing grounds, bookings, payments and manual bookings is the decision for grounds/edit.
describe('managing grounds (booking §6)', () => {
  const member = { role: 'player', workspaceId: 1, workspaceRole: 'member', permissions: [] };
  const groundsRow = (canEdit: boolean) => ({ module: 'grounds' as const, canView: true, canCreate: false, canEdit, canDelete: false });
  it.each([
    ['a global admin', { ...member, role: 'admin' }, true],
    ['a workspace admin', { ...member, workspaceRole: 'admin' }, true],
    ['a member with grounds canEdit', { ...member, permissions: [groundsRow(true)] }, true],
    ['a member without it', { ...member, permissions: [groundsRow(false)] }, false],
    ['a read-only member even with a grounds row', { ...member, workspaceRole: 'workspace_readonly', permissions: [groundsRow(true)] }, false],
  ])('%s → %s', (_label, subject, expected) => {
    expect(decidePermission(subject, 'grounds', 'edit')).toBe(expected);
  });
});
