import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  allowedOrderStatusChanges,
  AUTH_MESSAGES,
  canTransitionOrderStatus,
  type CheckoutFields,
  type CheckoutResponse,
  COMMERCE_DEFAULTS,
  COMMERCE_EVENTS,
  ORDER_MESSAGES,
  type OrderActor,
  type OrderDebugResponse,
  orderPaymentRefusal,
  type OrderPaymentStatus,
  type OrderResponse,
  type OrderStatus,
  PRODUCT_MESSAGES,
  utcToday,
} from '@cricket/contracts';
import {
  allowsIn,
  type Emit,
  InjectWorkspaceRepository,
  isWorkspaceAdmin,
  Outbox,
  requireAccess,
  type SignedInContext,
  WorkspaceRepository,
  workspaceIdOf,
} from '@cricket/service-kit';
import { Product } from '../products/product.entity';
import { OrderItem } from './order-item.entity';
import { Order } from './order.entity';
import { toOrderResponse } from './order.mapper';

interface TakenLine {
  product: Pick<Product, 'id' | 'workspaceId' | 'workspaceName' | 'name' | 'pricePaise'>;
  quantity: number;
}

@Injectable()
export class OrderService {
  constructor(
    @InjectWorkspaceRepository(Order) private readonly orders: WorkspaceRepository<Order>,
    @InjectWorkspaceRepository(Product) private readonly products: WorkspaceRepository<Product>,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Checkout: takes each line's stock with a conditional decrement (the row lock makes concurrent
   * buyers of the last item queue, and all but the ones stock covers get 409), then stores one order
   * per seller workspace. All or nothing: a refused line leaves every stock as it was.
   */
  async checkout(auth: SignedInContext, cart: CheckoutFields): Promise<CheckoutResponse> {
    return this.outbox.transaction(async (manager) => {
      // Locking rows in one order keeps two carts with the same products from deadlocking.
      const lines = [...cart.items].sort((a, b) => a.productId - b.productId);
      const taken: TakenLine[] = [];
      for (const line of lines) taken.push({ product: await this.takeStock(manager, auth, line.productId, line.quantity), quantity: line.quantity });

      const bySeller = new Map<number, TakenLine[]>();
      for (const line of taken) bySeller.set(line.product.workspaceId, [...(bySeller.get(line.product.workspaceId) ?? []), line]);

      const orders: OrderResponse[] = [];
      const sellerOrders = this.orders.in(manager);
      for (const sellerLines of bySeller.values()) {
        const seller = sellerLines[0].product;
        const order = await sellerOrders.save(
          seller.workspaceId,
          sellerOrders.create(seller.workspaceId, {
            workspaceName: seller.workspaceName,
            buyerUserId: auth.user.id,
            buyerName: auth.user.name,
            buyerWorkspaceId: auth.workspace?.id ?? null,
            status: COMMERCE_DEFAULTS.orderStatus,
            paymentStatus: COMMERCE_DEFAULTS.orderPaymentStatus,
            paymentMethod: cart.paymentMethod,
            totalPaise: sellerLines.reduce((sum, l) => sum + l.product.pricePaise * l.quantity, 0),
            contactName: cart.contactName,
            contactPhone: cart.contactPhone,
            contactEmail: cart.contactEmail,
            deliveryAddress: cart.deliveryAddress,
            deliveryCity: cart.deliveryCity,
            deliveryPincode: cart.deliveryPincode,
            notes: cart.notes,
          }),
        );
        const items = await manager.save(
          sellerLines.map((l) =>
            manager.create(OrderItem, {
              orderId: order.id,
              productId: l.product.id,
              productName: l.product.name,
              unitPricePaise: l.product.pricePaise,
              quantity: l.quantity,
              lineTotalPaise: l.product.pricePaise * l.quantity,
            }),
          ),
        );
        orders.push(toOrderResponse(order, items));
      }
      return { orders };
    });
  }

