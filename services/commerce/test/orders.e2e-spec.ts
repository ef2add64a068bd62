import {
  AUTH_MESSAGES,
  COMMERCE_EVENTS,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  PRODUCT_MESSAGES,
  canTransitionOrderStatus,
  type OrderResponse,
  type OrderStatus,
} from '@cricket/contracts';
import type { TestService } from '@cricket/service-kit/testing';
import { DataSource } from 'typeorm';
import { actor, badRequest, createProduct, member, newCheckout, outboxEvents, readonly, startCommerce, type Actor } from './factories';

describe('commerce: orders (issue #9 §2)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startCommerce();
  });
  afterAll(() => service.close());

  const stockOf = async (id: number, who: Actor) => (await service.http().get(`/api/catalog/${id}`).set(who.headers)).body.stock as number;

  async function order(buyer: Actor, items: { productId: number; quantity: number }[]): Promise<OrderResponse> {
    const res = await service.http().post('/api/orders').set(buyer.headers).send(newCheckout(items));
    if (res.status !== 201) throw new Error(`order failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.orders[0] as OrderResponse;
  }

  it('POST /api/orders checks out a cart from another workspace: one order per seller, stock taken', async () => {
    const sellerA = actor();
    const sellerB = actor();
    const bat = await createProduct(service, sellerA, { pricePaise: 400_000, stock: 3 });
    const pads = await createProduct(service, sellerA, { category: 'pads', pricePaise: 150_000, stock: 2 });
    const ball = await createProduct(service, sellerB, { category: 'balls', pricePaise: 60_000, stock: 10 });
    const buyer = actor();
    const res = await service
      .http()
      .post('/api/orders')
      .set(buyer.headers)
      .send(newCheckout([{ productId: bat.id, quantity: 2 }, { productId: pads.id, quantity: 1 }, { productId: ball.id, quantity: 4 }], { notes: ' Ring first ', deliveryPincode: '411001' }));
    expect(res.status).toBe(201);
    const orders: OrderResponse[] = res.body.orders;
    expect(orders).toHaveLength(2);
    const fromA = orders.find((o) => o.workspaceId === sellerA.workspaceId)!;
    expect(fromA).toEqual({
      id: expect.any(Number),
      workspaceId: sellerA.workspaceId,
      workspaceName: `Club ${sellerA.workspaceId}`,
      buyerUserId: buyer.id,
      buyerName: buyer.context.user!.name,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'offline',
      totalPaise: 950_000,
      contactName: 'Ravi Kumar',
      contactPhone: '9876543210',
      contactEmail: null,
      deliveryAddress: '12 MG Road',
      deliveryCity: 'Pune',
      deliveryPincode: '411001',
      notes: 'Ring first',
      items: [
        { id: expect.any(Number), productId: bat.id, productName: bat.name, unitPricePaise: 400_000, quantity: 2, lineTotalPaise: 800_000 },
        { id: expect.any(Number), productId: pads.id, productName: pads.name, unitPricePaise: 150_000, quantity: 1, lineTotalPaise: 150_000 },
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(orders.find((o) => o.workspaceId === sellerB.workspaceId)!.totalPaise).toBe(240_000);
    expect(await stockOf(bat.id, buyer)).toBe(1);
    expect(await stockOf(pads.id, buyer)).toBe(1);
    expect(await stockOf(ball.id, buyer)).toBe(6);
  });

  it('refuses bad carts, and a refused line leaves every stock untouched', async () => {
    const seller = actor();
    const bat = await createProduct(service, seller, { stock: 1 });
    const gloves = await createProduct(service, seller, { category: 'gloves', stock: 5 });
    const hidden = await createProduct(service, seller, { status: 'inactive' });
    const buyer = actor();
    const post = (body: object) => service.http().post('/api/orders').set(buyer.headers).send(body);

    expect((await post(newCheckout([]))).body).toEqual(badRequest(ORDER_MESSAGES.items));
    expect((await post(newCheckout([{ productId: bat.id, quantity: 0 }]))).body).toEqual(badRequest(ORDER_MESSAGES.quantity));
    expect((await post(newCheckout([{ productId: bat.id, quantity: 1 }], { contactPhone: ' ' }))).body).toEqual(badRequest(ORDER_MESSAGES.contactPhone));
    expect((await post(newCheckout([{ productId: bat.id, quantity: 1 }], { paymentMethod: 'online' as never }))).body).toEqual(badRequest(ORDER_MESSAGES.onlyOffline));

    const short = await post(newCheckout([{ productId: gloves.id, quantity: 2 }, { productId: bat.id, quantity: 2 }]));
    expect(short.status).toBe(409);
    expect(short.body.message).toBe(ORDER_MESSAGES.outOfStock(bat.name, 1));
    expect(await stockOf(gloves.id, buyer)).toBe(5);
    expect(await stockOf(bat.id, buyer)).toBe(1);

    const gone = await post(newCheckout([{ productId: hidden.id, quantity: 1 }]));
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(PRODUCT_MESSAGES.notFound);
    expect((await service.http().get('/api/orders').set(buyer.headers)).body).toEqual([]);
  });

  it('20 concurrent orders for 5 units: exactly 5 succeed, stock ends at 0, never below', async () => {
    const seller = actor();
    const bat = await createProduct(service, seller, { stock: 5 });
    const buyers = Array.from({ length: 20 }, () => actor());
    const answers = await Promise.all(
      buyers.map((b) => service.http().post('/api/orders').set(b.headers).send(newCheckout([{ productId: bat.id, quantity: 1 }]))),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.body.message).toBe(ORDER_MESSAGES.outOfStock(bat.name, 0));
    expect(await stockOf(bat.id, seller)).toBe(0);
    const desk = await service.http().get('/api/orders/workspace').set(seller.headers);
    expect(desk.body).toHaveLength(5);
  });

  it('buyer sees own orders; the seller’s desk sees its orders; anyone else gets 404', async () => {
    const seller = actor();
    const bat = await createProduct(service, seller);
    const buyer = actor();
    const placed = await order(buyer, [{ productId: bat.id, quantity: 1 }]);
    expect((await service.http().get('/api/orders').set(buyer.headers)).body.map((o: OrderResponse) => o.id)).toEqual([placed.id]);
    expect((await service.http().get('/api/orders/workspace').set(seller.headers)).body.map((o: OrderResponse) => o.id)).toEqual([placed.id]);
    expect((await service.http().get('/api/orders/workspace').query({ status: 'shipped' }).set(seller.headers)).body).toEqual([]);
    expect((await service.http().get('/api/orders/workspace').query({ status: 'lost' }).set(seller.headers)).body).toEqual(badRequest(ORDER_MESSAGES.status));
    expect((await service.http().get(`/api/orders/${placed.id}`).set(buyer.headers)).body).toMatchObject({ id: placed.id });
    expect((await service.http().get(`/api/orders/${placed.id}`).set(readonly(seller.workspaceId).headers)).status).toBe(200);
    const stranger = await service.http().get(`/api/orders/${placed.id}`).set(actor().headers);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(ORDER_MESSAGES.notFound);
    // The buyer's own workspace has no desk view of it either.
    expect((await service.http().get('/api/orders/workspace').set(actor({ workspaceId: buyer.workspaceId }).headers)).body).toEqual([]);
  });

  it('the seller confirms, ships and delivers; illegal steps answer 409', async () => {
    const seller = actor();
    const bat = await createProduct(service, seller);
    const buyer = actor();
    const placed = await order(buyer, [{ productId: bat.id, quantity: 1 }]);
    const move = (who: Actor, status: string) => service.http().patch(`/api/orders/${placed.id}/status`).set(who.headers).send({ status });

    expect((await move(seller, 'shipped')).status).toBe(409);
    expect((await move(buyer, 'confirmed')).status).toBe(403);
    for (const status of ['confirmed', 'shipped', 'delivered']) {
      const res = await move(member(seller.workspaceId), status);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
    }
    const late = await move(seller, 'cancelled');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(ORDER_MESSAGES.illegalStatus('delivered', 'cancelled'));
    expect((await move(seller, 'bogus')).body).toEqual(badRequest(ORDER_MESSAGES.status));
    expect((await service.http().get(`/api/orders/${placed.id}`).set(buyer.headers)).body.status).toBe('delivered');
  });

  it('cancelling returns the stock; the buyer cancels only a pending order', async () => {
    const seller = actor();
    const bat = await createProduct(service, seller, { stock: 4 });
    const buyer = actor();
    const first = await order(buyer, [{ productId: bat.id, quantity: 3 }]);
    expect(await stockOf(bat.id, buyer)).toBe(1);
    const cancel = await service.http().patch(`/api/orders/${first.id}/status`).set(buyer.headers).send({ status: 'cancelled' });
    expect(cancel.status).toBe(200);
    expect(cancel.body.status).toBe('cancelled');
    expect(await stockOf(bat.id, buyer)).toBe(4);

    const second = await order(buyer, [{ productId: bat.id, quantity: 1 }]);
    await service.http().patch(`/api/orders/${second.id}/status`).set(seller.headers).send({ status: 'confirmed' }).expect(200);
    const refused = await service.http().patch(`/api/orders/${second.id}/status`).set(buyer.headers).send({ status: 'cancelled' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ORDER_MESSAGES.buyerCancelsOnly);
    await service.http().patch(`/api/orders/${second.id}/status`).set(seller.headers).send({ status: 'cancelled' }).expect(200);
    expect(await stockOf(bat.id, buyer)).toBe(4);
  });

  it('payment pending → paid → refunded by the seller, each written to the outbox for finance', async () => {
    const seller = actor();
    const bat = await createProduct(service, seller, { pricePaise: 300_000 });
    const buyer = actor();
    const placed = await order(buyer, [{ productId: bat.id, quantity: 2 }]);
    const pay = (who: Actor, paymentStatus: string) => service.http().patch(`/api/orders/${placed.id}/payment-status`).set(who.headers).send({ paymentStatus });

    expect((await pay(buyer, 'paid')).status).toBe(403);
    expect((await pay(readonly(seller.workspaceId), 'paid')).status).toBe(403);
    expect((await pay(seller, 'refunded')).body.message).toBe(ORDER_MESSAGES.illegalPayment('pending', 'refunded'));
    expect((await pay(seller, 'paid')).body.paymentStatus).toBe('paid');
    expect((await pay(seller, 'paid')).status).toBe(409);
    expect((await pay(seller, 'refunded')).body.paymentStatus).toBe('refunded');

    const paid = (await outboxEvents(service, COMMERCE_EVENTS.orderPaid)).filter((e) => (e.data as { orderId: number }).orderId === placed.id);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      type: 'commerce.order.paid',
      workspaceId: seller.workspaceId,
      actorId: seller.id,
      data: { orderId: placed.id, workspaceId: seller.workspaceId, amountPaise: 600_000, paymentStatus: 'paid', buyerName: buyer.context.user!.name, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    const refunded = (await outboxEvents(service, COMMERCE_EVENTS.orderRefunded)).filter((e) => (e.data as { orderId: number }).orderId === placed.id);
    expect(refunded).toHaveLength(1);
    expect(refunded[0].data).toMatchObject({ amountPaise: 600_000, paymentStatus: 'refunded' });
  });

  describe('every status change against the transitions, and no payment for a cancelled order', () => {
    const conflict = (message: string) => ({ statusCode: 409, message, error: 'Conflict' });
    const stored = async (id: number) =>
      (await service.app.get(DataSource).query('SELECT status, payment_status AS "paymentStatus", updated_at AS "updatedAt" FROM orders WHERE id = $1', [id]))[0];
    const STEPS: Record<OrderStatus, OrderStatus[]> = {
      pending: [],
      confirmed: ['confirmed'],
      shipped: ['confirmed', 'shipped'],
      delivered: ['confirmed', 'shipped', 'delivered'],
      cancelled: ['cancelled'],
    };

    /** An order of the seller's brought to `status` along the allowed steps. */
    async function orderIn(seller: Actor, status: OrderStatus): Promise<OrderResponse> {
      const bat = await createProduct(service, seller);
      const placed = await order(actor(), [{ productId: bat.id, quantity: 1 }]);
      for (const step of STEPS[status]) await service.http().patch(`/api/orders/${placed.id}/status`).set(seller.headers).send({ status: step }).expect(200);
      return placed;
    }

    const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
    it.each(pairs)('%s → %s by the seller', async (from, to) => {
      const seller = actor();
      const placed = await orderIn(seller, from);
      const before = await stored(placed.id);
      const res = await service.http().patch(`/api/orders/${placed.id}/status`).set(seller.headers).send({ status: to });
      if (canTransitionOrderStatus(from, to)) {
        expect(res.body).toMatchObject({ id: placed.id, status: to });
      } else {
        expect(res.body).toEqual(conflict(ORDER_MESSAGES.illegalStatus(from, to)));
        expect(await stored(placed.id)).toEqual(before);
      }
    });

    it('answers 409 to paying a cancelled order, leaves it as it was and tells finance nothing', async () => {
      const seller = actor();
      const placed = await orderIn(seller, 'cancelled');
      const before = await stored(placed.id);
      const res = await service.http().patch(`/api/orders/${placed.id}/payment-status`).set(seller.headers).send({ paymentStatus: 'paid' });
      expect(res.body).toEqual(conflict(ORDER_MESSAGES.cancelledUnpaid));
      expect(await stored(placed.id)).toEqual(before);
      expect((await outboxEvents(service, COMMERCE_EVENTS.orderPaid)).filter((e) => (e.data as { orderId: number }).orderId === placed.id)).toEqual([]);
    });

    it('still refunds an order paid before it was cancelled', async () => {
      const seller = actor();
      const placed = await orderIn(seller, 'confirmed');
      const pay = (paymentStatus: string) => service.http().patch(`/api/orders/${placed.id}/payment-status`).set(seller.headers).send({ paymentStatus });
      await pay('paid').expect(200);
      await service.http().patch(`/api/orders/${placed.id}/status`).set(seller.headers).send({ status: 'cancelled' }).expect(200);
      expect((await pay('refunded')).body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
      expect((await pay('paid')).body).toEqual(conflict(ORDER_MESSAGES.illegalPayment('refunded', 'paid')));
    });
  });

  it('GET /api/orders/{id}/debug gives the raw record to the seller’s admins only', async () => {
    const seller = actor();
    const bat = await createProduct(service, seller);
    const buyer = actor();
    const placed = await order(buyer, [{ productId: bat.id, quantity: 1 }]);
    const raw = await service.http().get(`/api/orders/${placed.id}/debug`).set(seller.headers);
    expect(raw.status).toBe(200);
    expect(raw.body.order).toMatchObject({ id: placed.id, workspace_id: seller.workspaceId, buyer_user_id: buyer.id, total_paise: '450000' });
    expect(raw.body.items).toEqual([expect.objectContaining({ order_id: placed.id, product_id: bat.id, quantity: 1 })]);
    const forBuyer = await service.http().get(`/api/orders/${placed.id}/debug`).set(buyer.headers);
    expect(forBuyer.status).toBe(403);
    expect(forBuyer.body.message).toBe(ORDER_MESSAGES.adminsOnly);
    expect((await service.http().get(`/api/orders/${placed.id}/debug`).set(member(seller.workspaceId).headers)).status).toBe(403);
    expect((await service.http().get(`/api/orders/${placed.id}/debug`).set(actor().headers)).status).toBe(404);
    // A global admin is an admin in the seller's workspace too (core §6 step 2), but not outside it.
    const globalAdmin = (workspaceId?: number) => actor({ workspaceId, role: 'member', globalRole: 'admin' }).headers;
    expect((await service.http().get(`/api/orders/${placed.id}/debug`).set(globalAdmin(seller.workspaceId))).status).toBe(200);
    expect((await service.http().get(`/api/orders/${placed.id}/debug`).set(globalAdmin())).status).toBe(404);
  });

  it('another workspace’s order answers 404 to every change; readonly members of the seller get 403', async () => {
    const seller = actor();
    const bat = await createProduct(service, seller);
    const placed = await order(actor(), [{ productId: bat.id, quantity: 1 }]);
    const other = actor();
    expect((await service.http().patch(`/api/orders/${placed.id}/status`).set(other.headers).send({ status: 'confirmed' })).status).toBe(404);
    expect((await service.http().patch(`/api/orders/${placed.id}/payment-status`).set(other.headers).send({ paymentStatus: 'paid' })).status).toBe(404);
    const viewer = readonly(seller.workspaceId);
    const res = await service.http().patch(`/api/orders/${placed.id}/status`).set(viewer.headers).send({ status: 'confirmed' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(AUTH_MESSAGES.forbidden);
    expect((await service.http().get('/api/orders/workspace').set(viewer.headers)).status).toBe(200);
  });
});
