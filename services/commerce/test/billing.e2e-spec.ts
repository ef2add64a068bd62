import {
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  COMMERCE_EVENTS,
  SUBSCRIBER_MESSAGES,
  addDays,
  addPeriods,
  periodBounds,
  periodOfDate,
  utcToday,
  type BillingCycleResponse,
  type GenerateCyclesResponse,
} from '@cricket/contracts';
import type { TestService } from '@cricket/service-kit/testing';
import { DataSource } from 'typeorm';
import { actor, badRequest, countRows, createPlan, createSubscriber, outboxEvents, readonly, startCommerce, type Actor } from './factories';

// Periods from the machine's clock: one long past, this month and the next (the latest one billed).
const TODAY = utcToday();
const PAST = '2020-03';
const THIS = periodOfDate(TODAY);
const NEXT = addPeriods(THIS, 1);

describe('commerce: billing cycles (issue #9 §5)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startCommerce();
  });
  afterAll(() => service.close());

  const generate = (who: Actor, period: string) => service.http().post('/api/billing-cycles/generate').set(who.headers).send({ period });

  async function club() {
    const admin = actor();
    const monthly = await createPlan(service, admin, { name: 'Monthly', pricePaise: 50_000, period: 'monthly' });
    const quarterly = await createPlan(service, admin, { name: 'Quarterly', pricePaise: 120_000, period: 'quarterly' });
    const asha = await createSubscriber(service, admin, monthly.id, { name: 'Asha' });
    const bala = await createSubscriber(service, admin, monthly.id, { name: 'Bala' });
    const chetan = await createSubscriber(service, admin, quarterly.id, { name: 'Chetan', startDate: `${THIS}-01` });
    await createSubscriber(service, admin, monthly.id, { name: 'Paused', status: 'paused' });
    await createSubscriber(service, admin, monthly.id, { name: 'Late', startDate: '2099-05-01' });
    return { admin, monthly, quarterly, asha, bala, chetan };
  }

  it('POST /api/billing-cycles/generate creates one cycle per active subscriber billed in the period, due a week after it is generated', async () => {
    const { admin, monthly, asha } = await club();
    const res = await generate(admin, THIS);
    expect(res.status).toBe(201);
    const body: GenerateCyclesResponse = res.body;
    expect(body).toMatchObject({ period: THIS, created: 3, existing: 0 });
    expect(body.cycles.map((c) => c.subscriberName)).toEqual(['Asha', 'Bala', 'Chetan']);
    expect(body.cycles[0]).toEqual({
      id: expect.any(Number),
      workspaceId: admin.workspaceId,
      subscriberId: asha.id,
      subscriberName: 'Asha',
      planId: monthly.id,
      planName: 'Monthly',
      period: THIS,
      periodStart: periodBounds(THIS).start,
      periodEnd: periodBounds(THIS).end,
      groupKey: `${THIS}_${monthly.id}`,
      amountPaise: 50_000,
      dueDate: addDays(TODAY, 7),
      status: 'pending',
      paidOn: null,
      paymentMethod: null,
      note: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Next month: the quarterly subscriber (started this month) is not billed; monthly ones are, due a week after the month starts.
    const next = (await generate(admin, NEXT)).body as GenerateCyclesResponse;
    expect(next).toMatchObject({ created: 2, existing: 0 });
    expect(next.cycles.map((c) => [c.dueDate, c.status])).toEqual([
      [addDays(periodBounds(NEXT).start, 7), 'pending'],
      [addDays(periodBounds(NEXT).start, 7), 'pending'],
    ]);
  });

  it('is idempotent: generating the same period again creates nothing new', async () => {
    const { admin } = await club();
    await generate(admin, THIS).expect(201);
    const again = await generate(admin, THIS);
    expect(again.body).toMatchObject({ created: 0, existing: 3 });
    expect(again.body.cycles).toHaveLength(3);
    expect(await countRows(service, 'SELECT count(*) FROM billing_cycles WHERE workspace_id = $1', [admin.workspaceId])).toBe(3);
  });

  it('is idempotent under two concurrent runs', async () => {
    const { admin } = await club();
    const [first, second] = await Promise.all([generate(admin, THIS), generate(admin, THIS)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.created + second.body.created).toBe(3);
    expect(await countRows(service, 'SELECT count(*) FROM billing_cycles WHERE workspace_id = $1 AND period = $2', [admin.workspaceId, THIS])).toBe(3);
  });

  it.each([
    ['not YYYY-MM', '2099-1', BILLING_MESSAGES.period],
    ['in year 0', '0000-01', BILLING_MESSAGES.periodYears],
    ['in year 3000', '3000-01', BILLING_MESSAGES.periodYears],
    ['in year 9999', '9999-12', BILLING_MESSAGES.periodYears],
    ['after next month, beyond any subscription’s life so far', addPeriods(THIS, 2), BILLING_MESSAGES.periodAfterNextMonth(NEXT)],
  ])('refuses a period %s with 400 and stores no cycle', async (_label, period, message) => {
    const { admin } = await club();
    expect((await generate(admin, period)).body).toEqual(badRequest(message));
    expect(await countRows(service, 'SELECT count(*) FROM billing_cycles WHERE workspace_id = $1', [admin.workspaceId])).toBe(0);
  });

  it('bills each subscriber only from their start month on', async () => {
    const { admin } = await club();
    const names = async (period: string) => ((await generate(admin, period)).body.cycles as BillingCycleResponse[]).map((c) => c.subscriberName);
    expect(await names(addPeriods(THIS, -1))).toEqual(['Asha', 'Bala']);
    expect(await names('2019-12')).toEqual([]);
  });

  it('GET /api/billing-cycles lists with period, status and plan filters; a cycle is not overdue when generated, only once past its due date', async () => {
    const { admin, quarterly } = await club();
    await generate(admin, PAST).expect(201);
    await generate(admin, THIS).expect(201);
    const list = (query: object) => service.http().get('/api/billing-cycles').query(query).set(admin.headers);
    const all: BillingCycleResponse[] = (await list({})).body;
    expect(all.map((c) => c.period)).toEqual([THIS, THIS, THIS, PAST, PAST]);
    expect(all.map((c) => c.status)).toEqual(['pending', 'pending', 'pending', 'pending', 'pending']);
    expect((await list({ status: 'overdue' })).body).toEqual([]);

    // A week and a day later, as far as the cycles of the past period know.
    await service.app.get(DataSource).query('UPDATE billing_cycles SET due_date = $2 WHERE workspace_id = $1 AND period = $3', [admin.workspaceId, addDays(TODAY, -1), PAST]);
    expect((await list({ period: PAST })).body.every((c: BillingCycleResponse) => c.status === 'overdue')).toBe(true);
    expect((await list({ status: 'overdue' })).body).toHaveLength(2);
    expect((await list({ status: 'pending' })).body).toHaveLength(3);
    expect((await list({ planId: quarterly.id })).body.map((c: BillingCycleResponse) => c.subscriberName)).toEqual(['Chetan']);
    expect((await list({ period: 'soon' })).body).toEqual(badRequest(BILLING_MESSAGES.period));
    for (const period of ['0000-01', '9999-12']) expect((await list({ period })).body).toEqual(badRequest(BILLING_MESSAGES.periodYears));
    const analytics = await service.http().get('/api/billing-cycles/analytics').query({ from: '0000-01' }).set(admin.headers);
    expect(analytics.body).toEqual(badRequest(BILLING_MESSAGES.periodYears));
  });

  it('marks a cycle paid (an income event for finance) or waived, once', async () => {
    const { admin } = await club();
    const [asha, bala] = (await generate(admin, PAST)).body.cycles as BillingCycleResponse[];
    const settle = (id: number, body: object) => service.http().patch(`/api/billing-cycles/${id}/status`).set(admin.headers).send(body);
    const paid = await settle(asha.id, { status: 'paid', paymentMethod: 'upi', note: 'Paid at nets' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', paymentMethod: 'upi', note: 'Paid at nets', paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const twice = await settle(asha.id, { status: 'waived' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(BILLING_MESSAGES.illegalStatus('paid', 'waived'));
    expect((await settle(bala.id, { status: 'waived' })).body).toMatchObject({ status: 'waived', paidOn: null });
    expect((await settle(bala.id, { status: 'pending' })).body).toEqual(badRequest(BILLING_MESSAGES.status));
    expect((await settle(bala.id, { status: 'paid', paymentMethod: 'barter' })).body).toEqual(badRequest(BILLING_MESSAGES.paymentMethod));

    const events = (await outboxEvents(service, COMMERCE_EVENTS.billingCyclePaid)).filter((e) => e.workspaceId === admin.workspaceId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'commerce.billing_cycle.paid',
      actorId: admin.id,
      data: { billingCycleId: asha.id, workspaceId: admin.workspaceId, amountPaise: 50_000, period: PAST, subscriberId: asha.subscriberId, subscriberName: 'Asha', planName: 'Monthly' },
    });
  });

  it('hierarchical view, analytics, group and per-cycle subscriber views', async () => {
    const { admin, monthly, quarterly, asha } = await club();
    const cycles: BillingCycleResponse[] = (await generate(admin, THIS)).body.cycles;
    await generate(admin, NEXT).expect(201);
    await service.http().patch(`/api/billing-cycles/${cycles[0].id}/status`).set(admin.headers).send({ status: 'paid' }).expect(200);

    const tree = await service.http().get('/api/billing-cycles/hierarchical').set(admin.headers);
    expect(tree.status).toBe(200);
    expect(tree.body.map((p: { period: string }) => p.period)).toEqual([NEXT, THIS]);
    const january = tree.body[1];
    expect(january).toMatchObject({ collectedPaise: 50_000, outstandingPaise: 50_000 + 120_000 });
    expect(january.plans.map((p: { planName: string; cycles: unknown[] }) => [p.planName, p.cycles.length])).toEqual([
      ['Monthly', 2],
      ['Quarterly', 1],
    ]);
    const onlyFeb = await service.http().get('/api/billing-cycles/hierarchical').query({ from: NEXT, to: NEXT }).set(admin.headers);
    expect(onlyFeb.body.map((p: { period: string }) => p.period)).toEqual([NEXT]);

    const analytics = await service.http().get('/api/billing-cycles/analytics').set(admin.headers);
    expect(analytics.body).toMatchObject({
      collectedPaise: 50_000,
      outstandingPaise: 50_000 + 120_000 + 100_000,
      overduePaise: 0,
      waivedPaise: 0,
      collectionRatePercent: 16,
      counts: { paid: 1, pending: 4, overdue: 0, waived: 0 },
    });
    expect(analytics.body.byPeriod.map((p: { period: string; collectedPaise: number }) => [p.period, p.collectedPaise])).toEqual([
      [THIS, 50_000],
      [NEXT, 0],
    ]);
    expect((await service.http().get('/api/billing-cycles/analytics').query({ from: NEXT, to: THIS }).set(admin.headers)).body).toEqual(
      badRequest(BILLING_MESSAGES.periodRange),
    );

    const group = await service.http().get(`/api/billing-cycles/group/${THIS}_${monthly.id}/subscribers`).set(admin.headers);
    expect(group.body).toMatchObject({ groupKey: `${THIS}_${monthly.id}`, period: THIS, planId: monthly.id, planName: 'Monthly', collectedPaise: 50_000 });
    expect(group.body.cycles.map((c: BillingCycleResponse) => c.subscriberName)).toEqual(['Asha', 'Bala']);
    expect((await service.http().get(`/api/billing-cycles/group/${NEXT}_${quarterly.id}/subscribers`).set(admin.headers)).status).toBe(404);
    expect((await service.http().get('/api/billing-cycles/group/nonsense/subscribers').set(admin.headers)).body.message).toBe(BILLING_MESSAGES.groupNotFound);

    const view = await service.http().get(`/api/billing-cycles/${cycles[0].id}`).set(admin.headers);
    expect(view.body).toMatchObject({ id: cycles[0].id, status: 'paid' });
    const withSubscriber = await service.http().get(`/api/billing-cycles/${cycles[0].id}/subscribers`).set(admin.headers);
    expect(withSubscriber.body.cycle.id).toBe(cycles[0].id);
    expect(withSubscriber.body.subscriber).toMatchObject({ id: asha.id, name: 'Asha' });
    expect(withSubscriber.body.history.map((c: BillingCycleResponse) => c.period)).toEqual([NEXT, THIS]);

    const keep = await service.http().delete(`/api/subscribers/${asha.id}`).set(admin.headers);
    expect(keep.status).toBe(409);
    expect(keep.body.message).toBe(SUBSCRIBER_MESSAGES.hasCycles);
  });

  it('another workspace’s cycles answer 404; generating there bills only its own subscribers', async () => {
    const { admin } = await club();
    const cycle = (await generate(admin, THIS)).body.cycles[0] as BillingCycleResponse;
    const other = actor();
    const calls = [
      service.http().get(`/api/billing-cycles/${cycle.id}`).set(other.headers),
      service.http().get(`/api/billing-cycles/${cycle.id}/subscribers`).set(other.headers),
      service.http().get(`/api/billing-cycles/group/${cycle.groupKey}/subscribers`).set(other.headers),
      service.http().patch(`/api/billing-cycles/${cycle.id}/status`).set(other.headers).send({ status: 'paid' }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect((await generate(other, THIS)).body).toMatchObject({ created: 0, cycles: [] });
    expect((await service.http().get('/api/billing-cycles').set(other.headers)).body).toEqual([]);
    expect((await service.http().get(`/api/billing-cycles/${cycle.id}`).set(admin.headers)).body.status).toBe('pending');
  });

  it('readonly members read but get 403 on generating and settling', async () => {
    const { admin } = await club();
    const cycle = (await generate(admin, THIS)).body.cycles[0] as BillingCycleResponse;
    const viewer = readonly(admin.workspaceId);
    expect((await service.http().get('/api/billing-cycles/analytics').set(viewer.headers)).status).toBe(200);
    for (const res of [await generate(viewer, NEXT), await service.http().patch(`/api/billing-cycles/${cycle.id}/status`).set(viewer.headers).send({ status: 'paid' })]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(AUTH_MESSAGES.forbidden);
    }
  });
});
