import { COMMERCE_LIMITS, formatRupees, ORDER_MESSAGES, type CheckoutPayload } from '@cricket/contracts';
import { useAuth } from '@cricket/shell-sdk';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useNavigate } from '@cricket/shell-sdk/router';
import { CART_TEXTS } from '../../texts';
import { useCart } from '../hooks/useCart';
import { useCheckout } from '../hooks/useCheckout';
import { cartItems, cartTotalPaise } from '../utils/cartLines';

type CheckoutValues = Omit<CheckoutPayload, 'items' | 'paymentMethod'>;

const required = (message: string) => [{ required: true, whitespace: true, message }];

/** Contact and delivery for the cart's orders (paid offline); on success the cart empties and the order opens. */
export function CheckoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user } = useAuth();
  const { lines, clear } = useCart();
  const navigate = useNavigate();
  const [form] = Form.useForm<CheckoutValues>();
  const checkout = useCheckout();

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
