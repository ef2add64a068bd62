import { Page } from '../../common/components/Page';
import { ORDER_TEXTS } from '../../texts';
import { OrderReceipt } from '../components/OrderReceipt';

/** /catalog/orders/simplified/{id}: a printable receipt. */
export function OrderReceiptPage() {
  return (
    <Page title={ORDER_TEXTS.receipt}>
      <OrderReceipt />
    </Page>
  );
}
