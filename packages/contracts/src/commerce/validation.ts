import { isFinancePaymentMethod, type FinancePaymentMethod } from '../finance/model';
import { isIsoDate } from '../matches/dates';
import { mapResourceType, type ResourceType } from '../resources';
import { isOutsideDateYears } from '../validation/dates';
import { isImageReference } from '../validation/image';
import { generationPeriodProblem } from './billing';
import { BILLING_MESSAGES, COMMERCE_DEFAULTS, COMMERCE_LIMITS, LISTING_MESSAGES, ORDER_MESSAGES, PLAN_MESSAGES, PRODUCT_MESSAGES, SUBSCRIBER_MESSAGES } from './messages';
import {
  isContactPreference,
  isListingKind,
  isListingStatus,
  isOrderPaymentStatus,
  isOrderStatus,
  isPlanPeriod,
  isProductCategory,
  isProductCondition,
  isProductStatus,
  isSubscriberStatus,
  type OrderPaymentStatus,
  type OrderStatus,
  type ListingStatus,
  type SubscriberStatus,
} from './model';
import type {
  CartItem,
  CheckoutPayload,
  ListingPayload,
  ListingReplyPayload,
  PlanPayload,
  ProductPayload,
  ProductQuickEditPayload,
  SubscriberPayload,
} from './types';

/**
 * Parsers shared by the commerce forms and services/commerce: each answers the first failing
 * field's message in the form's order, or the trimmed value with optional fields made explicit.
 */
export type CommerceParsed<T> = { ok: true; value: T } | { ok: false; message: string };

class Invalid extends Error {}
const fail = (message: string): never => {
  throw new Invalid(message);
};
function parse<T>(build: () => T): CommerceParsed<T> {
  try {
    return { ok: true, value: build() };
  } catch (error) {
    if (error instanceof Invalid) return { ok: false, message: error.message };
    throw error;
  }
}

type Body = Record<string, unknown>;
const asBody = (input: unknown): Body => (input && typeof input === 'object' && !Array.isArray(input) ? (input as Body) : {});
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function requiredText(value: unknown, max: number, missing: string, tooLong: string): string {
  if (typeof value !== 'string' || value.trim() === '') fail(missing);
  const text = (value as string).trim();
  if (text.length > max) fail(tooLong);
  return text;
}

function optionalText(value: unknown, max: number, message: string): string | null {
  if (isBlank(value)) return null;
  if (typeof value !== 'string' || value.trim().length > max) fail(message);
  return (value as string).trim();
}

/** A number, or its decimal text as forms send it. */
function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

const isPositiveId = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function pricePaise(value: unknown, messages: typeof PRODUCT_MESSAGES | typeof PLAN_MESSAGES): number {
  if (isBlank(value)) fail(messages.price);
  const price = numberOf(value);
  if (price === null) return fail(messages.price);
  if (price < 0) fail(messages.priceNegative);
  if (!Number.isInteger(price)) fail(messages.priceWhole);
  if (price > COMMERCE_LIMITS.priceMaxPaise) fail(messages.priceTooLarge);
  return price;
}

function stockOf(value: unknown): number {
  const stock = numberOf(value);
  if (stock === null || stock < 0 || !Number.isInteger(stock)) return fail(PRODUCT_MESSAGES.stock);
  if (stock > COMMERCE_LIMITS.stockMax) fail(PRODUCT_MESSAGES.stockTooLarge);
  return stock;
}


const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isEmail = (value: unknown): value is string => typeof value === 'string' && EMAIL.test(value);

export type ProductFields = Required<ProductPayload> & { description: string | null };

