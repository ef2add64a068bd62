import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { CATALOG_TEXTS, ORDER_TEXTS } from '../../texts';
import { MyOrders } from '../components/MyOrders';

/** /catalog/orders: the orders I placed. */
export function MyOrdersPage() {
  return (
    <Page title={ORDER_TEXTS.myOrders} extra={<LinkButton to="/catalog">{CATALOG_TEXTS.heading}</LinkButton>}>
      <MyOrders />
    </Page>
  );
}
