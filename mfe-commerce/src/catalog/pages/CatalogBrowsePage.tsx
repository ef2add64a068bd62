import { Flex } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { CATALOG_TEXTS } from '../../texts';
import { AddProductButton } from '../components/AddProductButton';
import { CartButton } from '../components/CartButton';
import { CatalogFilterBar } from '../components/CatalogFilterBar';
import { ProductGrid } from '../components/ProductGrid';
import { INITIAL_CATALOG_FILTERS, type CatalogFilters } from '../utils/catalogFilters';

/** /catalog: every workspace's active products with search, category and price filters, sort, and the cart. */
export function CatalogBrowsePage() {
  const [filters, setFilters] = useState<CatalogFilters>(INITIAL_CATALOG_FILTERS);
  const change = (patch: Partial<CatalogFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <Page
      title={CATALOG_TEXTS.heading}
      subtitle={CATALOG_TEXTS.subtitle}
      extra={
        <>
          <LinkButton to="/catalog/my-catalog">{CATALOG_TEXTS.myCatalog}</LinkButton>
          <AddProductButton />
          <CartButton />
        </>
      }
    >
      <Flex vertical gap={16}>
        <CatalogFilterBar filters={filters} onChange={change} />
        <ProductGrid filters={filters} />
      </Flex>
    </Page>
  );
}