export function parseProductPayload(input: unknown): CommerceParsed<ProductFields> {
  return parse(() => {
    const body = asBody(input);
    const name = requiredText(body.name, COMMERCE_LIMITS.nameMax, PRODUCT_MESSAGES.name, PRODUCT_MESSAGES.nameTooLong);
    const description = optionalText(body.description, COMMERCE_LIMITS.textMax, PRODUCT_MESSAGES.description);
    if (!isProductCategory(body.category)) fail(PRODUCT_MESSAGES.category);
    const price = pricePaise(body.pricePaise, PRODUCT_MESSAGES);
    const stock = stockOf(body.stock);
    const condition = body.condition ?? COMMERCE_DEFAULTS.productCondition;
    if (!isProductCondition(condition)) fail(PRODUCT_MESSAGES.condition);
    const images = body.images ?? [];
    if (!Array.isArray(images) || images.length > COMMERCE_LIMITS.imagesMax) fail(PRODUCT_MESSAGES.images);
    if (!(images as unknown[]).every(isImageReference)) fail(PRODUCT_MESSAGES.image);
    const status = body.status ?? COMMERCE_DEFAULTS.productStatus;
    if (!isProductStatus(status)) fail(PRODUCT_MESSAGES.status);
    return {
      name,
      description,
      category: body.category as ProductFields['category'],
      pricePaise: price,
      stock,
      condition: condition as ProductFields['condition'],
      images: images as string[],
      status: status as ProductFields['status'],
    };
  });
}

/** The seller's inline quick edit of price and stock. */
export function parseProductQuickEdit(input: unknown): CommerceParsed<ProductQuickEditPayload> {
  return parse(() => {
    const body = asBody(input);
    if (body.pricePaise === undefined && body.stock === undefined) fail(PRODUCT_MESSAGES.quickEdit);
    const value: ProductQuickEditPayload = {};
    if (body.pricePaise !== undefined) value.pricePaise = pricePaise(body.pricePaise, PRODUCT_MESSAGES);
    if (body.stock !== undefined) value.stock = stockOf(body.stock);
    return value;
  });
}

export type CheckoutFields = Required<CheckoutPayload> & { contactEmail: string | null; deliveryPincode: string | null; notes: string | null };

export function parseCheckoutPayload(input: unknown): CommerceParsed<CheckoutFields> {
  return parse(() => {
    const body = asBody(input);
    if (!Array.isArray(body.items) || body.items.length === 0) fail(ORDER_MESSAGES.items);
    const lines = body.items as unknown[];
    if (lines.length > COMMERCE_LIMITS.cartLinesMax) fail(ORDER_MESSAGES.tooManyItems);
    const items: CartItem[] = lines.map((line) => {
      const item = asBody(line);
      const productId = numberOf(item.productId);
      if (!isPositiveId(productId)) fail(ORDER_MESSAGES.productId);
      const quantity = numberOf(item.quantity);
      if (quantity === null || !Number.isInteger(quantity) || quantity < 1 || quantity > COMMERCE_LIMITS.quantityMax) fail(ORDER_MESSAGES.quantity);
      return { productId: productId as number, quantity: quantity as number };
    });
    if (new Set(items.map((i) => i.productId)).size !== items.length) fail(ORDER_MESSAGES.duplicateProduct);
    const contactName = requiredText(body.contactName, COMMERCE_LIMITS.nameMax, ORDER_MESSAGES.contactName, ORDER_MESSAGES.contactName);
    const contactPhone = requiredText(body.contactPhone, COMMERCE_LIMITS.shortTextMax, ORDER_MESSAGES.contactPhone, ORDER_MESSAGES.contactPhone);
    const contactEmail = optionalText(body.contactEmail, COMMERCE_LIMITS.shortTextMax, ORDER_MESSAGES.contactEmail);
    if (contactEmail !== null && !isEmail(contactEmail)) fail(ORDER_MESSAGES.contactEmail);
    const deliveryAddress = requiredText(body.deliveryAddress, COMMERCE_LIMITS.textMax, ORDER_MESSAGES.deliveryAddress, ORDER_MESSAGES.deliveryAddress);
    const deliveryCity = requiredText(body.deliveryCity, COMMERCE_LIMITS.shortTextMax, ORDER_MESSAGES.deliveryCity, ORDER_MESSAGES.deliveryCity);
    const deliveryPincode = optionalText(body.deliveryPincode, COMMERCE_LIMITS.pincodeMax, ORDER_MESSAGES.deliveryPincode);
    if (deliveryPincode !== null && !/^\d{6}$/.test(deliveryPincode)) fail(ORDER_MESSAGES.deliveryPincode);
    const notes = optionalText(body.notes, COMMERCE_LIMITS.textMax, ORDER_MESSAGES.notes);
    const paymentMethod = body.paymentMethod ?? COMMERCE_DEFAULTS.orderPaymentMethod;
    if (paymentMethod !== 'offline') fail(ORDER_MESSAGES.onlyOffline);
    return { items, contactName, contactPhone, contactEmail, deliveryAddress, deliveryCity, deliveryPincode, notes, paymentMethod: 'offline' as const };
  });
}

