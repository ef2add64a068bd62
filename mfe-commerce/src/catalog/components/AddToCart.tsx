import type { ProductResponse } from '@cricket/contracts';
import { Button } from 'antd';
import { CATALOG_TEXTS } from '../../texts';
import { useCart } from '../hooks/useCart';
import { quantityInCart } from '../utils/cartLines';

/** One more of a product into the cart, until the cart holds its whole stock. */
export function AddToCart({ product }: { product: ProductResponse }) {
  const { lines, add } = useCart();
  const inCart = quantityInCart(lines, product.id);
  return (
    <Button type="link" disabled={product.stock <= inCart} onClick={() => add(product)} aria-label={`${CATALOG_TEXTS.addToCart} ${product.name}`}>
      {inCart > 0 ? `${CATALOG_TEXTS.inCart} (${inCart})` : CATALOG_TEXTS.addToCart}
    </Button>
  );
}
