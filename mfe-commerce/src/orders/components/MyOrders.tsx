import { COMMERCE_API, type OrderResponse } from '@cricket/contracts';
import { LoadError } from '../../common/components/LoadError';
import { useApiQuery } from '../../common/hooks/useApiQuery';
import { OrdersTable } from './OrdersTable';

/** The orders the signed-in user placed. */
export function MyOrders() {
  const orders = useApiQuery<OrderResponse[]>(COMMERCE_API.orders);
  if (orders.error) return <LoadError error={orders.error} />;
  return <OrdersTable variant="buyer" orders={orders.data ?? []} loading={orders.isLoading} />;
}
