import type { ProductResponse } from '@cricket/contracts';
import { Button, Flex, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { CART_TEXTS, CATALOG_TEXTS } from '../../texts';
import { useCart } from '../hooks/useCart';
import { maxQuantity, quantityInCart } from '../utils/cartLines';

/** A quantity and Add to Cart for an active product, within what its stock leaves. */
export function BuyBox({ product }: { product: ProductResponse }) {
  const { lines, add } = useCart();
  const inCart = quantityInCart(lines, product.id);
  const available = maxQuantity(product.stock) - inCart;
  const [quantity, setQuantity] = useState(1);
  if (product.status !== 'active') return null;
  return (
    <Flex gap={8} align="center">
      <InputNumber aria-label={CART_TEXTS.quantity} min={1} max={Math.max(1, available)} precision={0} value={quantity} onChange={(value) => setQuantity(value ?? 1)} disabled={available < 1} />
      <Button type="primary" disabled={available < 1} onClick={() => add(product, Math.min(quantity, available))}>
        {CATALOG_TEXTS.addToCart}
      </Button>
      {inCart > 0 && <Typography.Text type="secondary">{`${CATALOG_TEXTS.inCart} (${inCart})`}</Typography.Text>}
    </Flex>
  );
}