export function parseOrderStatus(input: unknown): CommerceParsed<OrderStatus> {
  return parse(() => {
    const { status } = asBody(input);
    return isOrderStatus(status) ? status : fail(ORDER_MESSAGES.status);
  });
}

export function parseOrderPaymentStatus(input: unknown): CommerceParsed<OrderPaymentStatus> {
  return parse(() => {
    const { paymentStatus } = asBody(input);
    return isOrderPaymentStatus(paymentStatus) ? paymentStatus : fail(ORDER_MESSAGES.paymentStatus);
  });
}

/** Core §3's resource-type rule applied to a listing's type: non-string or empty input is refused with core §5's message. */
export function parseListingResourceType(value: unknown): CommerceParsed<ResourceType> {
  return parse(() => {
    if (typeof value !== 'string' || value.trim() === '') fail(LISTING_MESSAGES.resourceType);
    return mapResourceType(value) ?? fail(LISTING_MESSAGES.resourceTypeUnknown);
  });
}

export type ListingFields = Omit<Required<ListingPayload>, 'resourceType'> & {
  resourceType: ResourceType;
  description: string | null;
  date: string | null;
  contactDetails: string | null;
};

export function parseListingPayload(input: unknown): CommerceParsed<ListingFields> {
  return parse(() => {
    const body = asBody(input);
    if (!isListingKind(body.kind)) fail(LISTING_MESSAGES.kind);
    const type = parseListingResourceType(body.resourceType);
    if (!type.ok) fail(type.message);
    const title = requiredText(body.title, COMMERCE_LIMITS.titleMax, LISTING_MESSAGES.title, LISTING_MESSAGES.titleTooLong);
    const description = optionalText(body.description, COMMERCE_LIMITS.textMax, LISTING_MESSAGES.description);
    const location = requiredText(body.location, COMMERCE_LIMITS.shortTextMax, LISTING_MESSAGES.location, LISTING_MESSAGES.locationTooLong);
    const date = isBlank(body.date) ? null : body.date;
    if (isOutsideDateYears(date)) fail(LISTING_MESSAGES.dateYears);
    if (date !== null && !isIsoDate(date)) fail(LISTING_MESSAGES.date);
    if (!isContactPreference(body.contactPreference)) fail(LISTING_MESSAGES.contactPreference);
    const contactDetails = optionalText(body.contactDetails, COMMERCE_LIMITS.shortTextMax, LISTING_MESSAGES.contactDetails);
    const status = body.status ?? COMMERCE_DEFAULTS.listingStatus;
    if (!isListingStatus(status)) fail(LISTING_MESSAGES.status);
    return {
      kind: body.kind as ListingFields['kind'],
      resourceType: (type as { value: ResourceType }).value,
      title,
      description,
      location,
      date: date as string | null,
      contactPreference: body.contactPreference as ListingFields['contactPreference'],
      contactDetails,
      status: status as ListingStatus,
    };
  });
}

export function parseListingStatus(input: unknown): CommerceParsed<ListingStatus> {
  return parse(() => {
    const { status } = asBody(input);
    return isListingStatus(status) ? status : fail(LISTING_MESSAGES.status);
  });
}

export function parseListingReply(input: unknown): CommerceParsed<Required<ListingReplyPayload> & { contact: string | null }> {
  return parse(() => {
    const body = asBody(input);
    const message = requiredText(body.message, COMMERCE_LIMITS.textMax, LISTING_MESSAGES.responseMessage, LISTING_MESSAGES.responseTooLong);
    const contact = optionalText(body.contact, COMMERCE_LIMITS.shortTextMax, LISTING_MESSAGES.responseContact);
    return { message, contact };
  });
}

export type PlanFields = Required<PlanPayload> & { description: string | null };

