import { AUTH_MESSAGES, GROUND_DEFAULTS, GROUND_EVENTS, GROUND_MESSAGES, type GroundResponse } from '@cricket/contracts';
import type { TestService } from '@cricket/service-kit/testing';
import { actor, createGround, memberWithoutGroundEdit, newGround, outboxEvents, startGrounds } from './factories';

const badRequest = (message: string) => ({ statusCode: 400, message, error: 'Bad Request' });

describe('grounds: grounds (booking §3, §5, §6, §7)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startGrounds();
  });
  afterAll(() => service.close());

  it('POST /api/grounds stores the form and answers the ground; empty optional values are null', async () => {
    const admin = actor();
    const res = await service
      .http()
      .post('/api/grounds')
      .set(admin.headers)
      .send({ ...newGround({ name: '  Green Park  ' }), contactNumber: '', hourlyRate: '', facilities: '   ', image: '', availableSlots: ['9:00 AM'] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Green Park',
      address: expect.any(String),
      city: 'Pune',
      contactNumber: null,
      hourlyRate: null,
      facilities: null,
      operatingHours: '9:00 AM - 8:00 PM',
      slotDuration: 60,
      availableSlots: ['9:00 AM'],
      image: null,
      bookingHorizonDays: GROUND_DEFAULTS.bookingHorizonDays,
      workspaceId: admin.workspaceId,
      createdBy: admin.id,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('keeps rupee rates, facilities and an image, and defaults the slot duration to 60', async () => {
    const admin = actor();
    const image = 'data:image/png;base64,iVBORw0KGgo=';
    const { slotDuration: _omitted, ...payload } = newGround({ hourlyRate: 1250.5, facilities: 'Nets', image });
    const res = await service.http().post('/api/grounds').set(admin.headers).send(payload);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ hourlyRate: 1250.5, facilities: 'Nets', image, slotDuration: 60, availableSlots: [] });
  });

  it.each([
    ['name', { name: '  ' }, GROUND_MESSAGES.name],
    ['name missing', { name: undefined }, GROUND_MESSAGES.name],
    ['address', { address: '' }, GROUND_MESSAGES.address],
    ['city', { city: '' }, GROUND_MESSAGES.city],
    ['operatingHours', { operatingHours: '' }, GROUND_MESSAGES.operatingHours],
    ['operatingHours that give no slots', { operatingHours: '9 to 5' }, GROUND_MESSAGES.operatingHours],
    ['slotDuration below 30', { slotDuration: 29 }, GROUND_MESSAGES.slotDuration],
    ['slotDuration not a number', { slotDuration: 'long' }, GROUND_MESSAGES.slotDuration],
    ['hourlyRate below 0', { hourlyRate: -1 }, GROUND_MESSAGES.hourlyRate],
    ['image', { image: 'javascript:alert(1)' }, GROUND_MESSAGES.image],
    ['availableSlots', { availableSlots: ['noon'] }, GROUND_MESSAGES.availableSlots],
  ])('refuses a bad %s with the spec message and stores nothing', async (_field, change, message) => {
    const admin = actor();
    const res = await service.http().post('/api/grounds').set(admin.headers).send({ ...newGround(), ...change });
    expect(res.body).toEqual(badRequest(message));
    const mine = await service.http().get('/api/grounds?showAll=false').set(admin.headers);
    expect(mine.body).toEqual([]);
  });

  it('lists every workspace with showAll=true and only my workspace with showAll=false', async () => {
    const clubA = actor();
    const clubB = actor();
    const a = await createGround(service, clubA, { name: 'A Oval' });
    const b = await createGround(service, clubB, { name: 'B Oval' });
    const all = await service.http().get('/api/grounds?showAll=true').set(clubB.headers);
    expect(all.status).toBe(200);
    expect(all.body.map((g: GroundResponse) => g.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const own = await service.http().get('/api/grounds?showAll=false').set(clubB.headers);
    expect(own.body).toEqual([b]);
    const one = await service.http().get(`/api/grounds/${a.id}`).set(clubB.headers);
    expect(one.body).toEqual(a);
  });

  it('PUT /api/grounds/{id} replaces the ground and DELETE removes it', async () => {
    const admin = actor();
    const ground = await createGround(service, admin);
    const put = await service
      .http()
      .put(`/api/grounds/${ground.id}`)
      .set(admin.headers)
      .send(newGround({ name: 'Renamed', operatingHours: '6:00 AM - 10:00 AM', slotDuration: 90, contactNumber: null }));
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: ground.id, name: 'Renamed', operatingHours: '6:00 AM - 10:00 AM', slotDuration: 90, contactNumber: null });
    const bad = await service.http().put(`/api/grounds/${ground.id}`).set(admin.headers).send({ ...newGround(), city: '' });
    expect(bad.body).toEqual(badRequest(GROUND_MESSAGES.city));
    expect((await service.http().get(`/api/grounds/${ground.id}`).set(admin.headers)).body.name).toBe('Renamed');

    const del = await service.http().delete(`/api/grounds/${ground.id}`).set(admin.headers).set('content-type', 'application/json');
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true });
    const gone = await service.http().get(`/api/grounds/${ground.id}`).set(admin.headers);
    expect(gone.body).toEqual({ statusCode: 404, message: GROUND_MESSAGES.notFound, error: 'Not Found' });
  });

  it('lets a member with grounds edit rights manage grounds, and a global admin', async () => {
    const admin = actor();
    const member = actor({ workspaceId: admin.workspaceId, role: 'member' });
    const created = await service.http().post('/api/grounds').set(member.headers).send(newGround());
    expect(created.status).toBe(201);
    const globalAdmin = actor({ workspaceId: admin.workspaceId, role: 'workspace_readonly', globalRole: 'admin' });
    const put = await service.http().put(`/api/grounds/${created.body.id}`).set(globalAdmin.headers).send(newGround({ name: 'By admin' }));
    expect(put.status).toBe(200);
  });

  it('refuses read-only members and members without grounds edit rights with 403, leaving the ground as it was', async () => {
    const admin = actor();
    const ground = await createGround(service, admin);
    for (const who of [actor({ workspaceId: admin.workspaceId, role: 'workspace_readonly' }), memberWithoutGroundEdit(admin.workspaceId)]) {
      const forbidden = { statusCode: 403, message: AUTH_MESSAGES.forbidden, error: 'Forbidden' };
      expect((await service.http().post('/api/grounds').set(who.headers).send(newGround())).body).toEqual(forbidden);
      expect((await service.http().put(`/api/grounds/${ground.id}`).set(who.headers).send(newGround())).body).toEqual(forbidden);
      expect((await service.http().delete(`/api/grounds/${ground.id}`).set(who.headers)).body).toEqual(forbidden);
      expect((await service.http().get('/api/grounds?showAll=false').set(who.headers)).body).toEqual([ground]);
    }
  });

  it("answers 403 to another workspace's admin changing the ground", async () => {
    const owner = actor();
    const other = actor();
    const ground = await createGround(service, owner);
    const put = await service.http().put(`/api/grounds/${ground.id}`).set(other.headers).send(newGround({ name: 'Stolen' }));
    expect(put.body).toEqual({ statusCode: 403, message: GROUND_MESSAGES.otherWorkspace, error: 'Forbidden' });
    const del = await service.http().delete(`/api/grounds/${ground.id}`).set(other.headers);
    expect(del.status).toBe(403);
    expect((await service.http().get(`/api/grounds/${ground.id}`).set(other.headers)).body).toEqual(ground);
  });

  it('answers 404 for unknown ids and 401 without a user', async () => {
    const admin = actor();
    expect((await service.http().put('/api/grounds/999999').set(admin.headers).send(newGround())).status).toBe(404);
    expect((await service.http().get('/api/grounds/abc').set(admin.headers)).status).toBe(404);
    expect((await service.http().get('/api/grounds?showAll=true')).status).toBe(401);
  });

  it('writes ground created, updated and deleted events to the outbox', async () => {
    const admin = actor();
    const ground = await createGround(service, admin);
    await service.http().put(`/api/grounds/${ground.id}`).set(admin.headers).send(newGround({ name: 'Evented' }));
    await service.http().delete(`/api/grounds/${ground.id}`).set(admin.headers);
    const mine = (await outboxEvents(service)).filter((e) => (e.data as { groundId: number }).groundId === ground.id);
    expect(mine.map((e) => e.type)).toEqual([GROUND_EVENTS.groundCreated, GROUND_EVENTS.groundUpdated, GROUND_EVENTS.groundDeleted]);
    expect(mine[1]).toMatchObject({ workspaceId: admin.workspaceId, actorId: admin.id, data: { groundId: ground.id, workspaceId: admin.workspaceId, name: 'Evented' } });
  });
});
