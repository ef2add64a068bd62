import { PRODUCT_CATEGORY_LABELS, PRODUCT_CONDITION_LABELS, formatRupees, type ProductResponse } from '@cricket/contracts';
import { Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from '@cricket/shell-sdk/router';
import { CATALOG_TEXTS } from '../../texts';
import { ProductImage } from './ProductImage';
import { StockText } from './StockText';

/** A product in the browse grid: picture, name (links to its page), price, seller, stock. */
export function ProductCard({ product, action }: { product: ProductResponse; action?: ReactNode }) {
  return (
    <Card cover={<ProductImage product={product} />} actions={action ? [action] : undefined} data-testid={`product-${product.id}`}>
      <Flex vertical gap={4}>
        <Link to={`/catalog/${product.id}`}>
          <Typography.Text strong>{product.name}</Typography.Text>
        </Link>
        <Typography.Text style={{ fontSize: 18 }}>{formatRupees(product.pricePaise)}</Typography.Text>
        <Flex gap={4} wrap>
          <Tag>{PRODUCT_CATEGORY_LABELS[product.category]}</Tag>
          <Tag>{PRODUCT_CONDITION_LABELS[product.condition]}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          {CATALOG_TEXTS.seller}: {product.workspaceName}
        </Typography.Text>
        <StockText stock={product.stock} />
      </Flex>
    </Card>
  );
}
