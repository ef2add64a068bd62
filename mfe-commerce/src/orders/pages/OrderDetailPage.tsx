import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { ORDER_TEXTS } from '../../texts';
import { OrderDetail } from '../components/OrderDetail';

/** /catalog/orders/{id}: an order with its status and the actions the viewer may take. */
export function OrderDetailPage() {
  return (
    <Page title={ORDER_TEXTS.order} extra={<LinkButton to="/catalog/orders">{ORDER_TEXTS.myOrders}</LinkButton>}>
      <OrderDetail />
    </Page>
  );
}
