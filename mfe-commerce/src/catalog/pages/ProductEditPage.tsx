import { Page } from '../../common/components/Page';
import { CATALOG_TEXTS } from '../../texts';
import { ProductEditor } from '../components/ProductEditor';

/** /catalog/{id}/edit. */
export function ProductEditPage() {
  return (
    <Page title={CATALOG_TEXTS.editHeading}>
      <ProductEditor />
    </Page>
  );
}
