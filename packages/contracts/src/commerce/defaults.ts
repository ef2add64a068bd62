// A module of its own, importing nothing: the commerce remote's route table builds the catalog's
// first read (its initial sort) from it, without the messages beside it (issue 23).

/** Defaults of the commerce forms. */
export const COMMERCE_DEFAULTS = {
  productStatus: 'active',
  productCondition: 'new',
  orderStatus: 'pending',
  orderPaymentStatus: 'pending',
  orderPaymentMethod: 'offline',
  listingStatus: 'open',
  subscriberStatus: 'active',
  catalogSort: 'newest',
} as const;
