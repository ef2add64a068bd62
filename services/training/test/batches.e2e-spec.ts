import { AUTH_MESSAGES, BATCH_MESSAGES, TRAINING_EVENTS, type BatchEventData, type TrainingBatchDetail, type TrainingBatchResponse } from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { trainingService } from '../src/service';
import { batchPayload, colleague, member, newBatch, newList, outboxEvents } from './factories';

describe('training batches', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('training', trainingService);
  });
  afterAll(() => service.close());

  it('creates a batch coached by its creator, open with every seat left, and reports it', async () => {
    const coach = member('member');
    const res = await service.http().post('/api/training-batches').set(coach.headers).send(batchPayload({ name: ' Under-14 Evening ', scheduleDays: ['fri', 'mon'], capacity: 12, monthlyFee: 250000 }));
    expect(res.status).toBe(201);
    const batch = res.body as TrainingBatchResponse;
    expect(batch).toMatchObject({
      name: 'Under-14 Evening',
      coachId: coach.user.id,
      coachName: coach.user.name,
      workspaceId: coach.workspace.id,
      level: 'beginner',
      scheduleDays: ['mon', 'fri'],
      startTime: '17:00',
      endTime: '19:00',
      startDate: '2026-12-01',
      endDate: '2027-03-31',
      capacity: 12,
      monthlyFee: 250000,
      location: 'Shivaji Park nets',
      groundId: null,
      status: 'open',
      enrolledCount: 0,
      pendingCount: 0,
      seatsLeft: 12,
      myEnrollment: null,
    });
    const events = await outboxEvents<BatchEventData>(service, TRAINING_EVENTS.batchCreated);
    expect(events.find((e) => e.data.batchId === batch.id)).toMatchObject({ workspaceId: coach.workspace.id, actorId: coach.user.id, data: { status: 'open', capacity: 12 } });
  });

  it.each([
    [{ name: '' }, BATCH_MESSAGES.name],
    [{ level: 'pro' }, BATCH_MESSAGES.level],
    [{ scheduleDays: [] }, BATCH_MESSAGES.scheduleDays],
    [{ endTime: '16:00' }, BATCH_MESSAGES.timeOrder],
    [{ endDate: '2026-01-01' }, BATCH_MESSAGES.dateOrder],
    [{ capacity: 0 }, BATCH_MESSAGES.capacity],
    [{ monthlyFee: 99.5 }, BATCH_MESSAGES.monthlyFee],
  ])('refuses %p with 400 and stores nothing', async (change, message) => {
    const coach = member('member');
    const res = await service.http().post('/api/training-batches').set(coach.headers).send({ ...batchPayload(), ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    const list = await service.http().get('/api/training-batches').set(coach.headers);
    expect(list.body).toEqual([]);
  });

  it('lists the workspace batches, the coach own ones, and the admin overview', async () => {
    const admin = member('admin');
    const coach = colleague(admin, 'member');
    const mine = await newBatch(service, coach, { capacity: 10, monthlyFee: 100000 });
    const other = await newBatch(service, admin, { capacity: 5, status: 'closed' });

    const all = await service.http().get('/api/training-batches').set(coach.headers);
    expect(all.status).toBe(200);
    expect((all.body as TrainingBatchResponse[]).map((b) => b.id).sort()).toEqual([mine.id, other.id].sort());

    const own = await service.http().get('/api/training-batches/mine').set(coach.headers);
    expect((own.body as TrainingBatchResponse[]).map((b) => b.id)).toEqual([mine.id]);

    const overview = await service.http().get('/api/training-batches/overview').set(admin.headers);
    expect(overview.status).toBe(200);
    expect(overview.body.totals).toEqual({ batches: 2, open: 1, full: 0, closed: 1, capacity: 15, enrolled: 0, pending: 0, monthlyFeesPaise: 0 });
  });

  it('shows details with roster, pending requests for the coach only, and attendance history', async () => {
    const coach = member('member');
    const player = colleague(coach, 'member');
    const batch = await newBatch(service, coach);
    await service.http().post('/api/enrollments').set(player.headers).send({ batchId: batch.id, note: 'Left-arm spinner' }).expect(201);

    const asCoach = await service.http().get(`/api/training-batches/${batch.id}`).set(coach.headers);
    expect(asCoach.status).toBe(200);
    const detail = asCoach.body as TrainingBatchDetail;
    expect(detail.canManage).toBe(true);
    expect(detail.pending).toEqual([expect.objectContaining({ userId: player.user.id, userName: player.user.name, status: 'pending', note: 'Left-arm spinner' })]);
    expect(detail.roster).toEqual([]);
    expect(detail.attendanceHistory).toEqual([]);

    const asPlayer = await service.http().get(`/api/training-batches/${batch.id}`).set(player.headers);
    expect(asPlayer.body).toMatchObject({ canManage: false, pending: [], pendingCount: 1, myEnrollment: { status: 'pending' } });

    const list = await newList(service, coach, { batchId: batch.id });
    await service.http().post('/api/attendance/sessions').set(coach.headers).send({ listId: list.id, title: 'Batch nets', date: '2026-12-02', startTime: '17:00', endTime: '19:00' }).expect(201);
    const withHistory = await service.http().get(`/api/training-batches/${batch.id}`).set(coach.headers);
    expect(withHistory.body.attendanceHistory).toEqual([expect.objectContaining({ title: 'Batch nets', status: 'open', listId: list.id })]);
  });

  it('lets the coach change the batch, validated as a whole, and refuses other members with 403', async () => {
    const coach = member('member');
    const other = colleague(coach, 'member');
    const batch = await newBatch(service, coach);

    const changed = await service.http().patch(`/api/training-batches/${batch.id}`).set(coach.headers).send({ level: 'advanced', status: 'closed' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ level: 'advanced', status: 'closed', name: batch.name });

    const bad = await service.http().patch(`/api/training-batches/${batch.id}`).set(coach.headers).send({ startTime: '20:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(BATCH_MESSAGES.timeOrder);

    const notCoach = await service.http().patch(`/api/training-batches/${batch.id}`).set(other.headers).send({ name: 'Mine now' });
    expect(notCoach.status).toBe(403);
    expect(notCoach.body.message).toBe(BATCH_MESSAGES.notCoach);

    const after = await service.http().get(`/api/training-batches/${batch.id}`).set(coach.headers);
    expect(after.body).toMatchObject({ name: batch.name, level: 'advanced', startTime: '17:00' });
    expect((await outboxEvents(service, TRAINING_EVENTS.batchUpdated)).length).toBeGreaterThan(0);
  });

  it('lets an admin delete a batch', async () => {
    const admin = member('admin');
    const batch = await newBatch(service, admin);
    const res = await service.http().delete(`/api/training-batches/${batch.id}`).set(admin.headers);
    expect(res.status).toBe(200);
    await service.http().get(`/api/training-batches/${batch.id}`).set(admin.headers).expect(404);
    expect((await outboxEvents<BatchEventData>(service, TRAINING_EVENTS.batchDeleted)).some((e) => e.data.batchId === batch.id)).toBe(true);
  });

  it("answers 404 for another workspace's batch, whatever the method", async () => {
    const owner = member('admin');
    const stranger = member('admin');
    const batch = await newBatch(service, owner);
    for (const call of [
      service.http().get(`/api/training-batches/${batch.id}`),
      service.http().patch(`/api/training-batches/${batch.id}`).send({ name: 'Taken' }),
      service.http().delete(`/api/training-batches/${batch.id}`),
    ]) {
      const res = await call.set(stranger.headers);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(BATCH_MESSAGES.notFound);
    }
    const list = await service.http().get('/api/training-batches').set(stranger.headers);
    expect(list.body).toEqual([]);
    await service.http().get('/api/training-batches/abc').set(owner.headers).expect(404);
  });

  it('lets read-only members browse but answers 403 to their writes', async () => {
    const coach = member('member');
    const viewer = colleague(coach, 'workspace_readonly');
    const batch = await newBatch(service, coach);
    await service.http().get('/api/training-batches').set(viewer.headers).expect(200);
    await service.http().get(`/api/training-batches/${batch.id}`).set(viewer.headers).expect(200);
    for (const call of [
      service.http().post('/api/training-batches').send(batchPayload()),
      service.http().patch(`/api/training-batches/${batch.id}`).send({ name: 'x' }),
      service.http().delete(`/api/training-batches/${batch.id}`),
      service.http().post('/api/enrollments').send({ batchId: batch.id }),
    ]) {
      const res = await call.set(viewer.headers);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(AUTH_MESSAGES.forbidden);
    }
  });

  it('answers 401 without a signed-in user', async () => {
    const res = await service.http().get('/api/training-batches');
    expect(res.status).toBe(401);
  });
});
