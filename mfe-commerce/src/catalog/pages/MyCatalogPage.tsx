import { COMMERCE_API } from '@cricket/contracts';
import { Page } from '../../common/components/Page';
import { CATALOG_TEXTS } from '../../texts';
import { ProductListLinks } from '../components/ProductListLinks';
import { ProductsTable } from '../components/ProductsTable';

/** /catalog/my-catalog: products I listed, in any status. */
export function MyCatalogPage() {
  return (
    <Page title={CATALOG_TEXTS.myCatalog} extra={<ProductListLinks />}>
      <ProductsTable path={COMMERCE_API.myProducts} />
    </Page>
  );
}
