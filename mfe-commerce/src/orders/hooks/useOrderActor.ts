import type { OrderActor, OrderResponse } from '@cricket/contracts';
import { useAuth, usePermissions, useWorkspace } from '@cricket/shell-sdk';

/** The seller's desk (catalog edit in the order's workspace) and the buyer, for one order. */
export function useOrderActor(order: OrderResponse | undefined): OrderActor {
  const { user } = useAuth();
  const { current } = useWorkspace();
  const { can } = usePermissions();
  return {
    canManage: !!order && order.workspaceId === current?.id && can('catalog', 'edit'),
    isBuyer: !!order && order.buyerUserId === user?.id,
  };
}