export function parsePlanPayload(input: unknown): CommerceParsed<PlanFields> {
  return parse(() => {
    const body = asBody(input);
    const name = requiredText(body.name, COMMERCE_LIMITS.nameMax, PLAN_MESSAGES.name, PLAN_MESSAGES.nameTooLong);
    const description = optionalText(body.description, COMMERCE_LIMITS.textMax, PLAN_MESSAGES.description);
    const price = pricePaise(body.pricePaise, PLAN_MESSAGES);
    if (!isPlanPeriod(body.period)) fail(PLAN_MESSAGES.period);
    const features = body.features ?? [];
    if (!Array.isArray(features) || features.length > COMMERCE_LIMITS.featuresMax) fail(PLAN_MESSAGES.features);
    const cleaned = (features as unknown[]).map((f) => (typeof f === 'string' ? f.trim() : fail(PLAN_MESSAGES.features)) as string).filter(Boolean);
    if (cleaned.some((f) => f.length > COMMERCE_LIMITS.featureMax)) fail(PLAN_MESSAGES.features);
    return { name, description, pricePaise: price, period: body.period as PlanFields['period'], features: cleaned };
  });
}

export type SubscriberFields = Required<SubscriberPayload> & { userId: number | null; email: string | null; phone: string | null; notes: string | null };

export function parseSubscriberPayload(input: unknown): CommerceParsed<SubscriberFields> {
  return parse(() => {
    const body = asBody(input);
    const planId = numberOf(body.planId);
    if (!isPositiveId(planId)) fail(SUBSCRIBER_MESSAGES.planId);
    const userId = isBlank(body.userId) ? null : numberOf(body.userId);
    if (!isBlank(body.userId) && !isPositiveId(userId)) fail(SUBSCRIBER_MESSAGES.userId);
    const name = requiredText(body.name, COMMERCE_LIMITS.nameMax, SUBSCRIBER_MESSAGES.name, SUBSCRIBER_MESSAGES.nameTooLong);
    const email = optionalText(body.email, COMMERCE_LIMITS.shortTextMax, SUBSCRIBER_MESSAGES.email);
    if (email !== null && !isEmail(email)) fail(SUBSCRIBER_MESSAGES.email);
    const phone = optionalText(body.phone, COMMERCE_LIMITS.shortTextMax, SUBSCRIBER_MESSAGES.phone);
    if (isBlank(body.startDate)) fail(SUBSCRIBER_MESSAGES.startDate);
    if (isOutsideDateYears(body.startDate)) fail(SUBSCRIBER_MESSAGES.startDateYears);
    if (!isIsoDate(body.startDate)) fail(SUBSCRIBER_MESSAGES.startDateFormat);
    const status = body.status ?? COMMERCE_DEFAULTS.subscriberStatus;
    if (!isSubscriberStatus(status)) fail(SUBSCRIBER_MESSAGES.status);
    const notes = optionalText(body.notes, COMMERCE_LIMITS.textMax, SUBSCRIBER_MESSAGES.notes);
    return {
      planId: planId as number,
      userId,
      name,
      email,
      phone,
      startDate: body.startDate as string,
      status: status as SubscriberStatus,
      notes,
    };
  });
}

export function parseSubscriberStatus(input: unknown): CommerceParsed<SubscriberStatus> {
  return parse(() => {
    const { status } = asBody(input);
    return isSubscriberStatus(status) ? status : fail(SUBSCRIBER_MESSAGES.status);
  });
}

/** The month to generate cycles for, seen from `today` (YYYY-MM-DD). */
export function parseGenerateCycles(input: unknown, today: string): CommerceParsed<{ period: string }> {
  return parse(() => {
    const { period } = asBody(input);
    const problem = generationPeriodProblem(period, today);
    return problem ? fail(problem) : { period: period as string };
  });
}

export function parseCycleStatus(
  input: unknown,
): CommerceParsed<{ status: 'paid' | 'waived'; paymentMethod: FinancePaymentMethod | null; note: string | null }> {
  return parse(() => {
    const body = asBody(input);
    if (body.status !== 'paid' && body.status !== 'waived') fail(BILLING_MESSAGES.status);
    const paymentMethod = isBlank(body.paymentMethod) ? null : body.paymentMethod;
    if (paymentMethod !== null && !isFinancePaymentMethod(paymentMethod)) fail(BILLING_MESSAGES.paymentMethod);
    const note = optionalText(body.note, COMMERCE_LIMITS.textMax, BILLING_MESSAGES.note);
    return { status: body.status as 'paid' | 'waived', paymentMethod: paymentMethod as FinancePaymentMethod | null, note };
  });
}
