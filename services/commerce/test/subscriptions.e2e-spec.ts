import { AUTH_MESSAGES, PLAN_MESSAGES, SUBSCRIBER_MESSAGES, type SubscriberResponse } from '@cricket/contracts';
import type { TestService } from '@cricket/service-kit/testing';
import { actor, badRequest, createPlan, createSubscriber, member, readonly, startCommerce } from './factories';

describe('commerce: subscription plans and subscribers (issue #9 §4)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startCommerce();
  });
  afterAll(() => service.close());

  it('POST /api/subscription-plans creates a plan; the list counts its subscribers', async () => {
    const admin = actor();
    const res = await service
      .http()
      .post('/api/subscription-plans')
      .set(admin.headers)
      .send({ name: ' Gold ', description: 'Nets and coaching', pricePaise: 90_000, period: 'quarterly', features: ['Nets', ' Coaching '] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      workspaceId: admin.workspaceId,
      name: 'Gold',
      description: 'Nets and coaching',
      pricePaise: 90_000,
      period: 'quarterly',
      features: ['Nets', 'Coaching'],
      monthlyPricePaise: 30_000,
      subscriberCount: 0,
      activeSubscriberCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    await createSubscriber(service, admin, res.body.id);
    await createSubscriber(service, admin, res.body.id, { status: 'paused' });
    const list = await service.http().get('/api/subscription-plans').set(readonly(admin.workspaceId).headers);
    expect(list.body).toEqual([expect.objectContaining({ id: res.body.id, subscriberCount: 2, activeSubscriberCount: 1 })]);
    expect((await service.http().get(`/api/subscription-plans/${res.body.id}`).set(admin.headers)).body.subscriberCount).toBe(2);
  });

  it('refuses bad plans and duplicate names; edits and deletes a plan without subscribers', async () => {
    const admin = actor();
    const post = (body: object) => service.http().post('/api/subscription-plans').set(admin.headers).send(body);
    expect((await post({ name: '', pricePaise: 1, period: 'monthly' })).body).toEqual(badRequest(PLAN_MESSAGES.name));
    expect((await post({ name: 'X', pricePaise: 1, period: 'weekly' })).body).toEqual(badRequest(PLAN_MESSAGES.period));
    expect((await post({ name: 'X', period: 'monthly' })).body).toEqual(badRequest(PLAN_MESSAGES.price));
    const plan = await createPlan(service, admin, { name: 'Silver' });
    const dup = await post({ name: 'silver', pricePaise: 1, period: 'monthly' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe(PLAN_MESSAGES.duplicateName);
    const put = await service.http().put(`/api/subscription-plans/${plan.id}`).set(admin.headers).send({ name: 'Silver+', pricePaise: 1_200_000, period: 'yearly' });
    expect(put.body).toMatchObject({ name: 'Silver+', period: 'yearly', monthlyPricePaise: 100_000, features: [] });
    await createSubscriber(service, admin, plan.id);
    const busy = await service.http().delete(`/api/subscription-plans/${plan.id}`).set(admin.headers);
    expect(busy.status).toBe(409);
    expect(busy.body.message).toBe(PLAN_MESSAGES.hasSubscribers);
    const empty = await createPlan(service, admin);
    expect((await service.http().delete(`/api/subscription-plans/${empty.id}`).set(admin.headers)).body).toEqual({ success: true });
  });

  it('POST /api/subscribers adds a member or an outside person', async () => {
    const admin = actor();
    const plan = await createPlan(service, admin, { name: 'Monthly nets', pricePaise: 50_000 });
    const colleague = member(admin.workspaceId);
    const res = await service
      .http()
      .post('/api/subscribers')
      .set(admin.headers)
      .send({ planId: plan.id, userId: colleague.id, name: 'Asha Rao', email: 'asha@example.com', phone: '', startDate: '2026-11-01' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      workspaceId: admin.workspaceId,
      planId: plan.id,
      planName: 'Monthly nets',
      planPeriod: 'monthly',
      planPricePaise: 50_000,
      userId: colleague.id,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: null,
      startDate: '2026-11-01',
      status: 'active',
      cancelledOn: null,
      notes: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const twice = await service.http().post('/api/subscribers').set(admin.headers).send({ planId: plan.id, userId: colleague.id, name: 'Asha', startDate: '2026-11-01' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(SUBSCRIBER_MESSAGES.duplicateMember);
    const outsider = await createSubscriber(service, admin, plan.id, { name: 'Walk-in Parent' });
    expect(outsider.userId).toBeNull();

    const post = (body: object) => service.http().post('/api/subscribers').set(admin.headers).send({ planId: plan.id, name: 'N', startDate: '2026-11-01', ...body });
    expect((await post({ planId: undefined })).body).toEqual(badRequest(SUBSCRIBER_MESSAGES.planId));
    expect((await post({ name: ' ' })).body).toEqual(badRequest(SUBSCRIBER_MESSAGES.name));
    expect((await post({ email: 'nope' })).body).toEqual(badRequest(SUBSCRIBER_MESSAGES.email));
    expect((await post({ startDate: '' })).body).toEqual(badRequest(SUBSCRIBER_MESSAGES.startDate));
    expect((await post({ status: 'frozen' })).body).toEqual(badRequest(SUBSCRIBER_MESSAGES.status));
    const foreignPlan = await createPlan(service, actor());
    const foreign = await post({ planId: foreignPlan.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(PLAN_MESSAGES.notFound);
  });

  it.each(['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31'])('refuses a start date of %s (outside the stored years) with 400 and stores nothing', async (startDate) => {
    const admin = actor();
    const plan = await createPlan(service, admin);
    const kept = await createSubscriber(service, admin, plan.id, { name: 'Kept' });
    const created = await service.http().post('/api/subscribers').set(admin.headers).send({ planId: plan.id, name: 'New', startDate });
    expect(created.body).toEqual(badRequest(SUBSCRIBER_MESSAGES.startDateYears));
    const edited = await service.http().put(`/api/subscribers/${kept.id}`).set(admin.headers).send({ planId: plan.id, name: 'Kept', startDate });
    expect(edited.body).toEqual(badRequest(SUBSCRIBER_MESSAGES.startDateYears));
    expect((await service.http().get('/api/subscribers').set(admin.headers)).body).toEqual([kept]);
  });

  it('lists with status, plan and search filters; views, edits, pauses, resumes, cancels and deletes', async () => {
    const admin = actor();
    const gold = await createPlan(service, admin);
    const silver = await createPlan(service, admin);
    const a = await createSubscriber(service, admin, gold.id, { name: 'Kiran Patil' });
    const b = await createSubscriber(service, admin, silver.id, { name: 'Meera Shah', status: 'paused' });
    const list = (query: object) => service.http().get('/api/subscribers').query(query).set(admin.headers);
    const ids = (res: { body: SubscriberResponse[] }) => res.body.map((s) => s.id);
    expect(ids(await list({}))).toEqual([b.id, a.id]);
    expect(ids(await list({ status: 'paused' }))).toEqual([b.id]);
    expect(ids(await list({ planId: gold.id }))).toEqual([a.id]);
    expect(ids(await list({ search: 'kiran' }))).toEqual([a.id]);
    expect((await list({ status: 'gone' })).body).toEqual(badRequest(SUBSCRIBER_MESSAGES.status));

    expect((await service.http().get(`/api/subscribers/${a.id}`).set(admin.headers)).body).toMatchObject({ id: a.id, planName: gold.name });
    const moved = await service.http().put(`/api/subscribers/${a.id}`).set(admin.headers).send({ planId: silver.id, name: 'Kiran P', startDate: '2020-01-15', status: 'paused' });
    expect(moved.body).toMatchObject({ planId: silver.id, planName: silver.name, name: 'Kiran P', status: 'paused' });
    const status = (id: number, s: string) => service.http().patch(`/api/subscribers/${id}/status`).set(admin.headers).send({ status: s });
    expect((await status(a.id, 'active')).body.status).toBe('active');
    const cancelled = await status(a.id, 'cancelled');
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancelledOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const back = await status(a.id, 'active');
    expect(back.status).toBe(409);
    expect(back.body.message).toBe(SUBSCRIBER_MESSAGES.illegalStatus('cancelled', 'active'));
    expect((await service.http().delete(`/api/subscribers/${b.id}`).set(admin.headers)).body).toEqual({ success: true });
    expect((await service.http().get(`/api/subscribers/${b.id}`).set(admin.headers)).status).toBe(404);
  });

  it('GET /api/subscribers/analytics: counts, MRR normalising quarterly and yearly, churn, six months', async () => {
    const admin = actor();
    const monthly = await createPlan(service, admin, { pricePaise: 50_000, period: 'monthly' });
    const quarterly = await createPlan(service, admin, { pricePaise: 90_000, period: 'quarterly' });
    const yearly = await createPlan(service, admin, { pricePaise: 1_200_000, period: 'yearly' });
    await createSubscriber(service, admin, monthly.id);
    await createSubscriber(service, admin, quarterly.id);
    await createSubscriber(service, admin, yearly.id);
    await createSubscriber(service, admin, monthly.id, { status: 'paused' });
    const leaver = await createSubscriber(service, admin, monthly.id);
    const before = await service.http().get('/api/subscribers/analytics').set(admin.headers);
    expect(before.body).toMatchObject({ planCount: 3, subscriberCount: 5, activeSubscribers: 4, monthlyRecurringRevenuePaise: 50_000 + 30_000 + 100_000 + 50_000, churnRatePercent: 0 });

    await service.http().patch(`/api/subscribers/${leaver.id}/status`).set(admin.headers).send({ status: 'cancelled' }).expect(200);
    const after = await service.http().get('/api/subscribers/analytics').set(readonly(admin.workspaceId).headers);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ activeSubscribers: 3, pausedSubscribers: 1, cancelledSubscribers: 1, monthlyRecurringRevenuePaise: 180_000, churnRatePercent: 20 });
    expect(after.body.byPlan).toEqual(
      expect.arrayContaining([{ planId: yearly.id, planName: yearly.name, period: 'yearly', activeSubscribers: 1, monthlyRecurringRevenuePaise: 100_000 }]),
    );
    expect(after.body.byMonth).toHaveLength(6);
    expect(after.body.byMonth[5]).toMatchObject({ cancellations: 1, churnRatePercent: 20, activeSubscribers: 4 });
  });

  it('another workspace’s plans and subscribers answer 404 to reads and changes', async () => {
    const admin = actor();
    const plan = await createPlan(service, admin);
    const sub = await createSubscriber(service, admin, plan.id);
    const other = actor();
    const calls = [
      service.http().get(`/api/subscription-plans/${plan.id}`).set(other.headers),
      service.http().put(`/api/subscription-plans/${plan.id}`).set(other.headers).send({ name: 'X', pricePaise: 1, period: 'monthly' }),
      service.http().delete(`/api/subscription-plans/${plan.id}`).set(other.headers),
      service.http().get(`/api/subscribers/${sub.id}`).set(other.headers),
      service.http().put(`/api/subscribers/${sub.id}`).set(other.headers).send({ planId: plan.id, name: 'X', startDate: '2026-01-01' }),
      service.http().patch(`/api/subscribers/${sub.id}/status`).set(other.headers).send({ status: 'paused' }),
      service.http().delete(`/api/subscribers/${sub.id}`).set(other.headers),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect((await service.http().get('/api/subscription-plans').set(other.headers)).body).toEqual([]);
    expect((await service.http().get('/api/subscribers').set(other.headers)).body).toEqual([]);
    expect((await service.http().get(`/api/subscribers/${sub.id}`).set(admin.headers)).body.status).toBe('active');
  });

  it('readonly members read but get 403 on every write', async () => {
    const admin = actor();
    const plan = await createPlan(service, admin);
    const sub = await createSubscriber(service, admin, plan.id);
    const viewer = readonly(admin.workspaceId);
    expect((await service.http().get('/api/subscribers').set(viewer.headers)).status).toBe(200);
    const writes = [
      service.http().post('/api/subscription-plans').set(viewer.headers).send({ name: 'X', pricePaise: 1, period: 'monthly' }),
      service.http().put(`/api/subscription-plans/${plan.id}`).set(viewer.headers).send({ name: 'X', pricePaise: 1, period: 'monthly' }),
      service.http().delete(`/api/subscription-plans/${plan.id}`).set(viewer.headers),
      service.http().post('/api/subscribers').set(viewer.headers).send({ planId: plan.id, name: 'X', startDate: '2026-01-01' }),
      service.http().put(`/api/subscribers/${sub.id}`).set(viewer.headers).send({ planId: plan.id, name: 'X', startDate: '2026-01-01' }),
      service.http().patch(`/api/subscribers/${sub.id}/status`).set(viewer.headers).send({ status: 'paused' }),
      service.http().delete(`/api/subscribers/${sub.id}`).set(viewer.headers),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(AUTH_MESSAGES.forbidden);
    }
  });
});
