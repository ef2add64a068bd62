import { COMMERCE_API } from '@cricket/contracts';
import { Page } from '../../common/components/Page';
import { CATALOG_TEXTS } from '../../texts';
import { ProductListLinks } from '../components/ProductListLinks';
import { ProductsTable } from '../components/ProductsTable';

/** /catalog/workspace-products: the current workspace's products, in any status. */
export function WorkspaceProductsPage() {
  return (
    <Page title={CATALOG_TEXTS.workspaceProducts} extra={<ProductListLinks />}>
      <ProductsTable path={COMMERCE_API.workspaceProducts} />
    </Page>
  );
}
