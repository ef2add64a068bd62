import { allowedOrderPaymentChanges, allowedOrderStatusChanges, type OrderActor, type OrderResponse } from '@cricket/contracts';
import { Button, Flex, Popconfirm } from 'antd';
import { ORDER_TEXTS } from '../../texts';
import { useChangeOrderPayment, useChangeOrderStatus } from '../hooks/useOrderMutations';

/** The buttons this actor may press now: confirm, ship, deliver, cancel; mark paid, refund (transitions in contracts), each payment change confirmed first. */
export function OrderActions({ order, actor }: { order: OrderResponse; actor: OrderActor }) {
  const changeStatus = useChangeOrderStatus();
  const changePayment = useChangeOrderPayment();
  const busy = changeStatus.isPending || changePayment.isPending;
  const statuses = allowedOrderStatusChanges(order, actor);
  const payments = allowedOrderPaymentChanges(order, actor);
  return (
    <Flex gap={8} wrap>
      {statuses.map((status) =>
        status === 'cancelled' ? (
          <Popconfirm key={status} title={`${ORDER_TEXTS.statusAction.cancelled}?`} onConfirm={() => changeStatus.mutate({ id: order.id, status })}>
            <Button danger size="small" disabled={busy}>
              {ORDER_TEXTS.statusAction.cancelled}
            </Button>
          </Popconfirm>
        ) : (
          <Button key={status} type="primary" size="small" disabled={busy} onClick={() => changeStatus.mutate({ id: order.id, status })}>
            {ORDER_TEXTS.statusAction[status]}
          </Button>
        ),
      )}
      {payments.map((paymentStatus) => (
        // Money moves with each payment change (finance records or reverses the income): asked once more.
        <Popconfirm
          key={paymentStatus}
          title={ORDER_TEXTS.paymentConfirm[paymentStatus]}
          okText={ORDER_TEXTS.paymentAction[paymentStatus]}
          okButtonProps={{ danger: paymentStatus !== 'paid' }}
          cancelText={ORDER_TEXTS.keepPayment}
          onConfirm={() => changePayment.mutate({ id: order.id, paymentStatus })}
        >
          <Button size="small" disabled={busy}>
            {ORDER_TEXTS.paymentAction[paymentStatus]}
          </Button>
        </Popconfirm>
      ))}
    </Flex>
  );
}
