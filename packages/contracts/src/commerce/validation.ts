import { FINANCE_PAYMENT_METHODS } from '../finance/model';
import { isIsoDate } from '../matches/dates';
import { mapResourceType } from '../resources';
import {
  id,
  isImageReference,
  isOutsideDateYears,
  isValidEmail,
  numeric,
  oneOf,
  optional,
  optionalText,
  problemOf,
  requiredText,
  textThat,
  v,
  wholeNumber,
  type Schema,
} from '../validation';
import { billingPeriodProblem, generationPeriodProblem } from './billing';
import { COMMERCE_DEFAULTS } from './defaults';
import { BILLING_MESSAGES, COMMERCE_LIMITS, LISTING_MESSAGES, ORDER_MESSAGES, PLAN_MESSAGES, PRODUCT_MESSAGES, SUBSCRIBER_MESSAGES } from './messages';
import {
  BILLING_CYCLE_STATUSES,
  CATALOG_SORTS,
  CONTACT_PREFERENCES,
  LISTING_KINDS,
  LISTING_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
  PLAN_PERIODS,
  PRODUCT_CATEGORIES,
  PRODUCT_CONDITIONS,
  PRODUCT_STATUSES,
  SUBSCRIBER_STATUSES,
} from './model';

/**
 * The bodies and queries of services/commerce, checked by the service and by the commerce forms:
 * each answers the first failing field's message in the form's order, or the trimmed value with
 * optional fields made explicit.
 */

/** A YYYY-MM-DD date in the stored years; a year outside them is named before the format. */
const isoDate = (years: string, format: string) =>
  v.pipe(
    v.custom<string>((value) => !isOutsideDateYears(value), years),
    v.check((date) => isIsoDate(date), format),
    v.metadata({ type: 'string', format: 'date' }),
  );

/** Text that a rule of contracts answering its problem (or null) accepts; the rule's answer is the message. */
const withoutProblem = (problem: (value: unknown) => string | null) =>
  v.custom<string>((value) => problem(value) === null, (issue) => problem(issue.input) ?? issue.message);

const pricePaise = (messages: typeof PRODUCT_MESSAGES | typeof PLAN_MESSAGES) =>
  v.pipe(
    numeric(messages.price),
    v.finite(messages.price),
    v.minValue(0, messages.priceNegative),
    v.integer(messages.priceWhole),
    v.maxValue(COMMERCE_LIMITS.priceMaxPaise, messages.priceTooLarge),
  );

const stock = v.pipe(
  numeric(PRODUCT_MESSAGES.stock),
  v.minValue(0, PRODUCT_MESSAGES.stock),
  v.integer(PRODUCT_MESSAGES.stock),
  v.maxValue(COMMERCE_LIMITS.stockMax, PRODUCT_MESSAGES.stockTooLarge),
);

const email = (max: number, message: string) => v.pipe(optionalText(max, message), v.check((value) => value === null || isValidEmail(value), message));

export const productBody = v.object({
  name: requiredText(COMMERCE_LIMITS.nameMax, PRODUCT_MESSAGES.name, PRODUCT_MESSAGES.nameTooLong),
  description: optionalText(COMMERCE_LIMITS.textMax, PRODUCT_MESSAGES.description),
  category: oneOf(PRODUCT_CATEGORIES, PRODUCT_MESSAGES.category),
  pricePaise: pricePaise(PRODUCT_MESSAGES),
  stock,
  condition: v.nullish(oneOf(PRODUCT_CONDITIONS, PRODUCT_MESSAGES.condition), COMMERCE_DEFAULTS.productCondition),
  // The list's length is checked before its images, so a long list is named as such.
  images: v.nullish(
    v.pipe(
      v.array(v.unknown(), PRODUCT_MESSAGES.images),
      v.maxLength(COMMERCE_LIMITS.imagesMax, PRODUCT_MESSAGES.images),
      v.array(textThat(isImageReference, PRODUCT_MESSAGES.image)),
    ),
    [],
  ),
  status: v.nullish(oneOf(PRODUCT_STATUSES, PRODUCT_MESSAGES.status), COMMERCE_DEFAULTS.productStatus),
});
export type ProductFields = v.InferOutput<typeof productBody>;

