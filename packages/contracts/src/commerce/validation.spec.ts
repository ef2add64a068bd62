import { BILLING_MESSAGES, LISTING_MESSAGES, ORDER_MESSAGES, PLAN_MESSAGES, PRODUCT_MESSAGES, SUBSCRIBER_MESSAGES } from './messages';
import { parseWith } from '../validation';
import {
  checkoutBody,
  cycleStatusBody,
  generateCyclesBody,
  listingBody,
  listingResourceType,
  planBody,
  productBody,
  productQuickEditBody,
  subscriberBody,
} from './validation';

const parseProductPayload = (input: unknown) => parseWith(productBody, input);
const parseProductQuickEdit = (input: unknown) => parseWith(productQuickEditBody, input);
const parseCheckoutPayload = (input: unknown) => parseWith(checkoutBody, input);
const parseListingResourceType = (input: unknown) => parseWith(listingResourceType, input);
const parseListingPayload = (input: unknown) => parseWith(listingBody, input);
const parsePlanPayload = (input: unknown) => parseWith(planBody, input);
const parseSubscriberPayload = (input: unknown) => parseWith(subscriberBody, input);
const parseGenerateCycles = (input: unknown, today: string) => parseWith(generateCyclesBody(() => today), input);
const parseCycleStatus = (input: unknown) => parseWith(cycleStatusBody, input);

const message = (parsed: { ok: boolean; message?: string }) => (parsed.ok ? null : parsed.message);

