import { LinkButton } from '../../common/components/LinkButton';
import { Page } from '../../common/components/Page';
import { CATALOG_TEXTS, COMMON_TEXTS } from '../../texts';
import { CartButton } from '../components/CartButton';
import { ProductDetail } from '../components/ProductDetail';

/** /catalog/{id} (numeric ids only, core §2). */
export function ProductDetailPage() {
  return (
    <Page
      title={CATALOG_TEXTS.heading}
      extra={
        <>
          <LinkButton to="/catalog">{COMMON_TEXTS.back}</LinkButton>
          <CartButton />
        </>
      }
    >
      <ProductDetail />
    </Page>
  );
}