/** The seller's inline quick edit of price and stock: either or both. */
export const productQuickEditBody = v.pipe(
  v.object({ pricePaise: v.optional(pricePaise(PRODUCT_MESSAGES)), stock: v.optional(stock) }),
  v.check((changes) => changes.pricePaise !== undefined || changes.stock !== undefined, PRODUCT_MESSAGES.quickEdit),
);
export type ProductQuickEdit = v.InferOutput<typeof productQuickEditBody>;

const cartLineEntries = {
  productId: id(ORDER_MESSAGES.productId),
  quantity: wholeNumber(1, COMMERCE_LIMITS.quantityMax, ORDER_MESSAGES.quantity),
};

/**
 * A line left without a field answers with that field's message (inside the checked list parseWith
 * cannot find the line's entries itself); a line that is not an object, with its first field's.
 */
const cartLine = v.object(cartLineEntries, (issue) => {
  const key = issue.path?.at(-1)?.key === 'quantity' ? 'quantity' : 'productId';
  return problemOf(cartLineEntries[key], undefined) ?? issue.message;
});

export const checkoutBody = v.object({
  // The cart's size is checked before its lines, and its lines before their products' uniqueness.
  items: v.pipe(
    v.array(v.unknown(), ORDER_MESSAGES.items),
    v.minLength(1, ORDER_MESSAGES.items),
    v.maxLength(COMMERCE_LIMITS.cartLinesMax, ORDER_MESSAGES.tooManyItems),
    v.array(cartLine),
    v.check((items) => new Set(items.map((item) => item.productId)).size === items.length, ORDER_MESSAGES.duplicateProduct),
  ),
  contactName: requiredText(COMMERCE_LIMITS.nameMax, ORDER_MESSAGES.contactName),
  contactPhone: requiredText(COMMERCE_LIMITS.shortTextMax, ORDER_MESSAGES.contactPhone),
  contactEmail: email(COMMERCE_LIMITS.shortTextMax, ORDER_MESSAGES.contactEmail),
  deliveryAddress: requiredText(COMMERCE_LIMITS.textMax, ORDER_MESSAGES.deliveryAddress),
  deliveryCity: requiredText(COMMERCE_LIMITS.shortTextMax, ORDER_MESSAGES.deliveryCity),
  deliveryPincode: v.pipe(
    optionalText(COMMERCE_LIMITS.pincodeMax, ORDER_MESSAGES.deliveryPincode),
    v.check((pincode) => pincode === null || /^\d{6}$/.test(pincode), ORDER_MESSAGES.deliveryPincode),
  ),
  notes: optionalText(COMMERCE_LIMITS.textMax, ORDER_MESSAGES.notes),
  paymentMethod: v.nullish(v.literal(COMMERCE_DEFAULTS.orderPaymentMethod, ORDER_MESSAGES.onlyOffline), COMMERCE_DEFAULTS.orderPaymentMethod),
});
export type CheckoutFields = v.InferOutput<typeof checkoutBody>;

export const orderStatusBody = v.object({ status: oneOf(ORDER_STATUSES, ORDER_MESSAGES.status) });
export const orderPaymentStatusBody = v.object({ paymentStatus: oneOf(ORDER_PAYMENT_STATUSES, ORDER_MESSAGES.paymentStatus) });

/** Core §3's resource-type rule applied to a listing's type: non-text or empty input is refused with core §5's message. */
export const listingResourceType = v.pipe(
  v.string(LISTING_MESSAGES.resourceType),
  v.trim(),
  v.nonEmpty(LISTING_MESSAGES.resourceType),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const type = mapResourceType(dataset.value);
    if (type) return type;
    addIssue({ message: LISTING_MESSAGES.resourceTypeUnknown });
    return NEVER;
  }),
);

