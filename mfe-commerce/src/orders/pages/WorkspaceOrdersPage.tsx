import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { CATALOG_TEXTS, ORDER_TEXTS } from '../../texts';
import { OrderDesk } from '../components/OrderDesk';

/** /catalog/workspace-orders: the seller's and admin's order desk. */
export function WorkspaceOrdersPage() {
  return (
    <Page
      title={ORDER_TEXTS.workspaceOrders}
      subtitle={ORDER_TEXTS.workspaceOrdersSubtitle}
      extra={<LinkButton to="/catalog/workspace-products">{CATALOG_TEXTS.workspaceProducts}</LinkButton>}
    >
      <OrderDesk />
    </Page>
  );
}
