import { QueryView } from '../../common/components/QueryView';
import { useRouteProduct } from '../hooks/useRouteProduct';
import { ProductForm } from './ProductForm';

/** The product form filled with the route's product. */
export function ProductEditor() {
  const product = useRouteProduct();
  return <QueryView query={product}>{(data) => <ProductForm key={data.updatedAt} product={data} />}</QueryView>;
}
