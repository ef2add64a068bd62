import {
  AUTH_MESSAGES,
  BATCH_MESSAGES,
  ENROLLMENT_MESSAGES,
  TRAINING_EVENTS,
  type AttendanceListResponse,
  type EnrollmentEventData,
  type EnrollmentResponse,
} from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { trainingService } from '../src/service';
import { colleague, member, newBatch, newList, outboxEvents, type Member } from './factories';

describe('enrollments', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('training', trainingService);
  });
  afterAll(() => service.close());

  const request = async (player: Member, batchId: number): Promise<EnrollmentResponse> => {
    const res = await service.http().post('/api/enrollments').set(player.headers).send({ batchId });
    if (res.status !== 201) throw new Error(`request failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };

  it('takes a request, lets the coach approve it, and shows it in My Enrollments and Coach Enrollments', async () => {
    const coach = member('member', undefined, 'coach');
    const player = colleague(coach, 'member');
    const batch = await newBatch(service, coach, { capacity: 2 });

    const requested = await service.http().post('/api/enrollments').set(player.headers).send({ batchId: batch.id, note: 'Opening batter' });
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({ batchId: batch.id, batchName: batch.name, coachName: coach.user.name, userId: player.user.id, userName: player.user.name, status: 'pending', note: 'Opening batter', decidedAt: null });

    const coachView = await service.http().get('/api/enrollments/coach?status=pending').set(coach.headers);
    expect(coachView.body).toEqual([expect.objectContaining({ id: requested.body.id, status: 'pending' })]);

    const approved = await service.http().post(`/api/enrollments/${requested.body.id}/approve`).set(coach.headers);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: coach.user.id });

    const mine = await service.http().get('/api/enrollments/mine').set(player.headers);
    expect(mine.body).toEqual([expect.objectContaining({ id: requested.body.id, batchName: batch.name, status: 'approved' })]);
    const after = await service.http().get(`/api/training-batches/${batch.id}`).set(player.headers);
    expect(after.body).toMatchObject({ enrolledCount: 1, seatsLeft: 1, status: 'open', myEnrollment: { id: requested.body.id, status: 'approved' } });
    expect(after.body.roster).toEqual([expect.objectContaining({ userId: player.user.id })]);

    const events = await outboxEvents<EnrollmentEventData>(service);
    const mineEvents = events.filter((e) => e.type.startsWith('training.enrollment.') && e.data.enrollmentId === requested.body.id);
    expect(mineEvents.map((e) => [e.type, e.data.status, e.data.enrolledCount])).toEqual([
      [TRAINING_EVENTS.enrollmentRequested, 'pending', 0],
      [TRAINING_EVENTS.enrollmentApproved, 'approved', 1],
    ]);
  });

  it('refuses a second active request of the same person with 409', async () => {
    const coach = member('member');
    const player = colleague(coach, 'member');
    const batch = await newBatch(service, coach);
    await request(player, batch.id);
    const again = await service.http().post('/api/enrollments').set(player.headers).send({ batchId: batch.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ENROLLMENT_MESSAGES.alreadyRequested);
  });

  it('rejects, and lets a person withdraw and ask again', async () => {
    const coach = member('member');
    const player = colleague(coach, 'member');
    const batch = await newBatch(service, coach);
    const first = await request(player, batch.id);
    const rejected = await service.http().post(`/api/enrollments/${first.id}/reject`).set(coach.headers);
    expect(rejected.body.status).toBe('rejected');
    const illegal = await service.http().post(`/api/enrollments/${first.id}/approve`).set(coach.headers);
    expect(illegal.status).toBe(409);
    expect(illegal.body.message).toBe(ENROLLMENT_MESSAGES.illegal('rejected', 'approve'));

    const second = await request(player, batch.id);
    await service.http().post(`/api/enrollments/${second.id}/approve`).set(coach.headers).expect(200);
    const withdrawn = await service.http().post(`/api/enrollments/${second.id}/withdraw`).set(player.headers);
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.status).toBe('withdrawn');
    const after = await service.http().get(`/api/training-batches/${batch.id}`).set(coach.headers);
    expect(after.body).toMatchObject({ enrolledCount: 0, roster: [] });
  });

  it('lets only the coach or an admin decide, and only the person withdraw', async () => {
    const admin = member('admin');
    const coach = colleague(admin, 'member');
    const player = colleague(admin, 'member');
    const other = colleague(admin, 'member');
    const batch = await newBatch(service, coach);
    const enrollment = await request(player, batch.id);

    const byOther = await service.http().post(`/api/enrollments/${enrollment.id}/approve`).set(other.headers);
    expect(byOther.status).toBe(403);
    expect(byOther.body.message).toBe(BATCH_MESSAGES.notCoach);
    const selfApproval = await service.http().post(`/api/enrollments/${enrollment.id}/approve`).set(player.headers);
    expect(selfApproval.status).toBe(403);
    const withdrawByOther = await service.http().post(`/api/enrollments/${enrollment.id}/withdraw`).set(other.headers);
    expect(withdrawByOther.status).toBe(403);
    expect(withdrawByOther.body.message).toBe(ENROLLMENT_MESSAGES.ownOnly);

    await service.http().post(`/api/enrollments/${enrollment.id}/approve`).set(admin.headers).expect(200);
  });

  it('shows every enrollment of the workspace to admins only', async () => {
    const admin = member('admin');
    const player = colleague(admin, 'member');
    const batch = await newBatch(service, admin);
    const enrollment = await request(player, batch.id);
    const all = await service.http().get(`/api/enrollments?batchId=${batch.id}`).set(admin.headers);
    expect(all.body).toEqual([expect.objectContaining({ id: enrollment.id })]);
    const refused = await service.http().get('/api/enrollments').set(player.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(AUTH_MESSAGES.forbidden);
    const bad = await service.http().get('/api/enrollments?status=maybe').set(admin.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(ENROLLMENT_MESSAGES.status);
  });

  it('holds capacity under 20 concurrent approvals: exactly capacity approved, the batch full, the rest refused', async () => {
    const coach = member('member');
    const capacity = 5;
    const batch = await newBatch(service, coach, { capacity });
    const players = Array.from({ length: 20 }, () => colleague(coach, 'member'));
    const enrollments = await Promise.all(players.map((p) => request(p, batch.id)));

    const answers = await Promise.all(enrollments.map((e) => service.http().post(`/api/enrollments/${e.id}/approve`).set(coach.headers)));
    const approved = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    expect(approved).toHaveLength(capacity);
    expect(refused).toHaveLength(20 - capacity);
    for (const r of refused) expect(r.body.message).toBe(ENROLLMENT_MESSAGES.batchFull);

    const after = await service.http().get(`/api/training-batches/${batch.id}`).set(coach.headers);
    expect(after.body).toMatchObject({ status: 'full', enrolledCount: capacity, seatsLeft: 0, pendingCount: 20 - capacity });
    expect(after.body.roster).toHaveLength(capacity);

    const late = colleague(coach, 'member');
    const full = await service.http().post('/api/enrollments').set(late.headers).send({ batchId: batch.id });
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(ENROLLMENT_MESSAGES.batchFull);

    // A withdrawal frees a seat: the batch is open again.
    await service.http().post(`/api/enrollments/${approved[0].body.id}/withdraw`).set(coach.headers).expect(200);
    const reopened = await service.http().get(`/api/training-batches/${batch.id}`).set(coach.headers);
    expect(reopened.body).toMatchObject({ status: 'open', enrolledCount: capacity - 1 });
  });

  it('refuses requests to a closed batch, and a capacity below the approved count', async () => {
    const coach = member('member');
    const player = colleague(coach, 'member');
    const batch = await newBatch(service, coach, { capacity: 3 });
    const enrollment = await request(player, batch.id);
    await service.http().post(`/api/enrollments/${enrollment.id}/approve`).set(coach.headers).expect(200);
    const shrink = await service.http().patch(`/api/training-batches/${batch.id}`).set(coach.headers).send({ capacity: 0 });
    expect(shrink.status).toBe(400);
    await service.http().patch(`/api/training-batches/${batch.id}`).set(coach.headers).send({ capacity: 1 }).expect(200);
    const full = await service.http().get(`/api/training-batches/${batch.id}`).set(coach.headers);
    expect(full.body.status).toBe('full');

    const closed = await newBatch(service, coach, { status: 'closed' });
    const res = await service.http().post('/api/enrollments').set(player.headers).send({ batchId: closed.id });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(ENROLLMENT_MESSAGES.batchClosed);
  });

  it("puts approved players on the batch's attendance lists", async () => {
    const coach = member('member');
    const early = colleague(coach, 'member');
    const later = colleague(coach, 'member');
    const batch = await newBatch(service, coach);
    const first = await request(early, batch.id);
    await service.http().post(`/api/enrollments/${first.id}/approve`).set(coach.headers).expect(200);
    const list = await newList(service, coach, { batchId: batch.id });
    expect(list.members.map((m) => m.userId)).toEqual([early.user.id]);

    const second = await request(later, batch.id);
    await service.http().post(`/api/enrollments/${second.id}/approve`).set(coach.headers).expect(200);
    const after = await service.http().get(`/api/attendance/lists/${list.id}`).set(coach.headers);
    expect((after.body as AttendanceListResponse).members.map((m) => m.userId).sort()).toEqual([early.user.id, later.user.id].sort());
  });

  it("answers 404 for another workspace's batch and enrollment", async () => {
    const coach = member('member');
    const player = colleague(coach, 'member');
    const stranger = member('admin');
    const batch = await newBatch(service, coach);
    const enrollment = await request(player, batch.id);
    const res = await service.http().post('/api/enrollments').set(stranger.headers).send({ batchId: batch.id });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(BATCH_MESSAGES.notFound);
    const decide = await service.http().post(`/api/enrollments/${enrollment.id}/approve`).set(stranger.headers);
    expect(decide.status).toBe(404);
    expect(decide.body.message).toBe(ENROLLMENT_MESSAGES.notFound);
    const invalid = await service.http().post('/api/enrollments').set(player.headers).send({ batchId: 'x' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(ENROLLMENT_MESSAGES.batchId);
  });
});