describe('commerce parsers', () => {
  const product = { name: ' English willow bat ', category: 'bats', pricePaise: 450000, stock: 3, condition: 'new' };

  it('reads a product with defaults and trimmed text', () => {
    expect(parseProductPayload(product)).toEqual({
      ok: true,
      value: { ...product, name: 'English willow bat', description: null, images: [], status: 'active' },
    });
    expect(parseProductPayload({ ...product, pricePaise: '1200', stock: '0' })).toMatchObject({ ok: true, value: { pricePaise: 1200, stock: 0 } });
  });

  it.each([
    [{ ...product, name: '  ' }, PRODUCT_MESSAGES.name],
    [{ ...product, category: 'stumps' }, PRODUCT_MESSAGES.category],
    [{ ...product, pricePaise: undefined }, PRODUCT_MESSAGES.price],
    [{ ...product, pricePaise: -1 }, PRODUCT_MESSAGES.priceNegative],
    [{ ...product, pricePaise: 10.5 }, PRODUCT_MESSAGES.priceWhole],
    [{ ...product, stock: -1 }, PRODUCT_MESSAGES.stock],
    [{ ...product, condition: 'mint' }, PRODUCT_MESSAGES.condition],
    [{ ...product, images: ['javascript:alert(1)'] }, PRODUCT_MESSAGES.image],
    [{ ...product, status: 'sold' }, PRODUCT_MESSAGES.status],
  ])('refuses a bad product: %#', (body, expected) => {
    expect(message(parseProductPayload(body))).toBe(expected);
  });

  it('quick edit needs a price or a stock', () => {
    expect(message(parseProductQuickEdit({}))).toBe(PRODUCT_MESSAGES.quickEdit);
    expect(parseProductQuickEdit({ stock: 4 })).toEqual({ ok: true, value: { stock: 4 } });
  });

  const checkout = { items: [{ productId: 1, quantity: 2 }], contactName: 'Ravi', contactPhone: '98765', deliveryAddress: '1 MG Road', deliveryCity: 'Pune' };

  it('reads a checkout with offline payment', () => {
    expect(parseCheckoutPayload(checkout)).toMatchObject({ ok: true, value: { paymentMethod: 'offline', contactEmail: null, notes: null } });
  });

  it.each([
    [{ ...checkout, items: [] }, ORDER_MESSAGES.items],
    [{ ...checkout, items: [{ productId: 0, quantity: 1 }] }, ORDER_MESSAGES.productId],
    [{ ...checkout, items: [{ productId: 1, quantity: 0 }] }, ORDER_MESSAGES.quantity],
    [{ ...checkout, items: [{ productId: 1, quantity: 1 }, { productId: 1, quantity: 2 }] }, ORDER_MESSAGES.duplicateProduct],
    [{ ...checkout, contactPhone: '' }, ORDER_MESSAGES.contactPhone],
    [{ ...checkout, contactEmail: 'nope' }, ORDER_MESSAGES.contactEmail],
    [{ ...checkout, deliveryPincode: '12' }, ORDER_MESSAGES.deliveryPincode],
    [{ ...checkout, paymentMethod: 'online' }, ORDER_MESSAGES.onlyOffline],
  ])('refuses a bad checkout: %#', (body, expected) => {
    expect(message(parseCheckoutPayload(body))).toBe(expected);
  });

  it('maps a listing type with the core §3 rule and refuses what it cannot map', () => {
    expect(parseListingResourceType('coach')).toEqual({ ok: true, value: 'PLAYER' });
    expect(parseListingResourceType('UMPIRE_SCORER')).toEqual({ ok: true, value: 'UMPIRE' });
    expect(message(parseListingResourceType(''))).toBe(LISTING_MESSAGES.resourceType);
    expect(message(parseListingResourceType(7))).toBe(LISTING_MESSAGES.resourceType);
    expect(message(parseListingResourceType('juggler'))).toBe(LISTING_MESSAGES.resourceTypeUnknown);
  });

  it('reads a listing and refuses a bad date or contact preference', () => {
    const listing = { kind: 'looking_for', resourceType: 'umpire', title: 'Umpire for Sunday', location: 'Pune', contactPreference: 'phone' };
    expect(parseListingPayload(listing)).toMatchObject({ ok: true, value: { resourceType: 'UMPIRE', status: 'open', date: null } });
    expect(message(parseListingPayload({ ...listing, date: '2026-02-30' }))).toBe(LISTING_MESSAGES.date);
    expect(message(parseListingPayload({ ...listing, date: '9999-12-31' }))).toBe(LISTING_MESSAGES.dateYears);
    expect(message(parseListingPayload({ ...listing, contactPreference: 'fax' }))).toBe(LISTING_MESSAGES.contactPreference);
    expect(message(parseListingPayload({ ...listing, kind: 'selling' }))).toBe(LISTING_MESSAGES.kind);
  });

  it('reads plans and subscribers', () => {
    expect(parsePlanPayload({ name: 'Gold', pricePaise: 90000, period: 'quarterly', features: [' Nets ', ''] })).toMatchObject({
      ok: true,
      value: { features: ['Nets'], description: null },
    });
    expect(message(parsePlanPayload({ name: 'Gold', pricePaise: 1, period: 'weekly' }))).toBe(PLAN_MESSAGES.period);
    const subscriber = { planId: 1, name: 'Outside Person', startDate: '2026-11-01' };
    expect(parseSubscriberPayload(subscriber)).toMatchObject({ ok: true, value: { userId: null, status: 'active' } });
    expect(message(parseSubscriberPayload({ ...subscriber, planId: undefined }))).toBe(SUBSCRIBER_MESSAGES.planId);
    expect(message(parseSubscriberPayload({ ...subscriber, userId: 'x' }))).toBe(SUBSCRIBER_MESSAGES.userId);
    expect(message(parseSubscriberPayload({ ...subscriber, startDate: '' }))).toBe(SUBSCRIBER_MESSAGES.startDate);
    expect(message(parseSubscriberPayload({ ...subscriber, startDate: '01/11/2026' }))).toBe(SUBSCRIBER_MESSAGES.startDateFormat);
    expect(message(parseSubscriberPayload({ ...subscriber, startDate: '0000-01-01' }))).toBe(SUBSCRIBER_MESSAGES.startDateYears);
  });

  it('reads billing bodies', () => {
    const today = '2026-11-21';
    expect(parseGenerateCycles({ period: '2026-11' }, today)).toEqual({ ok: true, value: { period: '2026-11' } });
    expect(parseGenerateCycles({ period: '2026-12' }, today)).toEqual({ ok: true, value: { period: '2026-12' } });
    expect(message(parseGenerateCycles({ period: '2026-11-01' }, today))).toBe(BILLING_MESSAGES.period);
    expect(message(parseGenerateCycles({ period: '2027-01' }, today))).toBe(BILLING_MESSAGES.periodAfterNextMonth('2026-12'));
    expect(message(parseGenerateCycles({ period: '9999-12' }, today))).toBe(BILLING_MESSAGES.periodYears);
    expect(message(parseGenerateCycles({ period: '0000-01' }, today))).toBe(BILLING_MESSAGES.periodYears);
    expect(parseCycleStatus({ status: 'paid', paymentMethod: 'upi' })).toEqual({ ok: true, value: { status: 'paid', paymentMethod: 'upi', note: null } });
    expect(message(parseCycleStatus({ status: 'overdue' }))).toBe(BILLING_MESSAGES.status);
    expect(message(parseCycleStatus({ status: 'paid', paymentMethod: 'barter' }))).toBe(BILLING_MESSAGES.paymentMethod);
  });
});
