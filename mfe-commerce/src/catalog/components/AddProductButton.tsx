import { CreateLinkButton } from '../../common/components/CreateLinkButton';
import { CATALOG_TEXTS } from '../../texts';

/** '+ Add Product', for those who may create products. */
export function AddProductButton() {
  return (
    <CreateLinkButton module="catalog" to="/catalog/create">
      {CATALOG_TEXTS.addProduct}
    </CreateLinkButton>
  );
}