export const listingBody = v.object({
  kind: oneOf(LISTING_KINDS, LISTING_MESSAGES.kind),
  resourceType: listingResourceType,
  title: requiredText(COMMERCE_LIMITS.titleMax, LISTING_MESSAGES.title, LISTING_MESSAGES.titleTooLong),
  description: optionalText(COMMERCE_LIMITS.textMax, LISTING_MESSAGES.description),
  location: requiredText(COMMERCE_LIMITS.shortTextMax, LISTING_MESSAGES.location, LISTING_MESSAGES.locationTooLong),
  date: optional(isoDate(LISTING_MESSAGES.dateYears, LISTING_MESSAGES.date)),
  contactPreference: oneOf(CONTACT_PREFERENCES, LISTING_MESSAGES.contactPreference),
  contactDetails: optionalText(COMMERCE_LIMITS.shortTextMax, LISTING_MESSAGES.contactDetails),
  status: v.nullish(oneOf(LISTING_STATUSES, LISTING_MESSAGES.status), COMMERCE_DEFAULTS.listingStatus),
});
export type ListingFields = v.InferOutput<typeof listingBody>;

export const listingStatusBody = v.object({ status: oneOf(LISTING_STATUSES, LISTING_MESSAGES.status) });

export const listingReplyBody = v.object({
  message: requiredText(COMMERCE_LIMITS.textMax, LISTING_MESSAGES.responseMessage, LISTING_MESSAGES.responseTooLong),
  contact: optionalText(COMMERCE_LIMITS.shortTextMax, LISTING_MESSAGES.responseContact),
});
export type ListingReplyFields = v.InferOutput<typeof listingReplyBody>;

export const planBody = v.object({
  name: requiredText(COMMERCE_LIMITS.nameMax, PLAN_MESSAGES.name, PLAN_MESSAGES.nameTooLong),
  description: optionalText(COMMERCE_LIMITS.textMax, PLAN_MESSAGES.description),
  pricePaise: pricePaise(PLAN_MESSAGES),
  period: oneOf(PLAN_PERIODS, PLAN_MESSAGES.period),
  // At most so many items as sent, blank ones included; blank ones are then dropped.
  features: v.nullish(
    v.pipe(
      v.array(v.pipe(v.string(PLAN_MESSAGES.features), v.trim(), v.maxLength(COMMERCE_LIMITS.featureMax, PLAN_MESSAGES.features)), PLAN_MESSAGES.features),
      v.maxLength(COMMERCE_LIMITS.featuresMax, PLAN_MESSAGES.features),
      v.filterItems((feature) => feature !== ''),
    ),
    [],
  ),
});
export type PlanFields = v.InferOutput<typeof planBody>;

export const subscriberBody = v.object({
  planId: id(SUBSCRIBER_MESSAGES.planId),
  userId: optional(id(SUBSCRIBER_MESSAGES.userId)),
  name: requiredText(COMMERCE_LIMITS.nameMax, SUBSCRIBER_MESSAGES.name, SUBSCRIBER_MESSAGES.nameTooLong),
  email: email(COMMERCE_LIMITS.shortTextMax, SUBSCRIBER_MESSAGES.email),
  phone: optionalText(COMMERCE_LIMITS.shortTextMax, SUBSCRIBER_MESSAGES.phone),
  startDate: v.nonNullable(optional(isoDate(SUBSCRIBER_MESSAGES.startDateYears, SUBSCRIBER_MESSAGES.startDateFormat)), SUBSCRIBER_MESSAGES.startDate),
  status: v.nullish(oneOf(SUBSCRIBER_STATUSES, SUBSCRIBER_MESSAGES.status), COMMERCE_DEFAULTS.subscriberStatus),
  notes: optionalText(COMMERCE_LIMITS.textMax, SUBSCRIBER_MESSAGES.notes),
});
export type SubscriberFields = v.InferOutput<typeof subscriberBody>;

export const subscriberStatusBody = v.object({ status: oneOf(SUBSCRIBER_STATUSES, SUBSCRIBER_MESSAGES.status) });

