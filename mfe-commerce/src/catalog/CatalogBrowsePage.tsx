import { PlusOutlined } from '@ant-design/icons';
import {
  CATALOG_SORT_LABELS,
  CATALOG_SORTS,
  COMMERCE_API,
  COMMERCE_DEFAULTS,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  rupeesToPaise,
  type CatalogSort,
  type ProductCategory,
  type ProductResponse,
} from '@cricket/contracts';
import { PermissionGuard } from '@cricket/shell-sdk';
import { Button, Checkbox, Col, Empty, Flex, Input, InputNumber, Row, Select } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../common/api';
import { LinkButton, LoadError, Loading, Page } from '../common/Page';
import { CATALOG_TEXTS } from '../texts';
import { useCart } from './cart';
import { CartButton } from './CartDrawer';
import { ProductCard } from './ProductCard';

interface Filters {
  search: string;
  category?: ProductCategory;
  minRupees: number | null;
  maxRupees: number | null;
  sort: CatalogSort;
  inStock: boolean;
}

function AddToCart({ product }: { product: ProductResponse }) {
  const { lines, add } = useCart();
  const inCart = lines.find((line) => line.productId === product.id)?.quantity ?? 0;
  return (
    <Button type="link" disabled={product.stock <= inCart} onClick={() => add(product)} aria-label={`${CATALOG_TEXTS.addToCart} ${product.name}`}>
      {inCart > 0 ? `${CATALOG_TEXTS.inCart} (${inCart})` : CATALOG_TEXTS.addToCart}
    </Button>
  );
}

function ProductGrid({ filters }: { filters: Filters }) {
  const products = useApiQuery<ProductResponse[]>(COMMERCE_API.catalog, {
    search: filters.search.trim(),
    category: filters.category,
    minPricePaise: filters.minRupees === null ? undefined : rupeesToPaise(filters.minRupees),
    maxPricePaise: filters.maxRupees === null ? undefined : rupeesToPaise(filters.maxRupees),
    sort: filters.sort,
    inStock: filters.inStock || undefined,
  });
  if (products.isLoading) return <Loading />;
  if (products.error) return <LoadError error={products.error} />;
  if (!products.data?.length) return <Empty description={CATALOG_TEXTS.noProducts} />;
  return (
    <Row gutter={[16, 16]}>
      {products.data.map((product) => (
        <Col key={product.id} xs={24} sm={12} md={8} lg={6}>
          <ProductCard product={product} action={<AddToCart product={product} />} />
        </Col>
      ))}
    </Row>
  );
}

/** /catalog: every workspace's active products with search, category and price filters, sort, and the cart. */
export function CatalogBrowsePage() {
  const [filters, setFilters] = useState<Filters>({ search: '', minRupees: null, maxRupees: null, sort: COMMERCE_DEFAULTS.catalogSort, inStock: false });
  const change = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <Page
      title={CATALOG_TEXTS.heading}
      subtitle={CATALOG_TEXTS.subtitle}
      extra={
        <>
          <LinkButton to="/catalog/my-catalog">{CATALOG_TEXTS.myCatalog}</LinkButton>
          <PermissionGuard module="catalog" action="create">
            <LinkButton to="/catalog/create" primary>
              <PlusOutlined /> {CATALOG_TEXTS.addProduct}
            </LinkButton>
          </PermissionGuard>
          <CartButton />
        </>
      }
    >
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          <Input.Search
            placeholder={CATALOG_TEXTS.searchPlaceholder}
            aria-label={CATALOG_TEXTS.searchPlaceholder}
            allowClear
            style={{ width: 260 }}
            onSearch={(search) => change({ search })}
          />
          <Select<ProductCategory | undefined>
            aria-label={CATALOG_TEXTS.category}
            placeholder={CATALOG_TEXTS.allCategories}
            allowClear
            style={{ width: 180 }}
            value={filters.category}
            onChange={(category) => change({ category })}
            options={PRODUCT_CATEGORIES.map((value) => ({ value, label: PRODUCT_CATEGORY_LABELS[value] }))}
          />
          <InputNumber aria-label={CATALOG_TEXTS.minPrice} placeholder={CATALOG_TEXTS.minPrice} min={0} style={{ width: 150 }} value={filters.minRupees} onChange={(minRupees) => change({ minRupees })} />
          <InputNumber aria-label={CATALOG_TEXTS.maxPrice} placeholder={CATALOG_TEXTS.maxPrice} min={0} style={{ width: 150 }} value={filters.maxRupees} onChange={(maxRupees) => change({ maxRupees })} />
          <Select<CatalogSort>
            aria-label={CATALOG_TEXTS.sort}
            style={{ width: 200 }}
            value={filters.sort}
            onChange={(sort) => change({ sort })}
            options={CATALOG_SORTS.map((value) => ({ value, label: CATALOG_SORT_LABELS[value] }))}
          />
          <Checkbox checked={filters.inStock} onChange={(event) => change({ inStock: event.target.checked })}>
            {CATALOG_TEXTS.inStockOnly}
          </Checkbox>
        </Flex>
        <ProductGrid filters={filters} />
      </Flex>
    </Page>
  );
}
