import { FINANCE_PAYMENT_METHOD_LABELS } from '../finance/model';
import { RESOURCE_TYPES } from '../resources';
import { dateYearsMessage } from '../validation/dates';
import {
  CATALOG_SORTS,
  CONTACT_PREFERENCE_LABELS,
  LISTING_KIND_LABELS,
  PLAN_PERIOD_LABELS,
  PRODUCT_CATEGORY_LABELS,
  PRODUCT_CONDITION_LABELS,
  SUBSCRIBER_STATUS_LABELS,
} from './model';

export const COMMERCE_LIMITS = {
  nameMax: 120,
  titleMax: 150,
  textMax: 2000,
  shortTextMax: 200,
  /** An Indian PIN code. */
  pincodeMax: 6,
  /** ₹10 lakh per product or plan keeps a typo (extra zeros) from distorting totals. */
  priceMaxPaise: 100_000_000,
  stockMax: 100_000,
  quantityMax: 100,
  cartLinesMax: 50,
  imagesMax: 5,
  featuresMax: 20,
  featureMax: 100,
} as const;

const list = (labels: Record<string, string>) => Object.values(labels).join(', ');

/** Validation and error messages of the commerce area (the spec leaves them unwritten; these are ours). */
export const PRODUCT_MESSAGES = {
  name: 'Product name is required',
  nameTooLong: `Product name must be at most ${COMMERCE_LIMITS.nameMax} characters`,
  description: `Description must be at most ${COMMERCE_LIMITS.textMax} characters`,
  category: `Category must be one of ${list(PRODUCT_CATEGORY_LABELS)}`,
  price: 'Price is required',
  priceNegative: 'Price cannot be negative',
  priceWhole: 'Price must be a whole number of paise',
  priceTooLarge: 'Price must be at most ₹10,00,000',
  stock: 'Stock must be a whole number of 0 or more',
  stockTooLarge: `Stock must be at most ${COMMERCE_LIMITS.stockMax}`,
  condition: `Condition must be one of ${list(PRODUCT_CONDITION_LABELS)}`,
  images: `Images must be a list of at most ${COMMERCE_LIMITS.imagesMax} image URLs`,
  image: 'Each image must be an http(s) URL or an image data URL of at most 512 KB',
  status: 'Status must be active or inactive',
  quickEdit: 'Send a price, a stock or both',
  priceFilter: 'Price filters must be whole numbers of paise',
  sort: `Sort must be one of ${CATALOG_SORTS.join(', ')}`,
  notFound: 'Product not found',
  otherWorkspace: 'This product belongs to another workspace',
} as const;

export const ORDER_MESSAGES = {
  items: 'Your cart is empty',
  tooManyItems: `A cart holds at most ${COMMERCE_LIMITS.cartLinesMax} products`,
  productId: 'Each cart item needs a valid product',
  quantity: `Quantity must be a whole number from 1 to ${COMMERCE_LIMITS.quantityMax}`,
  duplicateProduct: 'Each product may appear in the cart only once',
  contactName: 'Contact name is required',
  contactPhone: 'Contact phone number is required',
  contactEmail: 'Please enter a valid email address',
  deliveryAddress: 'Delivery address is required',
  deliveryCity: 'Delivery city is required',
  deliveryPincode: 'PIN code must be 6 digits',
  notes: `Notes must be at most ${COMMERCE_LIMITS.textMax} characters`,
  onlyOffline: 'Currently only offline payment is supported',
  status: 'Status must be pending, confirmed, shipped, delivered or cancelled',
  paymentStatus: 'Payment status must be pending, paid or refunded',
  unavailable: (name: string) => `${name} is no longer available`,
  outOfStock: (name: string, stock: number) => (stock > 0 ? `Only ${stock} of ${name} left in stock` : `${name} is out of stock`),
  illegalStatus: (from: string, to: string) => `A ${from} order cannot be changed to ${to}`,
  illegalPayment: (from: string, to: string) => `Payment status cannot change from ${from} to ${to}`,
  cancelledUnpaid: 'A cancelled order cannot be paid',
  buyerCancelsOnly: 'You can only cancel your own pending order',
  adminsOnly: 'Only workspace admins can view the raw order record',
  notFound: 'Order not found',
} as const;

