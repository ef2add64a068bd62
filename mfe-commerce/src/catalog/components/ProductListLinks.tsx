import { LinkButton } from '../../common/components/LinkButton';
import { CATALOG_TEXTS, ORDER_TEXTS } from '../../texts';
import { AddProductButton } from './AddProductButton';

/** Beside a seller's product list: the catalog, the order desk and Add Product. */
export function ProductListLinks() {
  return (
    <>
      <LinkButton to="/catalog">{CATALOG_TEXTS.heading}</LinkButton>
      <LinkButton to="/catalog/workspace-orders">{ORDER_TEXTS.workspaceOrders}</LinkButton>
      <AddProductButton />
    </>
  );
}
