import { COMMERCE_API, type ProductPayload, type ProductQuickEditPayload, type ProductResponse } from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';
import { useCommerceMutation } from '../common/api';
import { CATALOG_TEXTS } from '../texts';

export function useSaveProduct() {
  return useCommerceMutation(
    ({ id, payload }: { id: number | null; payload: ProductPayload }) =>
      id === null
        ? apiRequest<ProductResponse>('POST', COMMERCE_API.catalog, payload)
        : apiRequest<ProductResponse>('PUT', COMMERCE_API.product(id), payload),
    {
      success: ({ id }) => (id === null ? [CATALOG_TEXTS.created, CATALOG_TEXTS.createdText] : [CATALOG_TEXTS.updated, CATALOG_TEXTS.updatedText]),
      failure: CATALOG_TEXTS.saveFailed,
    },
  );
}

export function useQuickEditProduct() {
  return useCommerceMutation(
    ({ id, changes }: { id: number; changes: ProductQuickEditPayload }) => apiRequest<ProductResponse>('PATCH', COMMERCE_API.product(id), changes),
    { success: () => [CATALOG_TEXTS.updated, CATALOG_TEXTS.updatedText], failure: CATALOG_TEXTS.saveFailed },
  );
}

export function useDeleteProduct() {
  return useCommerceMutation((id: number) => apiRequest('DELETE', COMMERCE_API.product(id)), {
    success: () => [CATALOG_TEXTS.deleted, CATALOG_TEXTS.deletedText],
    failure: CATALOG_TEXTS.deleteFailed,
  });
}
