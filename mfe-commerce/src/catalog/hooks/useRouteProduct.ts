import { COMMERCE_API, type ProductResponse } from '@cricket/contracts';
import { useParams } from '@cricket/shell-sdk/router';
import { useApiQuery } from '../../common/hooks/useApiQuery';

/** The product of the route's {id}. */
export function useRouteProduct() {
  const { id = '' } = useParams();
  return useApiQuery<ProductResponse>(COMMERCE_API.product(id));
}
