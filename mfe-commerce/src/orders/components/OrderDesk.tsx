import { COMMERCE_API, ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderResponse, type OrderStatus } from '@cricket/contracts';
import { Flex } from 'antd';
import { useState } from 'react';
import { FilterSelect } from '../../common/components/FilterSelect';
import { LoadError } from '../../common/components/LoadError';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { optionsOf } from '../../common/utils/options';
import { ORDER_TEXTS } from '../../texts';
import { OrdersTable } from './OrdersTable';

/** The workspace's orders, filtered by status, with the seller's actions. */
export function OrderDesk() {
  const [status, setStatus] = useState<OrderStatus | undefined>();
  const orders = useApiQuery<OrderResponse[]>(COMMERCE_API.workspaceOrders, { status });
  return (
    <Flex vertical gap={16}>
      <FilterSelect<OrderStatus> label={ORDER_TEXTS.filterStatus} placeholder={ORDER_TEXTS.filterStatus} width={220} value={status} onChange={setStatus} options={optionsOf(ORDER_STATUSES, ORDER_STATUS_LABELS)} />
      {orders.error ? <LoadError error={orders.error} /> : <OrdersTable variant="desk" orders={orders.data ?? []} loading={orders.isLoading} />}
    </Flex>
  );
}
