import { ANONYMOUS, AUTH_MESSAGES, IDENTITY_EVENTS, IDENTITY_MESSAGES, MATCH_VISIBILITY_MESSAGES, WORKSPACE_MESSAGES } from '@cricket/contracts';
import { authHeader, startTestService, type TestService } from '@cricket/service-kit/testing';
import { identityService } from '../src/service';
import { addMember, contextFor, expectNoSecrets, newWorkspace, recordEvents, signedInUser } from './factories';

const workspaceShape = {
  id: expect.any(Number),
  name: expect.any(String),
  createdAt: expect.any(String),
  updatedAt: expect.any(String),
  createdBy: expect.any(Number),
  metadata: null,
  role: expect.any(String),
  status: 'active',
  matchVisibility: 'public',
};

describe('identity: workspaces', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('identity', identityService);
  });
  afterAll(() => service.close());

  it('GET /api/workspaces lists only my workspaces with my role in each', async () => {
    const asha = await signedInUser(service);
    const ravi = await signedInUser(service);
    await addMember(service, ravi, ravi.user.workspaceId, asha.user.id, 'workspace_readonly');
    const res = await service.http().get('/api/workspaces').set(await asha.as());
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { ...workspaceShape, id: asha.user.workspaceId, name: asha.user.workspace.name, createdBy: asha.user.id, role: 'admin' },
      { ...workspaceShape, id: ravi.user.workspaceId, name: ravi.user.workspace.name, createdBy: ravi.user.id, role: 'workspace_readonly' },
    ]);
  });

  it('GET /api/workspaces/current answers {workspace}', async () => {
    const asha = await signedInUser(service);
    const res = await service.http().get('/api/workspaces/current').set(await asha.as());
    expect(res.body).toEqual({ workspace: { ...workspaceShape, id: asha.user.workspaceId, role: 'admin' } });
  });

  it('POST /api/workspaces creates a workspace with me as admin, without switching, and emits workspace.created', async () => {
    const recorder = await recordEvents(service);
    const asha = await signedInUser(service);
    const res = await service.http().post('/api/workspaces').set(await asha.as()).send({ name: '  Sunday Club  ', metadata: { city: 'Pune' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ...workspaceShape, name: 'Sunday Club', createdBy: asha.user.id, metadata: { city: 'Pune' }, role: 'admin' });
    const event = await recorder.waitFor(IDENTITY_EVENTS.workspaceCreated, (e) => e.workspaceId === res.body.id);
    expect(event).toMatchObject({ actorId: asha.user.id, data: { workspaceId: res.body.id, name: 'Sunday Club' } });
    expect((await contextFor(service, asha.user.id)).workspace?.id).toBe(asha.user.workspaceId);
    const mine = await service.http().get(`/api/workspaces/${res.body.id}/members/me/permissions`).set(await asha.as());
    expect(mine.body.every((p: { canDelete: boolean }) => p.canDelete)).toBe(true);
  });

  it('POST /api/workspaces refuses an empty name and a signed-out caller', async () => {
    const asha = await signedInUser(service);
    for (const name of ['   ', '', undefined]) {
      const res = await service.http().post('/api/workspaces').set(await asha.as()).send({ name });
      expect(res.body).toEqual({ statusCode: 400, message: WORKSPACE_MESSAGES.nameRequired, error: 'Bad Request' });
    }
    const long = await service.http().post('/api/workspaces').set(await asha.as()).send({ name: 'x'.repeat(101) });
    expect(long.body.message).toBe(WORKSPACE_MESSAGES.nameTooLong);
    const anonymous = await service.http().post('/api/workspaces').set(authHeader(ANONYMOUS)).send({ name: 'Club' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(WORKSPACE_MESSAGES.notAuthenticated);
  });

  it("refuses a second workspace of mine by a name the workspace menu could not tell apart, and keeps others' names free", async () => {
    const asha = await signedInUser(service);
    const ravi = await signedInUser(service);
    const first = await service.http().post('/api/workspaces').set(await asha.as()).send({ name: 'Sunday Club' });
    expect(first.status).toBe(201);
    const before = await service.http().get('/api/workspaces').set(await asha.as());
    for (const name of ['Sunday Club', '  sunday   CLUB ']) {
      const again = await service.http().post('/api/workspaces').set(await asha.as()).send({ name });
      expect(again.body).toEqual({ statusCode: 409, message: IDENTITY_MESSAGES.nameTaken(name.trim()), error: 'Conflict' });
    }
    const renamed = await service.http().patch(`/api/workspaces/${asha.user.workspaceId}`).set(await asha.as()).send({ name: 'SUNDAY CLUB' });
    expect(renamed.status).toBe(409);
    expect((await service.http().get('/api/workspaces').set(await asha.as())).body).toEqual(before.body);
    // Its own name again, in other letters, is a rename, not a clash; another person's workspace may share it.
    expect((await service.http().patch(`/api/workspaces/${first.body.id}`).set(await asha.as()).send({ name: 'SUNDAY Club' })).status).toBe(200);
    expect((await service.http().post('/api/workspaces').set(await ravi.as()).send({ name: 'Sunday Club' })).status).toBe(201);
  });

  describe('POST /api/workspaces/switch', () => {
    it('switches to a workspace I belong to (numeric strings too) and emits workspace.switched', async () => {
      const recorder = await recordEvents(service);
      const asha = await signedInUser(service);
      const second = await newWorkspace(service, asha, 'Second');
      const res = await service.http().post('/api/workspaces/switch').set(await asha.as()).send({ workspaceId: String(second.id) });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, workspace: { ...workspaceShape, id: second.id, name: 'Second', role: 'admin' } });
      const context = await contextFor(service, asha.user.id);
      expect(context.workspace).toEqual({ id: second.id, name: 'Second', role: 'admin' });
      const me = await service.http().get('/api/user').set(await asha.as());
      expect(me.body.workspaceId).toBe(second.id);
      const event = await recorder.waitFor(IDENTITY_EVENTS.workspaceSwitched, (e) => e.workspaceId === second.id);
      expect(event).toMatchObject({ actorId: asha.user.id, data: { userId: asha.user.id, workspaceId: second.id } });
    });

    it('answers 404 for a workspace I am not a member of (or that does not exist)', async () => {
      const asha = await signedInUser(service);
      const ravi = await signedInUser(service);
      for (const workspaceId of [ravi.user.workspaceId, 999999]) {
        const res = await service.http().post('/api/workspaces/switch').set(await asha.as()).send({ workspaceId });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, message: WORKSPACE_MESSAGES.notFound, error: 'Not Found' });
      }
      expect((await contextFor(service, asha.user.id)).workspace?.id).toBe(asha.user.workspaceId);
    });

    it.each([['abc'], [0], [-3], [1.5], [null], [undefined], [{}]])('answers 400 Invalid workspace ID for %j', async (workspaceId) => {
      const asha = await signedInUser(service);
      const res = await service.http().post('/api/workspaces/switch').set(await asha.as()).send({ workspaceId });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(WORKSPACE_MESSAGES.invalidId);
    });
  });

  it('POST /api/workspaces/refresh-session re-reads my role and checks membership', async () => {
    const asha = await signedInUser(service);
    const ravi = await signedInUser(service);
    await addMember(service, ravi, ravi.user.workspaceId, asha.user.id, 'member');
    const res = await service.http().post('/api/workspaces/refresh-session').set(await asha.as()).send({ workspaceId: ravi.user.workspaceId });
    expect(res.body).toEqual({ success: true, workspace: { ...workspaceShape, id: ravi.user.workspaceId, role: 'member' } });
    const outsider = await signedInUser(service);
    const denied = await service.http().post('/api/workspaces/refresh-session').set(await outsider.as()).send({ workspaceId: ravi.user.workspaceId });
    expect(denied.status).toBe(404);
    const invalid = await service.http().post('/api/workspaces/refresh-session').set(await outsider.as()).send({ workspaceId: 'x' });
    expect(invalid.body.message).toBe(WORKSPACE_MESSAGES.invalidId);
  });

  describe('PATCH /api/workspaces/:id', () => {
    it('lets the admin rename it and emits workspace.updated', async () => {
      const recorder = await recordEvents(service);
      const asha = await signedInUser(service);
      const res = await service.http().patch(`/api/workspaces/${asha.user.workspaceId}`).set(await asha.as()).send({ name: ' Renamed ', metadata: { level: 2 } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...workspaceShape, id: asha.user.workspaceId, name: 'Renamed', metadata: { level: 2 }, role: 'admin' });
      await recorder.waitFor(IDENTITY_EVENTS.workspaceUpdated, (e) => e.workspaceId === asha.user.workspaceId && (e.data as { name: string }).name === 'Renamed');
    });

    it("lets the admin keep the workspace's matches to members (public by default), tells the other services, and refuses anything else", async () => {
      const recorder = await recordEvents(service);
      const asha = await signedInUser(service);
      const member = await signedInUser(service);
      await addMember(service, asha, asha.user.workspaceId, member.user.id, 'member');
      const path = `/api/workspaces/${asha.user.workspaceId}`;
      const refused = await service.http().patch(path).set(await member.as()).send({ matchVisibility: 'members' });
      expect(refused.status).toBe(403);
      const bad = await service.http().patch(path).set(await asha.as()).send({ matchVisibility: 'friends' });
      expect(bad.body).toEqual({ statusCode: 400, message: MATCH_VISIBILITY_MESSAGES.invalid, error: 'Bad Request' });
      const res = await service.http().patch(path).set(await asha.as()).send({ matchVisibility: 'members' });
      expect(res.body).toMatchObject({ id: asha.user.workspaceId, matchVisibility: 'members', name: asha.user.workspace.name });
      const event = await recorder.waitFor(IDENTITY_EVENTS.workspaceUpdated, (e) => e.workspaceId === asha.user.workspaceId);
      expect(event.data).toEqual({ workspaceId: asha.user.workspaceId, name: asha.user.workspace.name, matchVisibility: 'members' });
      const seenByMember = await service.http().get('/api/workspaces').set(await member.as());
      expect(seenByMember.body.find((w: { id: number }) => w.id === asha.user.workspaceId)).toMatchObject({ matchVisibility: 'members' });
      const renamed = await service.http().patch(path).set(await asha.as()).send({ name: 'Still members only' });
      expect(renamed.body).toMatchObject({ name: 'Still members only', matchVisibility: 'members' });
    });

    it('refuses members and read-only members with 403, outsiders with 404, a bad id with 400', async () => {
      const asha = await signedInUser(service);
      const member = await signedInUser(service);
      const reader = await signedInUser(service);
      const outsider = await signedInUser(service);
      await addMember(service, asha, asha.user.workspaceId, member.user.id, 'member');
      await addMember(service, asha, asha.user.workspaceId, reader.user.id, 'workspace_readonly');
      const path = `/api/workspaces/${asha.user.workspaceId}`;
      for (const who of [member, reader]) {
        const res = await service.http().patch(path).set(await who.as()).send({ name: 'Mine now' });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(AUTH_MESSAGES.forbidden);
      }
      const hidden = await service.http().patch(path).set(await outsider.as()).send({ name: 'Mine now' });
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe(WORKSPACE_MESSAGES.notFound);
      const bad = await service.http().patch('/api/workspaces/abc').set(await asha.as()).send({ name: 'x' });
      expect(bad.body.message).toBe(WORKSPACE_MESSAGES.invalidId);
      const empty = await service.http().patch(path).set(await asha.as()).send({ name: '  ' });
      expect(empty.body.message).toBe(WORKSPACE_MESSAGES.nameRequired);
    });
  });

  it('never returns password hashes in workspace answers', async () => {
    const asha = await signedInUser(service);
    const headers = await asha.as();
    for (const path of ['/api/workspaces', '/api/workspaces/current', `/api/workspaces/${asha.user.workspaceId}/members`]) {
      expectNoSecrets((await service.http().get(path).set(headers)).body, asha.input.password);
    }
  });
});
