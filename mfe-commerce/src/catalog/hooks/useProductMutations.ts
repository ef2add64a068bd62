import { useCommerceMutation } from '../../common/hooks/useCommerceMutation';
import { CATALOG_TEXTS } from '../../texts';
import { deleteProduct, quickEditProduct, saveProduct } from '../api/catalogApi';

export function useSaveProduct() {
  return useCommerceMutation(saveProduct, {
    success: ({ id }) => (id === null ? [CATALOG_TEXTS.created, CATALOG_TEXTS.createdText] : [CATALOG_TEXTS.updated, CATALOG_TEXTS.updatedText]),
    failure: CATALOG_TEXTS.saveFailed,
  });
}

export function useQuickEditProduct() {
  return useCommerceMutation(quickEditProduct, { success: () => [CATALOG_TEXTS.updated, CATALOG_TEXTS.updatedText], failure: CATALOG_TEXTS.saveFailed });
}

export function useDeleteProduct() {
  return useCommerceMutation(deleteProduct, {
    success: () => [CATALOG_TEXTS.deleted, CATALOG_TEXTS.deletedText],
    failure: CATALOG_TEXTS.deleteFailed,
  });
}
