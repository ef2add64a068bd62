import { formatDateTime, type OrderResponse } from '@cricket/contracts';
import { Descriptions } from 'antd';
import { StatusTag } from '../../common/components/StatusTag';
import { COMMON_TEXTS, ORDER_TEXTS } from '../../texts';

/** An order's date, seller, statuses, buyer, contact, delivery and notes. */
export function OrderFacts({ order }: { order: OrderResponse }) {
  return (
    <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
      <Descriptions.Item label={ORDER_TEXTS.date}>{formatDateTime(order.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={ORDER_TEXTS.seller}>{order.workspaceName}</Descriptions.Item>
      <Descriptions.Item label={COMMON_TEXTS.status}>
        <StatusTag kind="order" status={order.status} />
      </Descriptions.Item>
      <Descriptions.Item label={ORDER_TEXTS.payment}>
        <StatusTag kind="payment" status={order.paymentStatus} /> {ORDER_TEXTS.offline}
      </Descriptions.Item>
      <Descriptions.Item label={ORDER_TEXTS.buyer}>{order.buyerName}</Descriptions.Item>
      <Descriptions.Item label={ORDER_TEXTS.contact}>
        {[order.contactName, order.contactPhone, order.contactEmail].filter(Boolean).join(' · ')}
      </Descriptions.Item>
      <Descriptions.Item label={ORDER_TEXTS.delivery} span={2}>
        {[order.deliveryAddress, order.deliveryCity, order.deliveryPincode].filter(Boolean).join(', ')}
      </Descriptions.Item>
      {order.notes && (
        <Descriptions.Item label={ORDER_TEXTS.notes} span={2}>
          {order.notes}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
