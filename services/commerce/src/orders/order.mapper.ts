import type { OrderResponse } from '@cricket/contracts';
import type { OrderItem } from './order-item.entity';
import type { Order } from './order.entity';

export function toOrderResponse(o: Order, items: OrderItem[]): OrderResponse {
  return {
    id: o.id,
    workspaceId: o.workspaceId,
    workspaceName: o.workspaceName,
    buyerUserId: o.buyerUserId,
    buyerName: o.buyerName,
    status: o.status,
    paymentStatus: o.paymentStatus,
    paymentMethod: o.paymentMethod,
    totalPaise: o.totalPaise,
    contactName: o.contactName,
    contactPhone: o.contactPhone,
    contactEmail: o.contactEmail,
    deliveryAddress: o.deliveryAddress,
    deliveryCity: o.deliveryCity,
    deliveryPincode: o.deliveryPincode,
    notes: o.notes,
    items: [...items]
      .sort((a, b) => a.id - b.id)
      .map((i) => ({
        id: i.id,
        productId: i.productId,
        productName: i.productName,
        unitPricePaise: i.unitPricePaise,
        quantity: i.quantity,
        lineTotalPaise: i.lineTotalPaise,
      })),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}
