import { formatDate, formatRupees, type OrderResponse } from '@cricket/contracts';
import type { TableColumnsType } from 'antd';
import { Link } from '@cricket/shell-sdk/router';
import { DataTable } from '../../common/components/DataTable';
import { StatusTag } from '../../common/components/StatusTag';
import { COMMON_TEXTS, ORDER_TEXTS } from '../../texts';
import { useOrderActor } from '../hooks/useOrderActor';
import { OrderActions } from './OrderActions';

function RowActions({ order }: { order: OrderResponse }) {
  return <OrderActions order={order} actor={useOrderActor(order)} />;
}

/** Orders as a table: the buyer's list names the seller, the seller's desk names the buyer and offers the actions. */
export function OrdersTable({ orders, loading, variant }: { orders: OrderResponse[]; loading: boolean; variant: 'buyer' | 'desk' }) {
  const columns: TableColumnsType<OrderResponse> = [
    { title: ORDER_TEXTS.order, key: 'id', render: (_, o) => <Link to={`/catalog/orders/${o.id}`}>#{o.id}</Link> },
    { title: ORDER_TEXTS.date, key: 'date', render: (_, o) => formatDate(o.createdAt) },
    variant === 'buyer'
      ? { title: ORDER_TEXTS.seller, dataIndex: 'workspaceName' }
      : { title: ORDER_TEXTS.buyer, key: 'buyer', render: (_, o) => `${o.contactName} (${o.contactPhone})` },
    { title: ORDER_TEXTS.items, key: 'items', render: (_, o) => o.items.map((i) => `${i.productName} × ${i.quantity}`).join(', ') },
    { title: ORDER_TEXTS.total, key: 'total', render: (_, o) => formatRupees(o.totalPaise) },
    { title: COMMON_TEXTS.status, key: 'status', render: (_, o) => <StatusTag kind="order" status={o.status} /> },
    { title: ORDER_TEXTS.payment, key: 'payment', render: (_, o) => <StatusTag kind="payment" status={o.paymentStatus} /> },
  ];
  if (variant === 'desk') columns.push({ title: COMMON_TEXTS.actions, key: 'actions', render: (_, o) => <RowActions order={o} /> });
  return <DataTable<OrderResponse> rows={orders} loading={loading} empty={ORDER_TEXTS.noOrders} columns={columns} />;
}