/** The month to generate cycles for, seen from `today()` (YYYY-MM-DD): at most next month. */
export const generateCyclesBody = (today: () => string) =>
  v.object({ period: withoutProblem((period) => generationPeriodProblem(period, today())) });

export const cycleStatusBody = v.object({
  status: oneOf(['paid', 'waived'], BILLING_MESSAGES.status),
  paymentMethod: optional(oneOf(FINANCE_PAYMENT_METHODS, BILLING_MESSAGES.paymentMethod)),
  note: optionalText(COMMERCE_LIMITS.textMax, BILLING_MESSAGES.note),
});
export type CycleStatusChange = v.InferOutput<typeof cycleStatusBody>;

/** A query-string value as trimmed text; absent, blank or repeated (a list) reads as absent. */
const queryText = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** A query-string filter: its trimmed text checked by `schema`; absent, blank or repeated is no filter (or `fallback`). */
const filter = <S extends Schema, const F extends v.InferInput<S> | undefined = undefined>(schema: S, fallback: F = undefined as F) =>
  v.optional(v.pipe(v.unknown(), v.metadata({ type: 'string' }), v.transform(queryText), v.optional(schema, fallback)), fallback);

const digits = /^\d+$/;

const priceFilter = v.pipe(v.string(), v.regex(digits, PRODUCT_MESSAGES.priceFilter), v.transform(Number));

/** GET /api/catalog: an unknown choice answers 400 rather than silently widening the list. */
export const catalogQuery = v.object({
  search: filter(v.string()),
  category: filter(oneOf(PRODUCT_CATEGORIES, PRODUCT_MESSAGES.category)),
  condition: filter(oneOf(PRODUCT_CONDITIONS, PRODUCT_MESSAGES.condition)),
  minPricePaise: filter(priceFilter),
  maxPricePaise: filter(priceFilter),
  sort: filter(oneOf(CATALOG_SORTS, PRODUCT_MESSAGES.sort), COMMERCE_DEFAULTS.catalogSort),
  // Only the exact text 'true' asks for products in stock.
  inStock: v.optional(v.pipe(v.unknown(), v.transform((value) => value === 'true')), false),
});
export type CatalogFilters = v.InferOutput<typeof catalogQuery>;

/** GET /api/orders/workspace. */
export const orderDeskQuery = v.object({ status: filter(oneOf(ORDER_STATUSES, ORDER_MESSAGES.status)) });

/** GET /api/listings: the type goes through core §3's mapping. */
export const listingQuery = v.object({
  type: filter(listingResourceType),
  kind: filter(oneOf(LISTING_KINDS, LISTING_MESSAGES.kind)),
  location: filter(v.string()),
  search: filter(v.string()),
});
export type ListingFilters = v.InferOutput<typeof listingQuery>;

/** GET /api/subscribers. */
export const subscriberQuery = v.object({
  status: filter(oneOf(SUBSCRIBER_STATUSES, SUBSCRIBER_MESSAGES.status)),
  planId: filter(v.pipe(v.string(), v.regex(digits, SUBSCRIBER_MESSAGES.planId), v.transform(Number))),
  search: filter(v.string()),
});

const periodFilter = filter(withoutProblem(billingPeriodProblem));
/** An id to filter by; what is not one filters nothing. */
const idFilter = filter(v.pipe(v.string(), v.transform((text) => (digits.test(text) ? Number(text) : undefined))));

/** GET /api/billing-cycles. */
export const billingCycleQuery = v.object({
  status: filter(oneOf(BILLING_CYCLE_STATUSES, BILLING_MESSAGES.status)),
  period: periodFilter,
  planId: idFilter,
  subscriberId: idFilter,
});

/** The months of the hierarchical view and the analytics: from and to, each optional. */
export const billingRangeQuery = v.pipe(
  v.object({ from: periodFilter, to: periodFilter }),
  v.check(({ from, to }) => !from || !to || to >= from, BILLING_MESSAGES.periodRange),
);
