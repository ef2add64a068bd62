import type { ProductResponse } from '@cricket/contracts';
import { Flex, Typography } from 'antd';
import { CATALOG_TEXTS } from '../../texts';

/** A product's first picture, or a grey 'no image' box of the same height. */
export function ProductImage({ product, height = 180 }: { product: ProductResponse; height?: number }) {
  const [first] = product.images;
  return first ? (
    <img src={first} alt={product.name} style={{ width: '100%', height, objectFit: 'cover' }} />
  ) : (
    <Flex align="center" justify="center" style={{ height, background: '#f3f4f6' }}>
      <Typography.Text type="secondary">{CATALOG_TEXTS.noImage}</Typography.Text>
    </Flex>
  );
}
