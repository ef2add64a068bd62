import {
  ATTENDANCE_MESSAGES,
  AUTH_MESSAGES,
  TRAINING_EVENTS,
  type AttendanceDashboard,
  type AttendanceMarkedData,
  type AttendanceSessionDetail,
  type SessionEventData,
} from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { trainingService } from '../src/service';
import { colleague, member, newList, newSession, outboxEvents } from './factories';

describe('attendance lists, sessions and marks', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('training', trainingService);
  });
  afterAll(() => service.close());

  it('keeps a named roster of members and guests, editable, and refuses the same person twice', async () => {
    const coach = member('member');
    const player = colleague(coach, 'member');
    const created = await service
      .http()
      .post('/api/attendance/lists')
      .set(coach.headers)
      .send({ name: ' Saturday nets ', description: 'Seniors', members: [{ userId: player.user.id, name: player.user.name }, { name: 'Ravi (guest)', phone: '98200 00000' }] });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Saturday nets', description: 'Seniors', memberCount: 2, sessionCount: 0, batchId: null });
    expect(created.body.members.map((m: { kind: string; name: string }) => [m.kind, m.name])).toEqual([
      ['member', player.user.name],
      ['guest', 'Ravi (guest)'],
    ]);
    const id = created.body.id;

    const added = await service.http().post(`/api/attendance/lists/${id}/members`).set(coach.headers).send({ name: 'Sana', email: 'sana@example.com' });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ kind: 'guest', name: 'Sana', email: 'sana@example.com' });
    const twice = await service.http().post(`/api/attendance/lists/${id}/members`).set(coach.headers).send({ userId: player.user.id, name: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(ATTENDANCE_MESSAGES.memberDuplicate);
    const noName = await service.http().post(`/api/attendance/lists/${id}/members`).set(coach.headers).send({ name: ' ' });
    expect(noName.body.message).toBe(ATTENDANCE_MESSAGES.memberName);

    const renamed = await service.http().patch(`/api/attendance/lists/${id}`).set(coach.headers).send({ name: 'Sunday nets' });
    expect(renamed.body).toMatchObject({ name: 'Sunday nets', description: 'Seniors', memberCount: 3 });
    const removed = await service.http().delete(`/api/attendance/lists/${id}/members/${added.body.id}`).set(coach.headers);
    expect(removed.status).toBe(200);
    const lists = await service.http().get('/api/attendance/lists').set(player.headers);
    expect(lists.body).toEqual([expect.objectContaining({ id, name: 'Sunday nets', memberCount: 2 })]);

    await service.http().delete(`/api/attendance/lists/${id}`).set(coach.headers).expect(403);
    const admin = colleague(coach, 'admin');
    await service.http().delete(`/api/attendance/lists/${id}`).set(admin.headers).expect(200);
    await service.http().get(`/api/attendance/lists/${id}`).set(admin.headers).expect(404);
  });

  it('opens a session with a QR code, lists it, edits it and closes it', async () => {
    const coach = member('member');
    const list = await newList(service, coach, { members: [{ name: 'Guest A' }] });
    const session = await newSession(service, coach, list.id, { title: 'Fielding drills', date: '2026-12-05' });
    expect(session).toMatchObject({ listId: list.id, listName: list.name, title: 'Fielding drills', date: '2026-12-05', status: 'open', closedAt: null, rosterSize: 1 });
    expect(session.qrCode).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(session.counts).toEqual({ present: 0, late: 0, excused: 0, absent: 0, unmarked: 1 });
    expect(session.attendees).toEqual([expect.objectContaining({ name: 'Guest A', kind: 'guest', status: null })]);

    const bad = await service.http().post('/api/attendance/sessions').set(coach.headers).send({ listId: list.id, title: 'x', date: '2026-12-05', startTime: '09:00', endTime: '08:00' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(ATTENDANCE_MESSAGES.timeOrder);

    const listed = await service.http().get(`/api/attendance/sessions?listId=${list.id}`).set(coach.headers);
    expect(listed.body.map((s: { id: number }) => s.id)).toEqual([session.id]);

    const edited = await service.http().patch(`/api/attendance/sessions/${session.id}`).set(coach.headers).send({ title: 'Catching drills' });
    expect(edited.body).toMatchObject({ title: 'Catching drills', date: '2026-12-05', qrCode: session.qrCode });

    const closed = await service.http().post(`/api/attendance/sessions/${session.id}/close`).set(coach.headers);
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closed');
    expect(closed.body.closedAt).not.toBeNull();
    const again = await service.http().post(`/api/attendance/sessions/${session.id}/close`).set(coach.headers);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ATTENDANCE_MESSAGES.sessionClosed);
    const open = await service.http().get('/api/attendance/sessions?status=open').set(coach.headers);
    expect(open.body).toEqual([]);

    const events = await outboxEvents<SessionEventData>(service);
    expect(events.filter((e) => e.data.sessionId === session.id).map((e) => e.type)).toEqual([TRAINING_EVENTS.sessionCreated, TRAINING_EVENTS.sessionClosed]);
  });

  it('marks everyone at once, writes only changes, and reports each change', async () => {
    const coach = member('member');
    const list = await newList(service, coach, { members: [{ name: 'Asha' }, { name: 'Bilal' }, { name: 'Chirag' }, { name: 'Dev' }] });
    const session = await newSession(service, coach, list.id);
    const [a, b, c, d] = list.members;
    const marks = [
      { memberId: a.id, status: 'present' },
      { memberId: b.id, status: 'late' },
      { memberId: c.id, status: 'excused' },
      { memberId: d.id, status: 'absent' },
    ];
    const res = await service.http().post(`/api/attendance/sessions/${session.id}/marks`).set(coach.headers).send({ marks });
    expect(res.status).toBe(200);
    const detail = res.body as AttendanceSessionDetail;
    expect(detail.counts).toEqual({ present: 1, late: 1, excused: 1, absent: 1, unmarked: 0 });
    expect(detail.attendees.map((x) => [x.name, x.status, x.method])).toEqual([
      ['Asha', 'present', 'manual'],
      ['Bilal', 'late', 'manual'],
      ['Chirag', 'excused', 'manual'],
      ['Dev', 'absent', 'manual'],
    ]);

    await service.http().post(`/api/attendance/sessions/${session.id}/marks`).set(coach.headers).send({ marks: [...marks.slice(0, 3), { memberId: d.id, status: 'present' }] }).expect(200);
    const events = (await outboxEvents<AttendanceMarkedData>(service, TRAINING_EVENTS.attendanceMarked)).filter((e) => e.data.sessionId === session.id);
    expect(events).toHaveLength(5);
    expect(events[4].data).toMatchObject({ memberId: d.id, status: 'present', previousStatus: 'absent', method: 'manual', listId: list.id, date: '2026-12-02' });

    const stranger = await service.http().post(`/api/attendance/sessions/${session.id}/marks`).set(coach.headers).send({ marks: [{ memberId: 999999, status: 'present' }] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toBe(ATTENDANCE_MESSAGES.markMember(999999));
    const badStatus = await service.http().post(`/api/attendance/sessions/${session.id}/marks`).set(coach.headers).send({ marks: [{ memberId: a.id, status: 'asleep' }] });
    expect(badStatus.body.message).toBe(ATTENDANCE_MESSAGES.markStatus);
    const unchanged = await service.http().get(`/api/attendance/sessions/${session.id}`).set(coach.headers);
    expect(unchanged.body.attendees.find((x: { memberId: number }) => x.memberId === a.id).status).toBe('present');
  });

  it('shows attendance rates per member, per list and per session on the dashboard', async () => {
    const coach = member('member');
    const list = await newList(service, coach, { members: [{ name: 'Asha' }, { name: 'Bilal' }] });
    const other = await newList(service, coach, { members: [{ name: 'Zoya' }] });
    const [asha, bilal] = list.members;
    const first = await newSession(service, coach, list.id, { date: '2026-12-01' });
    const second = await newSession(service, coach, list.id, { date: '2026-12-08' });
    await newSession(service, coach, other.id, { date: '2026-12-03' });
    await service.http().post(`/api/attendance/sessions/${first.id}/marks`).set(coach.headers).send({ marks: [{ memberId: asha.id, status: 'present' }, { memberId: bilal.id, status: 'absent' }] });
    await service.http().post(`/api/attendance/sessions/${second.id}/marks`).set(coach.headers).send({ marks: [{ memberId: asha.id, status: 'late' }, { memberId: bilal.id, status: 'present' }] });

    // Chirag joins after the first session closed: only the open second one expected him.
    await service.http().post(`/api/attendance/sessions/${first.id}/close`).set(coach.headers).expect(200);
    await service.http().post(`/api/attendance/lists/${list.id}/members`).set(coach.headers).send({ name: 'Chirag' }).expect(201);

    const res = await service.http().get(`/api/attendance/dashboard?listId=${list.id}`).set(coach.headers);
    expect(res.status).toBe(200);
    const dashboard = res.body as AttendanceDashboard;
    expect(dashboard.overall).toEqual({ sessions: 2, rate: 60 });
    expect(dashboard.lists).toEqual([{ listId: list.id, listName: list.name, sessions: 2, present: 2, late: 1, excused: 0, absent: 2, rate: 60 }]);
    expect(dashboard.members.map((m) => [m.name, m.sessions, m.rate])).toEqual([
      ['Asha', 2, 100],
      ['Bilal', 2, 50],
      ['Chirag', 1, 0],
    ]);
    expect(dashboard.trend.map((t) => [t.date, t.rosterSize, t.rate])).toEqual([
      ['2026-12-01', 2, 50],
      ['2026-12-08', 3, 66.67],
    ]);

    const all = await service.http().get('/api/attendance/dashboard').set(coach.headers);
    expect(all.body.lists).toHaveLength(2);
    expect(all.body.trend.map((t: { date: string }) => t.date)).toEqual(['2026-12-01', '2026-12-03', '2026-12-08']);
    const period = await service.http().get('/api/attendance/dashboard?from=2026-12-02&to=2026-12-31').set(coach.headers);
    expect(period.body.trend.map((t: { date: string }) => t.date)).toEqual(['2026-12-03', '2026-12-08']);
    const bad = await service.http().get('/api/attendance/dashboard?from=2026-12-31&to=2026-12-01').set(coach.headers);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(ATTENDANCE_MESSAGES.range);
  });

  it("answers 404 for another workspace's lists and sessions", async () => {
    const owner = member('admin');
    const stranger = member('admin');
    const list = await newList(service, owner, { members: [{ name: 'Asha' }] });
    const session = await newSession(service, owner, list.id);
    const calls = [
      service.http().get(`/api/attendance/lists/${list.id}`),
      service.http().patch(`/api/attendance/lists/${list.id}`).send({ name: 'x' }),
      service.http().delete(`/api/attendance/lists/${list.id}`),
      service.http().post(`/api/attendance/lists/${list.id}/members`).send({ name: 'Spy' }),
      service.http().post('/api/attendance/sessions').send({ listId: list.id, title: 'x', date: '2026-12-01', startTime: '06:00', endTime: '07:00' }),
      service.http().get(`/api/attendance/dashboard?listId=${list.id}`),
    ];
    for (const call of calls) {
      const res = await call.set(stranger.headers);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(ATTENDANCE_MESSAGES.listNotFound);
    }
    for (const call of [
      service.http().get(`/api/attendance/sessions/${session.id}`),
      service.http().patch(`/api/attendance/sessions/${session.id}`).send({ title: 'x' }),
      service.http().post(`/api/attendance/sessions/${session.id}/close`),
      service.http().post(`/api/attendance/sessions/${session.id}/marks`).send({ marks: [{ memberId: list.members[0].id, status: 'absent' }] }),
      service.http().delete(`/api/attendance/sessions/${session.id}`),
    ]) {
      const res = await call.set(stranger.headers);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(ATTENDANCE_MESSAGES.sessionNotFound);
    }
    expect((await service.http().get('/api/attendance/lists').set(stranger.headers)).body).toEqual([]);
    expect((await service.http().get('/api/attendance/sessions').set(stranger.headers)).body).toEqual([]);
    const still = await service.http().get(`/api/attendance/sessions/${session.id}`).set(owner.headers);
    expect(still.body).toMatchObject({ title: session.title, status: 'open' });
  });

  it('lets read-only members look but answers 403 to their writes', async () => {
    const coach = member('member');
    const viewer = colleague(coach, 'workspace_readonly');
    const list = await newList(service, coach, { members: [{ name: 'Asha' }] });
    const session = await newSession(service, coach, list.id);
    await service.http().get(`/api/attendance/lists/${list.id}`).set(viewer.headers).expect(200);
    await service.http().get(`/api/attendance/sessions/${session.id}`).set(viewer.headers).expect(200);
    await service.http().get('/api/attendance/dashboard').set(viewer.headers).expect(200);
    for (const call of [
      service.http().post('/api/attendance/lists').send({ name: 'Mine' }),
      service.http().patch(`/api/attendance/lists/${list.id}`).send({ name: 'x' }),
      service.http().post(`/api/attendance/lists/${list.id}/members`).send({ name: 'x' }),
      service.http().post('/api/attendance/sessions').send({ listId: list.id, title: 'x', date: '2026-12-01', startTime: '06:00', endTime: '07:00' }),
      service.http().post(`/api/attendance/sessions/${session.id}/close`),
      service.http().post(`/api/attendance/sessions/${session.id}/marks`).send({ marks: [{ memberId: list.members[0].id, status: 'absent' }] }),
    ]) {
      const res = await call.set(viewer.headers);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(AUTH_MESSAGES.forbidden);
    }
  });
});
