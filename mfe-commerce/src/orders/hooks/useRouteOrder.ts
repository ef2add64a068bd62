import { COMMERCE_API, type OrderResponse } from '@cricket/contracts';
import { useParams } from '@cricket/shell-sdk/router';
import { useApiQuery } from '../../common/hooks/useApiQuery';

/** The order of the route's {id}. */
export function useRouteOrder() {
  const { id = '' } = useParams();
  return useApiQuery<OrderResponse>(COMMERCE_API.order(id));
}
