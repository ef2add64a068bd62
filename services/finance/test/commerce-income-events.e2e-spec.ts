import { COMMERCE_EVENTS, FINANCE_API, type IncomeResponse, type RevenueSummaryResponse } from '@cricket/contracts';
import { createLogger, NatsEventBus } from '@cricket/service-kit';
import { startTestNatsServer, startTestService, type TestNatsServer, type TestService } from '@cricket/service-kit/testing';
import { IncomeEventsConsumer } from '../src/income/income-events.consumer';
import { financeService } from '../src/service';
import { actor, billingCyclePaidEvent, eventually, incomeCaughtUp, orderPaymentEvent, type Actor } from './factories';

describe('finance: income from commerce events over NATS', () => {
  const logger = createLogger('finance-test', 'silent');
  let nats: TestNatsServer;
  let financeBus: NatsEventBus;
  let commerceBus: NatsEventBus;
  let finance: TestService;

  beforeAll(async () => {
    nats = await startTestNatsServer();
    financeBus = await NatsEventBus.connect(nats.url, 'finance', logger);
    commerceBus = await NatsEventBus.connect(nats.url, 'commerce', logger);
    finance = await startTestService('finance', financeService, { bus: financeBus });
  });
  afterAll(async () => {
    await finance.close();
    await financeBus.close();
    await commerceBus.close();
    await nats.destroy();
  });

  const incomeOf = async (who: Actor) => (await finance.http().get(FINANCE_API.income).set(who.headers).expect(200)).body as IncomeResponse[];
  /** The workspace's income once every event published so far is applied, so a late duplicate would show. */
  async function settledIncome(who: Actor): Promise<IncomeResponse[]> {
    await incomeCaughtUp(finance);
    return incomeOf(who);
  }

  it("turns a paid order into one 'Product Sales' entry even when delivered twice, and its refund reverses it", async () => {
    const seller = actor();
    const paid = orderPaymentEvent(COMMERCE_EVENTS.orderPaid, { orderId: 71, workspaceId: seller.workspaceId });
    await commerceBus.publish(paid);
    // The same event again, a redelivery straight to the handler, and a second 'paid' event for the same order.
    await commerceBus.publish({ ...paid });
    await finance.app.get(IncomeEventsConsumer).handle(paid);
    await commerceBus.publish(orderPaymentEvent(COMMERCE_EVENTS.orderPaid, { orderId: 71, workspaceId: seller.workspaceId }));

    const [entry] = await settledIncome(seller);
    expect(await incomeOf(seller)).toHaveLength(1);
    expect(entry).toMatchObject({
      source: 'product_sales',
      amountPaise: 129_900,
      date: '2026-11-14',
      description: 'Order #71',
      payer: 'Ravi Kumar',
      originType: 'order',
      originId: '71',
      workspaceId: seller.workspaceId,
    });
    const revenue = await finance.http().get(FINANCE_API.revenueSummary).query({ from: '2026-11-01', to: '2026-11-30' }).set(seller.headers).expect(200);
    expect((revenue.body as RevenueSummaryResponse).bySource.find((row) => row.source === 'product_sales')).toMatchObject({ label: 'Product Sales', amountPaise: 129_900 });

    const refund = orderPaymentEvent(COMMERCE_EVENTS.orderRefunded, { orderId: 71, workspaceId: seller.workspaceId });
    await commerceBus.publish(refund);
    await commerceBus.publish({ ...refund });
    expect(await settledIncome(seller)).toEqual([]);
  });

  it('keeps a payment and its refund in order when they follow each other at once', async () => {
    const seller = actor();
    await commerceBus.publish(orderPaymentEvent(COMMERCE_EVENTS.orderPaid, { orderId: 72, workspaceId: seller.workspaceId }));
    await commerceBus.publish(orderPaymentEvent(COMMERCE_EVENTS.orderRefunded, { orderId: 72, workspaceId: seller.workspaceId }));
    // A later sale on the same subject: once it is in, the refund before it has been applied.
    await commerceBus.publish(orderPaymentEvent(COMMERCE_EVENTS.orderPaid, { orderId: 73, workspaceId: seller.workspaceId, amountPaise: 50_000 }));
    const rows = await eventually(() => incomeOf(seller), (found) => found.some((row) => row.originId === '73'));
    expect(rows.map((row) => [row.originId, row.amountPaise])).toEqual([['73', 50_000]]);
  });

  it("turns a paid billing cycle into one 'Subscriptions' entry of its workspace, however often it arrives", async () => {
    const club = actor();
    const other = actor();
    const paid = billingCyclePaidEvent({ billingCycleId: 81, workspaceId: club.workspaceId });
    await commerceBus.publish(paid);
    await finance.app.get(IncomeEventsConsumer).handle(paid);
    await commerceBus.publish(billingCyclePaidEvent({ billingCycleId: 81, workspaceId: club.workspaceId }));

    const rows = await settledIncome(club);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'subscriptions',
      amountPaise: 99_900,
      date: '2026-11-05',
      description: 'Academy Monthly subscription for 2026-11',
      payer: 'Meera Nair',
      originType: 'billing_cycle',
      originId: '81',
    });
    expect(await incomeOf(other)).toEqual([]);
  });

  it('ignores a commerce event without its order or date and stores nothing', async () => {
    const seller = actor();
    const consumer = finance.app.get(IncomeEventsConsumer);
    await consumer.handle(orderPaymentEvent(COMMERCE_EVENTS.orderPaid, { orderId: 0, workspaceId: seller.workspaceId }));
    await consumer.handle(orderPaymentEvent(COMMERCE_EVENTS.orderPaid, { orderId: 74, workspaceId: seller.workspaceId, date: '14/11/2026' }));
    await consumer.handle(billingCyclePaidEvent({ billingCycleId: 82, workspaceId: seller.workspaceId, amountPaise: -5 }));
    expect(await incomeOf(seller)).toEqual([]);
  });
});
