import { FINANCE_API, FINANCE_MESSAGES, GROUND_EVENTS, type IncomeResponse, type RevenueSummaryResponse } from '@cricket/contracts';
import { createLogger, NatsEventBus } from '@cricket/service-kit';
import { startTestNatsServer, startTestService, type TestNatsServer, type TestService } from '@cricket/service-kit/testing';
import { IncomeEventsConsumer } from '../src/income/income-events.consumer';
import { financeService } from '../src/service';
import { actor, bookingPaymentEvent, eventually, incomeCaughtUp, newIncome } from './factories';

describe('finance: income from ground booking events over NATS', () => {
  const logger = createLogger('finance-test', 'silent');
  let nats: TestNatsServer;
  let financeBus: NatsEventBus;
  let groundsBus: NatsEventBus;
  let finance: TestService;

  beforeAll(async () => {
    nats = await startTestNatsServer();
    financeBus = await NatsEventBus.connect(nats.url, 'finance', logger);
    groundsBus = await NatsEventBus.connect(nats.url, 'grounds', logger);
    finance = await startTestService('finance', financeService, { bus: financeBus });
  });
  afterAll(async () => {
    await finance.close();
    await financeBus.close();
    await groundsBus.close();
    await nats.destroy();
  });

  it('turns a paid booking into one income entry even when delivered twice, and its refund reverses it', async () => {
    const treasurer = actor();
    const readIncome = async () => (await finance.http().get(FINANCE_API.income).set(treasurer.headers).expect(200)).body as IncomeResponse[];
    const typedIn = await finance.http().post(FINANCE_API.income).set(treasurer.headers).send(newIncome({ date: '2026-11-01' })).expect(201);

    const paid = bookingPaymentEvent(GROUND_EVENTS.bookingPaid, { bookingId: 41, workspaceId: treasurer.workspaceId, amountPaise: 240_000 });
    await groundsBus.publish(paid);
    // The same event again (JetStream drops it by message id), a redelivery straight to the handler
    // (as after a lost ack), and a second 'paid' event for the same booking under a new id: still one entry.
    await groundsBus.publish({ ...paid });
    await finance.app.get(IncomeEventsConsumer).handle(paid);
    await groundsBus.publish(bookingPaymentEvent(GROUND_EVENTS.bookingPaid, { bookingId: 41, workspaceId: treasurer.workspaceId, amountPaise: 240_000 }));

    await incomeCaughtUp(finance);
    const settled = await readIncome();
    expect(settled).toHaveLength(2);
    const entry = settled.find((row) => row.originType === 'ground_booking')!;
    expect(entry).toMatchObject({
      source: 'ground_bookings',
      amountPaise: 240_000,
      date: '2026-11-10',
      originId: '41',
      workspaceId: treasurer.workspaceId,
      description: 'Ground booking #41 for 2026-11-12',
      // Written before booking events named the payer: still folded, with no payer.
      payer: null,
    });
    expect(settled.map((row) => row.id)).toContain(typedIn.body.id);

    const revenue = await finance.http().get(FINANCE_API.revenueSummary).query({ from: '2026-11-01', to: '2026-11-30' }).set(treasurer.headers).expect(200);
    const body = revenue.body as RevenueSummaryResponse;
    expect(body.totalPaise).toBe(740_000);
    expect(body.bySource.find((row) => row.source === 'ground_bookings')).toMatchObject({ label: 'Ground Bookings', amountPaise: 240_000, previousAmountPaise: 0 });
    expect(body.previousPeriod).toEqual({ from: '2026-10-01', to: '2026-10-31' });

    // Income that follows a booking is not edited by hand.
    const refusedEdit = await finance.http().put(FINANCE_API.incomeEntry(entry.id)).set(treasurer.headers).send(newIncome()).expect(409);
    expect(refusedEdit.body.message).toBe(FINANCE_MESSAGES.incomeFromEvent);

    await groundsBus.publish(bookingPaymentEvent(GROUND_EVENTS.bookingRefunded, { bookingId: 41, workspaceId: treasurer.workspaceId }));
    const afterRefund = await eventually(readIncome, (rows) => rows.length === 1);
    expect(afterRefund.map((row) => row.id)).toEqual([typedIn.body.id]);
  });

  it("names the booking's payer on its income entry", async () => {
    const treasurer = actor();
    await groundsBus.publish(bookingPaymentEvent(GROUND_EVENTS.bookingPaid, { bookingId: 43, workspaceId: treasurer.workspaceId, payerName: '  Ravi Kumar ' }));
    const rows = await eventually(
      async () => (await finance.http().get(FINANCE_API.income).set(treasurer.headers).expect(200)).body as IncomeResponse[],
      (found) => found.length === 1,
    );
    expect(rows[0]).toMatchObject({ originType: 'ground_booking', originId: '43', payer: 'Ravi Kumar' });
  });

  it("records a booking's income in the ground's workspace only", async () => {
    const owner = actor();
    const other = actor();
    await groundsBus.publish(bookingPaymentEvent(GROUND_EVENTS.bookingPaid, { bookingId: 42, workspaceId: owner.workspaceId }));
    const owned = await eventually(
      async () => (await finance.http().get(FINANCE_API.income).set(owner.headers).expect(200)).body as IncomeResponse[],
      (rows) => rows.length === 1,
    );
    expect(owned[0]).toMatchObject({ originId: '42' });
    expect((await finance.http().get(FINANCE_API.income).set(other.headers).expect(200)).body).toEqual([]);
    await finance.http().get(FINANCE_API.incomeEntry(owned[0].id)).set(other.headers).expect(404);
  });
});
