import { AUTH_MESSAGES, IDENTITY_EVENTS, MODULES, WORKSPACE_MESSAGES, defaultModulePermissions } from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { identityService } from '../src/service';
import { addMember, contextFor, expectNoSecrets, recordEvents, signedInUser, type SignedInUser } from './factories';

describe('identity: members and module permissions', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('identity', identityService);
  });
  afterAll(() => service.close());

  const http = () => service.http();
  const membersPath = (id: number) => `/api/workspaces/${id}/members`;

  describe('GET /api/workspaces/:id/members', () => {
    it('lists the members of that workspace with their users, to any member', async () => {
      const asha = await signedInUser(service);
      const reader = await signedInUser(service);
      await addMember(service, asha, asha.user.workspaceId, reader.user.id, 'workspace_readonly');
      const res = await http().get(membersPath(asha.user.workspaceId)).set(await reader.as());
      expect(res.status).toBe(200);
      expect(res.body).toEqual([
        {
          id: expect.any(Number),
          workspaceId: asha.user.workspaceId,
          userId: asha.user.id,
          role: 'admin',
          status: 'active',
          invitedBy: null,
          joinedAt: expect.any(String),
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          user: { id: asha.user.id, username: asha.input.username, name: asha.input.name, email: asha.input.email, profilePicture: null },
        },
        expect.objectContaining({ userId: reader.user.id, role: 'workspace_readonly', invitedBy: asha.user.id }),
      ]);
      expectNoSecrets(res.body, asha.input.password, reader.input.password);
    });
  });

  describe('POST /api/workspaces/:id/members', () => {
    it('adds an existing user by id, username or email with the role defaults, emitting member.added', async () => {
      const recorder = await recordEvents(service);
      const asha = await signedInUser(service);
      const byId = await signedInUser(service);
      const byName = await signedInUser(service);
      const byEmail = await signedInUser(service);
      const workspaceId = asha.user.workspaceId;
      const headers = await asha.as();
      const first = await http().post(membersPath(workspaceId)).set(headers).send({ userId: byId.user.id, role: 'member' });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ workspaceId, userId: byId.user.id, role: 'member', status: 'active', invitedBy: asha.user.id, user: { id: byId.user.id } });
      const second = await http().post(membersPath(workspaceId)).set(headers).send({ username: byName.input.username.toUpperCase(), role: 'workspace_readonly' });
      expect(second.body).toMatchObject({ userId: byName.user.id, role: 'workspace_readonly' });
      const third = await http().post(membersPath(workspaceId)).set(headers).send({ email: byEmail.input.email.toUpperCase() });
      expect(third.body).toMatchObject({ userId: byEmail.user.id, role: 'member' });

      const rows = await http().get(`${membersPath(workspaceId)}/${byName.user.id}/permissions`).set(headers);
      expect(rows.body).toEqual(defaultModulePermissions('workspace_readonly'));
      const event = await recorder.waitFor(IDENTITY_EVENTS.memberAdded, (e) => (e.data as { userId: number }).userId === byId.user.id);
      expect(event).toMatchObject({ workspaceId, actorId: asha.user.id, data: { workspaceId, userId: byId.user.id, role: 'member' } });
    });

    it('answers 404 for an unknown user, 409 for a member, 400 for no identity or a bad role', async () => {
      const asha = await signedInUser(service);
      const headers = await asha.as();
      const path = membersPath(asha.user.workspaceId);
      const unknown = await http().post(path).set(headers).send({ userId: 999999, role: 'member' });
      expect(unknown.body).toEqual({ statusCode: 404, message: WORKSPACE_MESSAGES.userNotFound, error: 'Not Found' });
      const unknownName = await http().post(path).set(headers).send({ username: 'no_such_person', role: 'member' });
      expect(unknownName.status).toBe(404);
      const again = await http().post(path).set(headers).send({ userId: asha.user.id, role: 'member' });
      expect(again.body).toEqual({ statusCode: 409, message: WORKSPACE_MESSAGES.alreadyMember, error: 'Conflict' });
      const none = await http().post(path).set(headers).send({ role: 'member' });
      expect(none.body.message).toBe(WORKSPACE_MESSAGES.memberIdentity);
      const badRole = await http().post(path).set(headers).send({ userId: asha.user.id, role: 'owner' });
      expect(badRole.body.message).toBe(WORKSPACE_MESSAGES.invalidRole);
    });
  });

  describe('PATCH and DELETE /api/workspaces/:id/members/:userId', () => {
    it('changes a role, resetting the rows to the new defaults, and emits member.role_changed', async () => {
      const recorder = await recordEvents(service);
      const asha = await signedInUser(service);
      const ravi = await signedInUser(service);
      const workspaceId = asha.user.workspaceId;
      await addMember(service, asha, workspaceId, ravi.user.id, 'workspace_readonly');
      const res = await http().patch(`${membersPath(workspaceId)}/${ravi.user.id}`).set(await asha.as()).send({ role: 'admin' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ userId: ravi.user.id, role: 'admin' });
      const rows = await http().get(`${membersPath(workspaceId)}/me/permissions`).set(await ravi.as());
      expect(rows.body).toEqual(defaultModulePermissions('admin'));
      await recorder.waitFor(IDENTITY_EVENTS.memberRoleChanged, (e) => (e.data as { userId: number; role: string }).userId === ravi.user.id);
      const bad = await http().patch(`${membersPath(workspaceId)}/${ravi.user.id}`).set(await asha.as()).send({ role: 'boss' });
      expect(bad.body.message).toBe(WORKSPACE_MESSAGES.invalidRole);
      const absent = await http().patch(`${membersPath(workspaceId)}/999999`).set(await asha.as()).send({ role: 'member' });
      expect(absent.body).toEqual({ statusCode: 404, message: WORKSPACE_MESSAGES.memberNotFound, error: 'Not Found' });
    });

    it('removes a member with their rows, clears it as their current workspace, and emits member.removed', async () => {
      const recorder = await recordEvents(service);
      const asha = await signedInUser(service);
      const ravi = await signedInUser(service);
      const workspaceId = asha.user.workspaceId;
      await addMember(service, asha, workspaceId, ravi.user.id, 'member');
      await http().post('/api/workspaces/switch').set(await ravi.as()).send({ workspaceId });
      expect((await contextFor(service, ravi.user.id)).workspace?.id).toBe(workspaceId);

      const res = await http().delete(`${membersPath(workspaceId)}/${ravi.user.id}`).set(await asha.as());
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      const me = await http().get('/api/user').set(await ravi.as());
      expect(me.body.workspaceId).toBeNull();
      // The context falls back to the first workspace ravi still belongs to.
      expect((await contextFor(service, ravi.user.id)).workspace).toEqual({ id: ravi.user.workspaceId, name: ravi.user.workspace.name, role: 'admin' });
      const gone = await http().get(`${membersPath(workspaceId)}/me/permissions`).set(await ravi.as());
      expect(gone.status).toBe(404);
      await recorder.waitFor(IDENTITY_EVENTS.memberRemoved, (e) => (e.data as { userId: number }).userId === ravi.user.id);
    });

    it('keeps the last admin: neither removed nor demoted (409)', async () => {
      const asha = await signedInUser(service);
      const path = `${membersPath(asha.user.workspaceId)}/${asha.user.id}`;
      const demote = await http().patch(path).set(await asha.as()).send({ role: 'member' });
      expect(demote.body).toEqual({ statusCode: 409, message: WORKSPACE_MESSAGES.lastAdmin, error: 'Conflict' });
      const remove = await http().delete(path).set(await asha.as());
      expect(remove.status).toBe(409);
      expect(remove.body.message).toBe(WORKSPACE_MESSAGES.lastAdmin);
      const stillAdmin = await contextFor(service, asha.user.id);
      expect(stillAdmin.workspace?.role).toBe('admin');
    });

    it('leaves one admin when two admins demote each other at the same time', async () => {
      for (let round = 0; round < 3; round++) {
        const asha = await signedInUser(service);
        const ravi = await signedInUser(service);
        const workspaceId = asha.user.workspaceId;
        await addMember(service, asha, workspaceId, ravi.user.id, 'admin');
        const [a, b] = [await asha.as(), await ravi.as()];
        const results = await Promise.all([
          http().patch(`${membersPath(workspaceId)}/${ravi.user.id}`).set(a).send({ role: 'member' }),
          http().patch(`${membersPath(workspaceId)}/${asha.user.id}`).set(b).send({ role: 'member' }),
        ]);
        const statuses = results.map((r) => r.status).sort();
        expect(statuses[0]).toBe(200);
        expect([403, 409]).toContain(statuses[1]);
        const members = await http().get(membersPath(workspaceId)).set(a);
        expect(members.body.filter((m: { role: string }) => m.role === 'admin')).toHaveLength(1);
      }
    });
  });

  describe('module permissions', () => {
    it('GET me/permissions answers my rows; 404 when not a member', async () => {
      const asha = await signedInUser(service);
      const outsider = await signedInUser(service);
      const mine = await http().get(`${membersPath(asha.user.workspaceId)}/me/permissions`).set(await asha.as());
      expect(mine.status).toBe(200);
      expect(mine.body).toHaveLength(MODULES.length);
      expect(mine.body[0]).toEqual({ module: 'grounds', canView: true, canCreate: true, canEdit: true, canDelete: true });
      const hidden = await http().get(`${membersPath(asha.user.workspaceId)}/me/permissions`).set(await outsider.as());
      expect(hidden.status).toBe(404);
    });

    it('PUT upserts the given modules, keeps the others, and emits permissions.changed', async () => {
      const recorder = await recordEvents(service);
      const asha = await signedInUser(service);
      const ravi = await signedInUser(service);
      const workspaceId = asha.user.workspaceId;
      await addMember(service, asha, workspaceId, ravi.user.id, 'member');
      const path = `${membersPath(workspaceId)}/${ravi.user.id}/permissions`;
      const res = await http()
        .put(path)
        .set(await asha.as())
        .send({ permissions: [{ module: 'matches', canView: true, canCreate: false, canEdit: false, canDelete: false }] });
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(MODULES.length);
      expect(res.body.find((p: { module: string }) => p.module === 'matches')).toEqual({ module: 'matches', canView: true, canCreate: false, canEdit: false, canDelete: false });
      expect(res.body.find((p: { module: string }) => p.module === 'teams')).toEqual({ module: 'teams', canView: true, canCreate: true, canEdit: true, canDelete: false });
      const event = await recorder.waitFor(IDENTITY_EVENTS.permissionsChanged, (e) => (e.data as { userId: number }).userId === ravi.user.id);
      expect(event).toMatchObject({ workspaceId, actorId: asha.user.id, data: { workspaceId, userId: ravi.user.id } });

      const unknown = await http()
        .put(path)
        .set(await asha.as())
        .send({ permissions: [{ module: 'rockets', canView: true, canCreate: true, canEdit: true, canDelete: true }] });
      expect(unknown.body).toEqual({ statusCode: 400, message: WORKSPACE_MESSAGES.invalidModule, error: 'Bad Request' });
      const notMember = await http().get(`${membersPath(workspaceId)}/999999/permissions`).set(await asha.as());
      expect(notMember.body.message).toBe(WORKSPACE_MESSAGES.memberNotFound);
    });

    it('a member holding a full settings row may manage the workspace; a plain member may not', async () => {
      const asha = await signedInUser(service);
      const ravi = await signedInUser(service);
      const third = await signedInUser(service);
      const workspaceId = asha.user.workspaceId;
      await addMember(service, asha, workspaceId, ravi.user.id, 'member');
      const denied = await http().post(membersPath(workspaceId)).set(await ravi.as()).send({ userId: third.user.id, role: 'member' });
      expect(denied.status).toBe(403);
      await http()
        .put(`${membersPath(workspaceId)}/${ravi.user.id}/permissions`)
        .set(await asha.as())
        .send({ permissions: [{ module: 'settings', canView: true, canCreate: true, canEdit: true, canDelete: true }] });
      const allowed = await http().post(membersPath(workspaceId)).set(await ravi.as()).send({ userId: third.user.id, role: 'member' });
      expect(allowed.status).toBe(201);
    });
  });

  describe('isolation between workspaces and read-only members', () => {
    let admin: SignedInUser;
    let member: SignedInUser;
    let reader: SignedInUser;
    let outsider: SignedInUser;
    let workspaceId: number;
    beforeAll(async () => {
      admin = await signedInUser(service);
      member = await signedInUser(service);
      reader = await signedInUser(service);
      outsider = await signedInUser(service);
      workspaceId = admin.user.workspaceId;
      await addMember(service, admin, workspaceId, member.user.id, 'member');
      await addMember(service, admin, workspaceId, reader.user.id, 'workspace_readonly');
    });

    const requests = () => [
      { method: 'patch', path: `/api/workspaces/${workspaceId}`, body: { name: 'Taken over' } },
      { method: 'get', path: `/api/workspaces/${workspaceId}/members` },
      { method: 'post', path: `/api/workspaces/${workspaceId}/members`, body: { userId: outsider.user.id, role: 'member' } },
      { method: 'patch', path: `/api/workspaces/${workspaceId}/members/${member.user.id}`, body: { role: 'admin' } },
      { method: 'delete', path: `/api/workspaces/${workspaceId}/members/${member.user.id}` },
      { method: 'get', path: `/api/workspaces/${workspaceId}/members/me/permissions` },
      { method: 'get', path: `/api/workspaces/${workspaceId}/members/${member.user.id}/permissions` },
      {
        method: 'put',
        path: `/api/workspaces/${workspaceId}/members/${member.user.id}/permissions`,
        body: { permissions: [{ module: 'settings', canView: true, canCreate: true, canEdit: true, canDelete: true }] },
      },
    ];

    it("answers 404 to every id-addressed path of another workspace, showing none of its data", async () => {
      const headers = await outsider.as();
      for (const r of requests()) {
        const call = (http() as unknown as Record<string, (p: string) => import('supertest').Test>)[r.method](r.path).set(headers);
        const res = r.body ? await call.send(r.body) : await call;
        expect({ path: r.path, method: r.method, status: res.status, message: res.body.message }).toEqual({
          path: r.path,
          method: r.method,
          status: 404,
          message: WORKSPACE_MESSAGES.notFound,
        });
        expect(JSON.stringify(res.body)).not.toContain(admin.input.username);
      }
    });

    it('answers 403 to every write of a read-only member', async () => {
      const headers = await reader.as();
      for (const r of requests().filter((r) => r.method !== 'get')) {
        const call = (http() as unknown as Record<string, (p: string) => import('supertest').Test>)[r.method](r.path).set(headers);
        const res = r.body ? await call.send(r.body) : await call;
        expect({ path: r.path, method: r.method, status: res.status, message: res.body.message }).toEqual({
          path: r.path,
          method: r.method,
          status: 403,
          message: AUTH_MESSAGES.forbidden,
        });
      }
      const members = await http().get(`/api/workspaces/${workspaceId}/members`).set(headers);
      expect(members.status).toBe(200);
      expect(members.body).toHaveLength(3);
    });
  });
});
