import { COMMERCE_API, type CheckoutPayload, type CheckoutResponse, type ProductPayload, type ProductQuickEditPayload, type ProductResponse } from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';

/** Creates a product (no id) or replaces one. */
export function saveProduct({ id, payload }: { id: number | null; payload: ProductPayload }): Promise<ProductResponse> {
  return id === null ? apiRequest<ProductResponse>('POST', COMMERCE_API.catalog, payload) : apiRequest<ProductResponse>('PUT', COMMERCE_API.product(id), payload);
}

/** Changes a product's price and stock only. */
export function quickEditProduct({ id, changes }: { id: number; changes: ProductQuickEditPayload }): Promise<ProductResponse> {
  return apiRequest<ProductResponse>('PATCH', COMMERCE_API.product(id), changes);
}

export function deleteProduct(id: number): Promise<unknown> {
  return apiRequest('DELETE', COMMERCE_API.product(id));
}

/** Places the cart as orders, one per selling workspace. */
export function checkout(payload: CheckoutPayload): Promise<CheckoutResponse> {
  return apiRequest<CheckoutResponse>('POST', COMMERCE_API.orders, payload);
}
