import { Page } from '../../common/components/Page';
import { ORDER_TEXTS } from '../../texts';
import { OrderDebugRecord } from '../components/OrderDebugRecord';

/** /catalog/orders/debug/{id}: the raw stored order, admins only. */
export function OrderDebugPage() {
  return (
    <Page title={ORDER_TEXTS.order}>
      <OrderDebugRecord />
    </Page>
  );
}