export const LISTING_MESSAGES = {
  kind: `Kind must be one of ${list(LISTING_KIND_LABELS)}`,
  /** Core §5 (Workspaces): 'Resource type must be a non-empty string'. */
  resourceType: 'Resource type must be a non-empty string',
  resourceTypeUnknown: `Resource type must be one of ${RESOURCE_TYPES.join(', ')}`,
  title: 'Title is required',
  titleTooLong: `Title must be at most ${COMMERCE_LIMITS.titleMax} characters`,
  description: `Description must be at most ${COMMERCE_LIMITS.textMax} characters`,
  location: 'Location is required',
  locationTooLong: `Location must be at most ${COMMERCE_LIMITS.shortTextMax} characters`,
  date: 'Date must be in YYYY-MM-DD format',
  dateYears: dateYearsMessage('Date'),
  contactPreference: `Contact preference must be one of ${list(CONTACT_PREFERENCE_LABELS)}`,
  contactDetails: `Contact details must be at most ${COMMERCE_LIMITS.shortTextMax} characters`,
  status: 'Status must be open or closed',
  illegalStatus: (from: string, to: string) => `A ${from} listing cannot be changed to ${to}`,
  responseMessage: 'Message is required',
  responseTooLong: `Message must be at most ${COMMERCE_LIMITS.textMax} characters`,
  responseContact: `Contact must be at most ${COMMERCE_LIMITS.shortTextMax} characters`,
  ownListing: 'You cannot respond to your own listing',
  closed: 'This listing is closed',
  notFound: 'Listing not found',
  otherWorkspace: 'This listing belongs to another workspace',
} as const;

export const PLAN_MESSAGES = {
  name: 'Plan name is required',
  nameTooLong: `Plan name must be at most ${COMMERCE_LIMITS.nameMax} characters`,
  description: `Description must be at most ${COMMERCE_LIMITS.textMax} characters`,
  price: 'Price is required',
  priceNegative: 'Price cannot be negative',
  priceWhole: 'Price must be a whole number of paise',
  priceTooLarge: 'Price must be at most ₹10,00,000',
  period: `Billing period must be one of ${list(PLAN_PERIOD_LABELS)}`,
  features: `Features must be a list of at most ${COMMERCE_LIMITS.featuresMax} items of at most ${COMMERCE_LIMITS.featureMax} characters`,
  hasSubscribers: 'This plan has subscribers; move or remove them first',
  duplicateName: 'A plan with this name already exists',
  notFound: 'Plan not found',
} as const;

export const SUBSCRIBER_MESSAGES = {
  planId: 'Plan is required',
  userId: 'User ID must be a positive integer',
  name: 'Subscriber name is required',
  nameTooLong: `Subscriber name must be at most ${COMMERCE_LIMITS.nameMax} characters`,
  email: 'Please enter a valid email address',
  phone: `Phone must be at most ${COMMERCE_LIMITS.shortTextMax} characters`,
  startDate: 'Start date is required',
  startDateFormat: 'Start date must be in YYYY-MM-DD format',
  startDateYears: dateYearsMessage('Start date'),
  status: `Status must be one of ${list(SUBSCRIBER_STATUS_LABELS)}`,
  notes: `Notes must be at most ${COMMERCE_LIMITS.textMax} characters`,
  illegalStatus: (from: string, to: string) => `A ${from} subscriber cannot be changed to ${to}`,
  duplicateMember: 'This member already subscribes to this plan',
  hasCycles: 'This subscriber has billing cycles; cancel the subscription instead',
  notFound: 'Subscriber not found',
} as const;

export const BILLING_MESSAGES = {
  period: 'Billing period must be a month in YYYY-MM format',
  periodYears: dateYearsMessage('Billing period'),
  periodAfterNextMonth: (latest: string) => `A subscription is billed at most one month ahead: the latest billing period now is ${latest}`,
  periodRange: 'The end period must not be before the start period',
  status: 'A billing cycle can be marked paid or waived',
  paymentMethod: `Payment method must be one of ${list(FINANCE_PAYMENT_METHOD_LABELS)}`,
  note: `Note must be at most ${COMMERCE_LIMITS.textMax} characters`,
  illegalStatus: (from: string, to: string) => `A ${from} billing cycle cannot be marked ${to}`,
  groupNotFound: 'Billing group not found',
  notFound: 'Billing cycle not found',
} as const;
