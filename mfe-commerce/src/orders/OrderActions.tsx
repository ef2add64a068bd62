import {
  allowedOrderPaymentChanges,
  allowedOrderStatusChanges,
  COMMERCE_API,
  ORDER_PAYMENT_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  type OrderActor,
  type OrderPaymentStatus,
  type OrderResponse,
  type OrderStatus,
} from '@cricket/contracts';
import { apiRequest, useAuth, usePermissions, useWorkspace } from '@cricket/shell-sdk';
import { Button, Flex, Popconfirm } from 'antd';
import { useCommerceMutation } from '../common/api';
import { ORDER_TEXTS } from '../texts';

/** The seller's desk (catalog edit in the order's workspace) and the buyer, for one order. */
export function useOrderActor(order: OrderResponse | undefined): OrderActor {
  const { user } = useAuth();
  const { current } = useWorkspace();
  const { can } = usePermissions();
  return {
    canManage: !!order && order.workspaceId === current?.id && can('catalog', 'edit'),
    isBuyer: !!order && order.buyerUserId === user?.id,
  };
}

function useChangeStatus() {
  return useCommerceMutation(
    ({ id, status }: { id: number; status: OrderStatus }) => apiRequest<OrderResponse>('PATCH', COMMERCE_API.orderStatus(id), { status }),
    { success: ({ status }) => [ORDER_TEXTS.statusUpdated, ORDER_TEXTS.statusUpdatedText(ORDER_STATUS_LABELS[status])], failure: ORDER_TEXTS.updateFailed },
  );
}

function useChangePayment() {
  return useCommerceMutation(
    ({ id, paymentStatus }: { id: number; paymentStatus: OrderPaymentStatus }) =>
      apiRequest<OrderResponse>('PATCH', COMMERCE_API.orderPaymentStatus(id), { paymentStatus }),
    {
      success: ({ paymentStatus }) => [ORDER_TEXTS.paymentUpdated, ORDER_TEXTS.paymentUpdatedText(ORDER_PAYMENT_STATUS_LABELS[paymentStatus])],
      failure: ORDER_TEXTS.updateFailed,
    },
  );
}

/** The buttons this actor may press now: confirm, ship, deliver, cancel; mark paid, refund (transitions in contracts). */
export function OrderActions({ order, actor }: { order: OrderResponse; actor: OrderActor }) {
  const changeStatus = useChangeStatus();
  const changePayment = useChangePayment();
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
        <Button key={paymentStatus} size="small" disabled={busy} onClick={() => changePayment.mutate({ id: order.id, paymentStatus })}>
          {ORDER_TEXTS.paymentAction[paymentStatus]}
        </Button>
      ))}
    </Flex>
  );
}