  /** My Orders: what I bought, from any workspace. */
  async mine(auth: SignedInContext): Promise<OrderResponse[]> {
    // A buyer sees their orders from every seller workspace.
    const bought = await this.orders
      .acrossWorkspaces('o')
      .where('o.buyer_user_id = :userId', { userId: auth.user.id })
      .orderBy('o.created_at', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .getMany();
    return this.withItems(bought);
  }

  /** The order desk: orders of the current workspace's products, optionally of one status. */
  async desk(auth: SignedInContext, status: OrderStatus | undefined): Promise<OrderResponse[]> {
    return this.withItems(await this.orders.find(workspaceIdOf(auth), { where: status ? { status } : {}, order: { createdAt: 'DESC', id: 'DESC' } }));
  }

  async get(auth: SignedInContext, id: number): Promise<OrderResponse> {
    const order = await this.findVisible(this.orders, auth, id);
    return (await this.withItems([order]))[0];
  }

  /** The raw stored rows, for admins of the seller's workspace (and global admins). */
  async debug(auth: SignedInContext, id: number): Promise<OrderDebugResponse> {
    const order = await this.findVisible(this.orders, auth, id);
    if (!isWorkspaceAdmin(auth, order.workspaceId)) throw new ForbiddenException(ORDER_MESSAGES.adminsOnly);
    const [row] = await this.orders.manager.query('SELECT * FROM orders WHERE id = $1', [id]);
    const items = await this.orders.manager.query('SELECT * FROM order_items WHERE order_id = $1 ORDER BY id', [id]);
    return { order: row, items };
  }

  /** The seller moves an order along; the buyer cancels their own pending order. Cancelling returns the stock. */
  async changeStatus(auth: SignedInContext, id: number, status: OrderStatus): Promise<OrderResponse> {
    return this.outbox.transaction(async (manager) => {
      const orders = this.orders.in(manager);
      const order = await this.findVisible(orders, auth, id, true);
      const actor = this.actorOn(auth, order);
      if (!actor.canManage && !actor.isBuyer) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
      if (!canTransitionOrderStatus(order.status, status)) throw new ConflictException(ORDER_MESSAGES.illegalStatus(order.status, status));
      if (!allowedOrderStatusChanges(order, actor).includes(status)) {
        throw new ForbiddenException(status === 'cancelled' ? ORDER_MESSAGES.buyerCancelsOnly : AUTH_MESSAGES.forbidden);
      }
      const items = await manager.find(OrderItem, { where: { orderId: order.id } });
      if (status === 'cancelled') {
        const products = this.products.in(manager);
        for (const item of items.filter((i) => i.productId !== null).sort((a, b) => a.productId! - b.productId!)) {
          // One atomic increment, as checkout's decrement.
          await products.update(order.workspaceId, { id: item.productId! }, { stock: () => `stock + ${item.quantity}` });
        }
      }
      order.status = status;
      return toOrderResponse(await orders.save(order.workspaceId, order), items);
    });
  }

  /** The seller marks offline payment received (never for a cancelled order), or refunds it; finance counts both through the events. */
  async changePayment(auth: SignedInContext, id: number, paymentStatus: OrderPaymentStatus): Promise<OrderResponse> {
    return this.outbox.transaction(async (manager, emit) => {
      const orders = this.orders.in(manager);
      const order = await this.findVisible(orders, auth, id, true);
      if (!this.actorOn(auth, order).canManage) throw new ForbiddenException(AUTH_MESSAGES.forbidden);
      const refusal = orderPaymentRefusal(order, paymentStatus);
      if (refusal) throw new ConflictException(refusal);
      order.paymentStatus = paymentStatus;
      const saved = await orders.save(order.workspaceId, order);
      emitPayment(emit, saved, auth);
      return toOrderResponse(saved, await manager.find(OrderItem, { where: { orderId: order.id } }));
    });
  }

  private async takeStock(manager: EntityManager, auth: SignedInContext, productId: number, quantity: number): Promise<TakenLine['product']> {
    // An UPDATE answers [rows, rowCount] through TypeORM's query().
    const [taken] = (await manager.query(
      `UPDATE products SET stock = stock - $2, updated_at = now()
        WHERE id = $1 AND status = 'active' AND stock >= $2
        RETURNING id, workspace_id AS "workspaceId", workspace_name AS "workspaceName", name, price_paise AS "pricePaise"`,
      [productId, quantity],
    )) as [TakenLine['product'][], number];
    if (taken.length === 1) return taken[0];
    // The buyer orders from every workspace's shop; why this line was refused is the product's own.
    const product = await this.products.in(manager).acrossWorkspaces('p').where('p.id = :id', { id: productId }).getOne();
    if (!product || (product.status !== 'active' && product.workspaceId !== auth.workspace?.id)) throw new NotFoundException(PRODUCT_MESSAGES.notFound);
    if (product.status !== 'active') throw new ConflictException(ORDER_MESSAGES.unavailable(product.name));
    throw new ConflictException(ORDER_MESSAGES.outOfStock(product.name, product.stock));
  }

  private actorOn(auth: SignedInContext, order: Order): OrderActor {
    return { canManage: allowsIn(auth, order.workspaceId, 'catalog', 'edit'), isBuyer: order.buyerUserId === auth.user.id };
  }

  /** An order is seen by its buyer and by the seller workspace's members who may view the catalog; anyone else gets 404. */
  private async findVisible(orders: WorkspaceRepository<Order>, auth: SignedInContext, id: number, lock = false): Promise<Order> {
    // The order is a row of the seller's workspace; its buyer, from any workspace, sees it too.
    return requireAccess(auth, await orders.byIdAcrossWorkspaces(id, { lock }), {
      notFound: ORDER_MESSAGES.notFound,
      visible: (order) => order.buyerUserId === auth.user.id || allowsIn(auth, order.workspaceId, 'catalog', 'view'),
    });
  }

  private async withItems(orders: Order[]): Promise<OrderResponse[]> {
    if (orders.length === 0) return [];
    const items = await this.orders.manager
      .createQueryBuilder(OrderItem, 'i')
      .where('i.order_id IN (:...ids)', { ids: orders.map((o) => o.id) })
      .getMany();
    return orders.map((o) => toOrderResponse(o, items.filter((i) => i.orderId === o.id)));
  }
}

/** Paid is income of the seller's workspace (finance counts it); refunded reverses it. */
function emitPayment(emit: Emit, order: Order, auth: SignedInContext): void {
  emit(
    order.paymentStatus === 'refunded' ? COMMERCE_EVENTS.orderRefunded : COMMERCE_EVENTS.orderPaid,
    { orderId: order.id, workspaceId: order.workspaceId, amountPaise: order.totalPaise, date: utcToday(), paymentStatus: order.paymentStatus, buyerName: order.buyerName },
    { workspaceId: order.workspaceId, actorId: auth.user.id },
  );
}
