import { CATALOG_SORT_LABELS, CATALOG_SORTS, PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS, type CatalogSort, type ProductCategory } from '@cricket/contracts';
import { Checkbox, Flex, InputNumber, Select } from 'antd';
import { FilterSelect } from '../../common/components/FilterSelect';
import { SearchInput } from '../../common/components/SearchInput';
import { optionsOf } from '../../common/utils/options';
import { CATALOG_TEXTS } from '../../texts';
import type { CatalogFilters } from '../utils/catalogFilters';

/** Search, category, price range, sort and in-stock-only for the catalog. */
export function CatalogFilterBar({ filters, onChange }: { filters: CatalogFilters; onChange: (patch: Partial<CatalogFilters>) => void }) {
  return (
    <Flex gap={8} wrap align="center">
      <SearchInput label={CATALOG_TEXTS.searchPlaceholder} placeholder={CATALOG_TEXTS.searchPlaceholder} width={260} onSearch={(search) => onChange({ search })} />
      <FilterSelect<ProductCategory>
        label={CATALOG_TEXTS.category}
        placeholder={CATALOG_TEXTS.allCategories}
        width={180}
        value={filters.category}
        onChange={(category) => onChange({ category })}
        options={optionsOf(PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS)}
      />
      <InputNumber aria-label={CATALOG_TEXTS.minPrice} placeholder={CATALOG_TEXTS.minPrice} min={0} style={{ width: 150 }} value={filters.minRupees} onChange={(minRupees) => onChange({ minRupees })} />
      <InputNumber aria-label={CATALOG_TEXTS.maxPrice} placeholder={CATALOG_TEXTS.maxPrice} min={0} style={{ width: 150 }} value={filters.maxRupees} onChange={(maxRupees) => onChange({ maxRupees })} />
      <Select<CatalogSort>
        aria-label={CATALOG_TEXTS.sort}
        style={{ width: 200 }}
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
        options={optionsOf(CATALOG_SORTS, CATALOG_SORT_LABELS)}
      />
      <Checkbox checked={filters.inStock} onChange={(event) => onChange({ inStock: event.target.checked })}>
        {CATALOG_TEXTS.inStockOnly}
      </Checkbox>
    </Flex>
  );
}
