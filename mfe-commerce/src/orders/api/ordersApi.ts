import { COMMERCE_API, type OrderPaymentStatus, type OrderResponse, type OrderStatus } from '@cricket/contracts';
import { apiRequest } from '@cricket/shell-sdk';

/** Confirms, ships, delivers or cancels an order. */
export function changeOrderStatus({ id, status }: { id: number; status: OrderStatus }): Promise<OrderResponse> {
  return apiRequest<OrderResponse>('PATCH', COMMERCE_API.orderStatus(id), { status });
}

/** Marks an order paid or refunded. */
export function changeOrderPayment({ id, paymentStatus }: { id: number; paymentStatus: OrderPaymentStatus }): Promise<OrderResponse> {
  return apiRequest<OrderResponse>('PATCH', COMMERCE_API.orderPaymentStatus(id), { paymentStatus });
}
