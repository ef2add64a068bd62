import { ATTENDANCE_MESSAGES, TRAINING_EVENTS, type AttendanceMarkedData, type CheckInAnswer } from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { trainingService } from '../src/service';
import { colleague, inWorkspace, member, newList, newSession, outboxEvents, type Member } from './factories';

describe('QR check-in', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('training', trainingService);
  });
  afterAll(() => service.close());

  const scan = (person: Member, code: string) => service.http().post('/api/attendance/check-in').set(person.headers).send({ code });

  const markedEvents = async (sessionId: number) =>
    (await outboxEvents<AttendanceMarkedData>(service, TRAINING_EVENTS.attendanceMarked)).filter((e) => e.data.sessionId === sessionId);

  it('marks the signed-in person present once, however often they scan', async () => {
    const coach = member('member');
    const player = colleague(coach, 'member');
    const list = await newList(service, coach, { members: [{ userId: player.user.id, name: player.user.name }, { name: 'Guest' }] });
    const session = await newSession(service, coach, list.id, { title: 'Morning nets' });

    const first = await scan(player, session.qrCode);
    expect(first.status).toBe(200);
    expect(first.body as CheckInAnswer).toMatchObject({
      sessionId: session.id,
      sessionTitle: 'Morning nets',
      listName: list.name,
      memberId: list.members.find((m) => m.userId === player.user.id)!.id,
      name: player.user.name,
      status: 'present',
      method: 'qr',
      alreadyMarked: false,
    });
    for (let i = 0; i < 3; i++) {
      const again = await scan(player, session.qrCode);
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ status: 'present', alreadyMarked: true, markedAt: first.body.markedAt });
    }

    const detail = await service.http().get(`/api/attendance/sessions/${session.id}`).set(coach.headers);
    expect(detail.body.counts).toEqual({ present: 1, late: 0, excused: 0, absent: 0, unmarked: 1 });
    const events = await markedEvents(session.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorId: player.user.id, data: { userId: player.user.id, status: 'present', method: 'qr', previousStatus: null } });
  });

  it('counts one mark when the same person scans many times at once', async () => {
    const coach = member('member');
    const player = colleague(coach, 'member');
    const list = await newList(service, coach);
    const session = await newSession(service, coach, list.id);

    // Not on the list yet: the first scan adds them; concurrent scans must not add them twice.
    const answers = await Promise.all(Array.from({ length: 12 }, () => scan(player, session.qrCode)));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => a.body.alreadyMarked === false)).toHaveLength(1);

    const detail = await service.http().get(`/api/attendance/sessions/${session.id}`).set(coach.headers);
    expect(detail.body.attendees).toEqual([expect.objectContaining({ userId: player.user.id, kind: 'member', status: 'present', method: 'qr' })]);
    expect(detail.body.counts.present).toBe(1);
    expect(await markedEvents(session.id)).toHaveLength(1);
  });

  it('lets every player of the workspace check in, read-only members included', async () => {
    const coach = member('member');
    const list = await newList(service, coach);
    const session = await newSession(service, coach, list.id);
    const players = [colleague(coach, 'member'), colleague(coach, 'workspace_readonly'), colleague(coach, 'admin')];
    for (const p of players) expect((await scan(p, session.qrCode)).status).toBe(200);
    const detail = await service.http().get(`/api/attendance/sessions/${session.id}`).set(coach.headers);
    expect(detail.body.counts.present).toBe(3);
  });

  it('refuses the code of a closed session: it has expired', async () => {
    const coach = member('member');
    const player = colleague(coach, 'member');
    const list = await newList(service, coach);
    const session = await newSession(service, coach, list.id);
    await service.http().post(`/api/attendance/sessions/${session.id}/close`).set(coach.headers).expect(200);
    const res = await scan(player, session.qrCode);
    expect(res.status).toBe(410);
    expect(res.body).toEqual({ statusCode: 410, message: ATTENDANCE_MESSAGES.codeExpired, error: 'Gone' });
    const detail = await service.http().get(`/api/attendance/sessions/${session.id}`).set(coach.headers);
    expect(detail.body.attendees).toEqual([]);
  });

  it("refuses another workspace's code, saying so, and marks nothing", async () => {
    const coach = member('member');
    const outsider = member('admin');
    const list = await newList(service, coach);
    const session = await newSession(service, coach, list.id);
    const res = await scan(outsider, session.qrCode);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(ATTENDANCE_MESSAGES.codeOtherWorkspace);

    // The same person, switched to the session's workspace, checks in.
    const switched = inWorkspace(outsider, coach.workspace, 'member');
    expect((await scan(switched, session.qrCode)).status).toBe(200);
    const detail = await service.http().get(`/api/attendance/sessions/${session.id}`).set(coach.headers);
    expect(detail.body.counts.present).toBe(1);
  });

  it('refuses an unknown or missing code', async () => {
    const player = member('member');
    const unknown = await scan(player, 'not-a-real-code');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(ATTENDANCE_MESSAGES.codeNotFound);
    const missing = await service.http().post('/api/attendance/check-in').set(player.headers).send({});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(ATTENDANCE_MESSAGES.code);
  });

  it('leaves a coach mark alone when the person scans afterwards', async () => {
    const coach = member('member');
    const player = colleague(coach, 'member');
    const list = await newList(service, coach, { members: [{ userId: player.user.id, name: player.user.name }] });
    const session = await newSession(service, coach, list.id);
    await service.http().post(`/api/attendance/sessions/${session.id}/marks`).set(coach.headers).send({ marks: [{ memberId: list.members[0].id, status: 'late' }] }).expect(200);
    const res = await scan(player, session.qrCode);
    expect(res.body).toMatchObject({ status: 'late', method: 'manual', alreadyMarked: true });
  });
});
