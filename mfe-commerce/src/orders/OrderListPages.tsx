import { COMMERCE_API, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderResponse, type OrderStatus } from '@cricket/contracts';
import { Flex, Select } from 'antd';
import { useState } from 'react';
import { useApiQuery } from '../common/api';
import { LinkButton, LoadError, Page } from '../common/Page';
import { CATALOG_TEXTS, ORDER_TEXTS } from '../texts';
import { OrdersTable } from './OrdersTable';

function MyOrders() {
  const orders = useApiQuery<OrderResponse[]>(COMMERCE_API.orders);
  if (orders.error) return <LoadError error={orders.error} />;
  return <OrdersTable variant="buyer" orders={orders.data ?? []} loading={orders.isLoading} />;
}

/** /catalog/orders: the orders I placed. */
export function MyOrdersPage() {
  return (
    <Page title={ORDER_TEXTS.myOrders} extra={<LinkButton to="/catalog">{CATALOG_TEXTS.heading}</LinkButton>}>
      <MyOrders />
    </Page>
  );
}

function OrderDesk() {
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const orders = useApiQuery<OrderResponse[]>(COMMERCE_API.workspaceOrders, { status });
  return (
    <Flex vertical gap={16}>
      <Select<OrderStatus | undefined>
        aria-label={ORDER_TEXTS.filterStatus}
        placeholder={ORDER_TEXTS.filterStatus}
        allowClear
        style={{ width: 220 }}
        value={status}
        onChange={setStatus}
        options={ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))}
      />
      {orders.error ? <LoadError error={orders.error} /> : <OrdersTable variant="desk" orders={orders.data ?? []} loading={orders.isLoading} />}
    </Flex>
  );
}

/** /catalog/workspace-orders: the seller's and admin's order desk. */
export function WorkspaceOrdersPage() {
  return (
    <Page
      title={ORDER_TEXTS.workspaceOrders}
      subtitle={ORDER_TEXTS.workspaceOrdersSubtitle}
      extra={<LinkButton to="/catalog/workspace-products">{CATALOG_TEXTS.workspaceProducts}</LinkButton>}
    >
      <OrderDesk />
    </Page>
  );
}
