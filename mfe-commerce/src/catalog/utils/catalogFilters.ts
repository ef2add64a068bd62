import { COMMERCE_DEFAULTS, rupeesToPaise, type CatalogSort, type ProductCategory } from '@cricket/contracts';
import type { QueryParams } from '@cricket/shell-sdk';

/** What the catalog is searched, filtered and sorted by; prices are typed in rupees. */
export interface CatalogFilters {
  search: string;
  category?: ProductCategory;
  minRupees: number | null;
  maxRupees: number | null;
  sort: CatalogSort;
  inStock: boolean;
}

export const INITIAL_CATALOG_FILTERS: CatalogFilters = { search: '', minRupees: null, maxRupees: null, sort: COMMERCE_DEFAULTS.catalogSort, inStock: false };

/** The catalog read's query: prices in paise, unset filters left out. */
export function catalogQuery(filters: CatalogFilters): QueryParams {
  return {
    search: filters.search.trim(),
    category: filters.category,
    minPricePaise: filters.minRupees === null ? undefined : rupeesToPaise(filters.minRupees),
    maxPricePaise: filters.maxRupees === null ? undefined : rupeesToPaise(filters.maxRupees),
    sort: filters.sort,
    inStock: filters.inStock || undefined,
  };
}
