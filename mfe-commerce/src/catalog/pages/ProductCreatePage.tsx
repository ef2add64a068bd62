import { Page } from '../../common/components/Page';
import { CATALOG_TEXTS } from '../../texts';
import { ProductForm } from '../components/ProductForm';

/** /catalog/create. */
export function ProductCreatePage() {
  return (
    <Page title={CATALOG_TEXTS.createHeading}>
      <ProductForm />
    </Page>
  );
}
