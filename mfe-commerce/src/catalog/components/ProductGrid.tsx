import { COMMERCE_API, type ProductResponse } from '@cricket/contracts';
import { CardGrid } from '../../common/components/CardGrid';
import { QueryView } from '../../common/components/QueryView';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { CATALOG_TEXTS } from '../../texts';
import { catalogQuery, type CatalogFilters } from '../utils/catalogFilters';
import { AddToCart } from './AddToCart';
import { ProductCard } from './ProductCard';

/** The catalog's products that match the filters, each with its Add to Cart. */
export function ProductGrid({ filters }: { filters: CatalogFilters }) {
  const products = useApiQuery<ProductResponse[]>(COMMERCE_API.catalog, catalogQuery(filters));
  return (
    <QueryView query={products} empty={CATALOG_TEXTS.noProducts}>
      {(data) => (
        <CardGrid items={data} col={{ xs: 24, sm: 12, md: 8, lg: 6 }}>
          {(product) => <ProductCard product={product} action={<AddToCart product={product} />} />}
        </CardGrid>
      )}
    </QueryView>
  );
}
