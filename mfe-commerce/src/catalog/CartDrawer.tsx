import { ShoppingCartOutlined } from '@ant-design/icons';
import { COMMERCE_API, COMMERCE_LIMITS, formatRupees, ORDER_MESSAGES, type CheckoutPayload, type CheckoutResponse } from '@cricket/contracts';
import { apiRequest, useAuth } from '@cricket/shell-sdk';
import { Alert, Badge, Button, Drawer, Empty, Flex, Form, Input, InputNumber, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCommerceMutation } from '../common/api';
import { CART_TEXTS } from '../texts';
import { cartItems, cartTotalPaise, maxQuantity, useCart } from './cart';

type CheckoutValues = Omit<CheckoutPayload, 'items' | 'paymentMethod'>;

const required = (message: string) => [{ required: true, whitespace: true, message }];

function CheckoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const { lines, clear } = useCart();
  const navigate = useNavigate();
  const [form] = Form.useForm<CheckoutValues>();
  const checkout = useCommerceMutation((payload: CheckoutPayload) => apiRequest<CheckoutResponse>('POST', COMMERCE_API.orders, payload), {
    success: (_payload, answer) => [CART_TEXTS.placed, CART_TEXTS.placedText(answer.orders.length)],
    failure: CART_TEXTS.failed,
  });

  const submit = (values: CheckoutValues) => {
    const payload: CheckoutPayload = { ...values, items: cartItems(lines), paymentMethod: 'offline' };
    checkout.mutate(payload, {
      onSuccess: ({ orders }) => {
        clear();
        onClose();
        navigate(orders.length === 1 ? `/catalog/orders/${orders[0].id}` : '/catalog/orders');
      },
    });
  };

  return (
    <Modal
      open={open}
      title={CART_TEXTS.checkoutHeading}
      okText={CART_TEXTS.placeOrder}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={checkout.isPending}
      destroyOnHidden
    >
      {open && (
        <Form<CheckoutValues>
          form={form}
          layout="vertical"
          name="checkout"
          initialValues={{ contactName: user?.name ?? '', contactEmail: user?.email ?? '' }}
          onFinish={submit}
        >
          <Typography.Paragraph strong>
            {CART_TEXTS.total}: {formatRupees(cartTotalPaise(lines))}
          </Typography.Paragraph>
          <Form.Item name="contactName" label={CART_TEXTS.contactName} rules={required(ORDER_MESSAGES.contactName)}>
            <Input maxLength={COMMERCE_LIMITS.nameMax} />
          </Form.Item>
          <Form.Item name="contactPhone" label={CART_TEXTS.contactPhone} rules={required(ORDER_MESSAGES.contactPhone)}>
            <Input maxLength={COMMERCE_LIMITS.shortTextMax} />
          </Form.Item>
          <Form.Item name="contactEmail" label={CART_TEXTS.contactEmail} rules={[{ type: 'email', message: ORDER_MESSAGES.contactEmail }]}>
            <Input maxLength={COMMERCE_LIMITS.shortTextMax} />
          </Form.Item>
          <Form.Item name="deliveryAddress" label={CART_TEXTS.deliveryAddress} rules={required(ORDER_MESSAGES.deliveryAddress)}>
            <Input.TextArea rows={2} maxLength={COMMERCE_LIMITS.textMax} showCount />
          </Form.Item>
          <Form.Item name="deliveryCity" label={CART_TEXTS.deliveryCity} rules={required(ORDER_MESSAGES.deliveryCity)}>
            <Input maxLength={COMMERCE_LIMITS.shortTextMax} />
          </Form.Item>
          <Form.Item name="deliveryPincode" label={CART_TEXTS.deliveryPincode} rules={[{ pattern: /^\d{6}$/, message: ORDER_MESSAGES.deliveryPincode }]}>
            <Input maxLength={COMMERCE_LIMITS.pincodeMax} />
          </Form.Item>
          <Form.Item name="notes" label={CART_TEXTS.notes}>
            <Input.TextArea rows={2} maxLength={COMMERCE_LIMITS.textMax} showCount />
          </Form.Item>
          <Alert type="info" title={CART_TEXTS.offlinePayment} />
        </Form>
      )}
    </Modal>
  );
}

/** The cart button with its drawer: quantities within stock, total, checkout. */
export function CartButton() {
  const { lines, setQuantity, remove } = useCart();
  const [open, setOpen] = useState(false);
  const [checkingOut, setCheckingOut] = useState(false);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <>
      <Badge count={count}>
        <Button icon={<ShoppingCartOutlined />} onClick={() => setOpen(true)}>
          {CART_TEXTS.openCart(count)}
        </Button>
      </Badge>
      <Drawer open={open} title={CART_TEXTS.cart} onClose={() => setOpen(false)} size="large">
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
          setOpen(false);
        }}
      />
    </>
  );
}
