import { formatRupees } from '@cricket/contracts';
import { Button, Drawer, Empty, Flex, InputNumber, List, Typography } from 'antd';
import { useState } from 'react';
import { CART_TEXTS } from '../../texts';
import { useCart } from '../hooks/useCart';
import { cartTotalPaise, maxQuantity } from '../utils/cartLines';
import { CheckoutDialog } from './CheckoutDialog';

/** The cart's drawer: quantities within stock, total, checkout. */
export function CartDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { lines, setQuantity, remove } = useCart();
  const [checkingOut, setCheckingOut] = useState(false);

  return (
    <>
      <Drawer open={open} title={CART_TEXTS.cart} onClose={onClose} size="large">
        {lines.length === 0 ? (
          <Empty description={CART_TEXTS.empty} />
        ) : (
          <Flex vertical gap={16}>
            <List
              dataSource={lines}
              renderItem={(line) => (
                <List.Item
                  actions={[
                    <Button key="remove" type="link" danger onClick={() => remove(line.productId)}>
                      {CART_TEXTS.remove}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta title={line.name} description={`${line.workspaceName} · ${formatRupees(line.pricePaise)}`} />
                  <Flex vertical align="flex-end">
                    <InputNumber
                      aria-label={`${CART_TEXTS.quantity} ${line.name}`}
                      min={1}
                      max={maxQuantity(line.stock)}
                      precision={0}
                      value={line.quantity}
                      onChange={(value) => value !== null && setQuantity(line.productId, value)}
                    />
                    {line.quantity >= maxQuantity(line.stock) && <Typography.Text type="secondary">{CART_TEXTS.maxReached(line.stock)}</Typography.Text>}
                  </Flex>
                </List.Item>
              )}
            />
            <Typography.Title level={4}>
              {CART_TEXTS.total}: {formatRupees(cartTotalPaise(lines))}
            </Typography.Title>
            <Button type="primary" onClick={() => setCheckingOut(true)}>
              {CART_TEXTS.checkout}
            </Button>
          </Flex>
        )}
      </Drawer>
      <CheckoutDialog
        open={checkingOut}
        onClose={() => {
          setCheckingOut(false);
          onClose();
        }}
      />
    </>
  );
}
