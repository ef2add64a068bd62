import { QueryView } from '../../common/components/QueryView';
import { useRouteProduct } from '../hooks/useRouteProduct';
import { QuickEditForm } from './QuickEditForm';

/** The quick edit of the route's product. */
export function QuickEditor() {
  const product = useRouteProduct();
  return <QueryView query={product}>{(data) => <QuickEditForm product={data} />}</QueryView>;
}
