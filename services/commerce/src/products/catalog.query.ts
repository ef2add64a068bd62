import { BadRequestException } from '@nestjs/common';
import {
  COMMERCE_DEFAULTS,
  PRODUCT_MESSAGES,
  isCatalogSort,
  isProductCategory,
  isProductCondition,
  type CatalogQuery,
  type CatalogSort,
} from '@cricket/contracts';
import { queryText } from '../common/query';

export type CatalogFilters = CatalogQuery & { sort: CatalogSort };

function price(value: unknown): number | undefined {
  const text = queryText(value);
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new BadRequestException(PRODUCT_MESSAGES.priceFilter);
  return Number(text);
}

function choice<T extends string>(value: unknown, is: (v: unknown) => v is T, message: string): T | undefined {
  const text = queryText(value);
  if (text === undefined) return undefined;
  if (!is(text)) throw new BadRequestException(message);
  return text;
}

/** GET /api/catalog's query string; unknown choices answer 400 rather than silently widening the list. */
export function readCatalogQuery(raw: Record<string, unknown>): CatalogFilters {
  return {
    search: queryText(raw.search),
    category: choice(raw.category, isProductCategory, PRODUCT_MESSAGES.category),
    condition: choice(raw.condition, isProductCondition, PRODUCT_MESSAGES.condition),
    minPricePaise: price(raw.minPricePaise),
    maxPricePaise: price(raw.maxPricePaise),
    sort: choice(raw.sort, isCatalogSort, PRODUCT_MESSAGES.sort) ?? COMMERCE_DEFAULTS.catalogSort,
    inStock: raw.inStock === 'true',
  };
}
