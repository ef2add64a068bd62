import { ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { CART_TEXTS } from '../../texts';
import { useCart } from '../hooks/useCart';

// The drawer and its checkout form are fetched when the cart is first opened, not with the page
// (57 KB of a phone's download as served): a catalog opens to browse.
const CartDrawer = lazy(() => import('./CartDrawer').then((m) => ({ default: m.CartDrawer })));

/** The cart button; it opens the cart's drawer. */
export function CartButton() {
  const { lines } = useCart();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so that closing it plays out rather than unmounting it.
  const [used, setUsed] = useState(false);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <>
      <Badge count={count}>
        <Button
          icon={<ShoppingCartOutlined />}
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          {CART_TEXTS.openCart(count)}
        </Button>
      </Badge>
      {used && (
        <Suspense fallback={<Spin fullscreen />}>
          <CartDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
