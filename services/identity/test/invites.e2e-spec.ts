import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ANONYMOUS, AUTH_MESSAGES, IDENTITY_EVENTS, INVITE_MESSAGES, WORKSPACE_MESSAGES, defaultModulePermissions, type CreateInviteBody } from '@cricket/contracts';
import { authHeader, startTestService, type TestService } from '@cricket/service-kit/testing';
import { identityService } from '../src/service';
import { addMember, contextFor, recordEvents, signedInUser, type SignedInUser } from './factories';

describe('identity: invite links', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('identity', identityService);
  });
  afterAll(() => service.close());

  const http = () => service.http();
  const invitesPath = (workspaceId: number) => `/api/workspaces/${workspaceId}/invites`;
  const db = () => service.app.get(DataSource);

  async function createInvite(admin: SignedInUser, body: Partial<CreateInviteBody> = {}) {
    const res = await http()
      .post(invitesPath(admin.user.workspaceId))
      .set(await admin.as())
      .send({ role: 'member', expiresInDays: 7, maxUses: 1, ...body });
    if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: number; token: string };
  }

  const accept = async (user: SignedInUser, token: string) => http().post(`/api/invites/${token}/accept`).set(await user.as());

  describe('as the workspace admin', () => {
    it('creates a link, lists the usable ones and revokes one', async () => {
      const asha = await signedInUser(service);
      const workspaceId = asha.user.workspaceId;
      const created = await http().post(invitesPath(workspaceId)).set(await asha.as()).send({ role: 'workspace_readonly', expiresInDays: 30, maxUses: null });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.any(Number),
        workspaceId,
        role: 'workspace_readonly',
        expiresAt: expect.any(String),
        maxUses: null,
        uses: 0,
        state: 'active',
        createdBy: asha.user.id,
        createdAt: expect.any(String),
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      const days = (Date.parse(created.body.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      const single = await createInvite(asha);

      const list = await http().get(invitesPath(workspaceId)).set(await asha.as());
      expect(list.status).toBe(200);
      expect(list.body.map((i: { id: number }) => i.id)).toEqual([single.id, created.body.id]);
      expect(JSON.stringify(list.body)).not.toContain(created.body.token);

      const revoked = await http().delete(`${invitesPath(workspaceId)}/${single.id}`).set(await asha.as());
      expect(revoked.body).toEqual({ success: true });
      expect((await http().get(invitesPath(workspaceId)).set(await asha.as())).body.map((i: { id: number }) => i.id)).toEqual([created.body.id]);
      const again = await http().delete(`${invitesPath(workspaceId)}/${single.id}`).set(await asha.as());
      expect(again.body).toEqual({ statusCode: 404, message: INVITE_MESSAGES.notFound, error: 'Not Found' });
      expect((await http().delete(`${invitesPath(workspaceId)}/abc`).set(await asha.as())).body.message).toBe(INVITE_MESSAGES.invalidId);
    });

    it('refuses a role, expiry or use limit the form does not offer', async () => {
      const asha = await signedInUser(service);
      const send = async (body: object) => (await http().post(invitesPath(asha.user.workspaceId)).set(await asha.as()).send(body)).body;
      expect(await send({ role: 'owner', expiresInDays: 7 })).toEqual({ statusCode: 400, message: WORKSPACE_MESSAGES.invalidRole, error: 'Bad Request' });
      expect((await send({ role: 'member', expiresInDays: 2 })).message).toBe(INVITE_MESSAGES.expiry);
      expect((await send({ role: 'member', expiresInDays: 7, maxUses: 0 })).message).toBe(INVITE_MESSAGES.maxUses);
    });

    it("answers other members 403 and strangers 404, and never lets one workspace's admin revoke another's link", async () => {
      const asha = await signedInUser(service);
      const member = await signedInUser(service);
      const stranger = await signedInUser(service);
      const workspaceId = asha.user.workspaceId;
      await addMember(service, asha, workspaceId, member.user.id, 'member');
      const invite = await createInvite(asha);
      const calls = [
        (h: Record<string, string>) => http().post(invitesPath(workspaceId)).set(h).send({ role: 'admin', expiresInDays: 7 }),
        (h: Record<string, string>) => http().get(invitesPath(workspaceId)).set(h),
        (h: Record<string, string>) => http().delete(`${invitesPath(workspaceId)}/${invite.id}`).set(h),
      ];
      for (const call of calls) {
        expect((await call(await member.as())).body).toEqual({ statusCode: 403, message: AUTH_MESSAGES.forbidden, error: 'Forbidden' });
        expect((await call(await stranger.as())).body).toEqual({ statusCode: 404, message: WORKSPACE_MESSAGES.notFound, error: 'Not Found' });
        expect((await call(authHeader(ANONYMOUS))).status).toBe(401);
      }
      const elsewhere = await http().delete(`${invitesPath(stranger.user.workspaceId)}/${invite.id}`).set(await stranger.as());
      expect(elsewhere.status).toBe(404);
      expect((await http().get(`/api/invites/${invite.token}`).set(authHeader(ANONYMOUS))).body.state).toBe('active');
    });
  });

  describe('GET /api/invites/:token', () => {
    it("shows anyone the workspace's name, the role and the state, and nothing else", async () => {
      const asha = await signedInUser(service);
      const invite = await createInvite(asha, { role: 'admin' });
      const res = await http().get(`/api/invites/${invite.token}`).set(authHeader(ANONYMOUS));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ workspaceName: asha.user.workspace.name, role: 'admin', state: 'active', memberOfWorkspaceId: null });
      const asMember = await http().get(`/api/invites/${invite.token}`).set(await asha.as());
      expect(asMember.body.memberOfWorkspaceId).toBe(asha.user.workspaceId);
    });

    it('answers an unknown, malformed or revoked link alike: not valid', async () => {
      const asha = await signedInUser(service);
      const invite = await createInvite(asha);
      await http().delete(`${invitesPath(asha.user.workspaceId)}/${invite.id}`).set(await asha.as());
      for (const token of [invite.token, 'A'.repeat(43), 'short', '%2e%2e']) {
        const res = await http().get(`/api/invites/${token}`).set(authHeader(ANONYMOUS));
        expect(res.body).toEqual({ statusCode: 404, message: INVITE_MESSAGES.invalid, error: 'Not Found' });
      }
    });
  });

  describe('POST /api/invites/:token/accept', () => {
    it("makes a new member with the link's role and its default rows, counts the use and emits member.added", async () => {
      const recorder = await recordEvents(service);
      const asha = await signedInUser(service);
      const ravi = await signedInUser(service);
      const workspaceId = asha.user.workspaceId;
      const invite = await createInvite(asha, { role: 'workspace_readonly', maxUses: 5 });
      const res = await accept(ravi, invite.token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ workspaceId, workspaceName: asha.user.workspace.name, role: 'workspace_readonly' });

      const members = await http().get(`/api/workspaces/${workspaceId}/members`).set(await asha.as());
      expect(members.body).toContainEqual(expect.objectContaining({ userId: ravi.user.id, role: 'workspace_readonly', invitedBy: asha.user.id }));
      const rows = await http().get(`/api/workspaces/${workspaceId}/members/me/permissions`).set(await ravi.as());
      expect(rows.body).toEqual(defaultModulePermissions('workspace_readonly'));
      const [listed] = (await http().get(invitesPath(workspaceId)).set(await asha.as())).body;
      expect(listed).toMatchObject({ id: invite.id, uses: 1, maxUses: 5 });
      const event = await recorder.waitFor(IDENTITY_EVENTS.memberAdded, (e) => e.workspaceId === workspaceId && e.actorId === ravi.user.id);
      expect(event.data).toEqual({ workspaceId, userId: ravi.user.id, role: 'workspace_readonly' });
      // Joining does not switch: the shell switches after it.
      expect((await contextFor(service, ravi.user.id)).workspace?.id).toBe(ravi.user.workspaceId);
    });

    it('tells a member they already are one, without using the link', async () => {
      const asha = await signedInUser(service);
      const invite = await createInvite(asha);
      const res = await accept(asha, invite.token);
      expect(res.body).toEqual({ statusCode: 409, message: INVITE_MESSAGES.alreadyMember(asha.user.workspace.name), error: 'Conflict' });
      expect((await http().get(`/api/invites/${invite.token}`).set(authHeader(ANONYMOUS))).body.state).toBe('active');
    });

    it('refuses expired, revoked and used-up links, each with its message, and a signed-out caller', async () => {
      const asha = await signedInUser(service);
      const ravi = await signedInUser(service);
      const expired = await createInvite(asha);
      await db().query("UPDATE workspace_invites SET expires_at = now() - interval '1 minute' WHERE id = $1", [expired.id]);
      expect((await accept(ravi, expired.token)).body).toEqual({ statusCode: 410, message: INVITE_MESSAGES.expired, error: 'Gone' });
      expect((await http().get(`/api/invites/${expired.token}`).set(authHeader(ANONYMOUS))).body.state).toBe('expired');

      const revoked = await createInvite(asha);
      await http().delete(`${invitesPath(asha.user.workspaceId)}/${revoked.id}`).set(await asha.as());
      expect((await accept(ravi, revoked.token)).body).toEqual({ statusCode: 404, message: INVITE_MESSAGES.invalid, error: 'Not Found' });

      const single = await createInvite(asha);
      expect((await http().post(`/api/invites/${single.token}/accept`).set(authHeader(ANONYMOUS))).status).toBe(401);
      expect((await accept(ravi, single.token)).status).toBe(200);
      const latecomer = await signedInUser(service);
      expect((await accept(latecomer, single.token)).body).toEqual({ statusCode: 410, message: INVITE_MESSAGES.usedUp, error: 'Gone' });
      expect((await http().get(`/api/invites/${single.token}`).set(authHeader(ANONYMOUS))).body.state).toBe('used_up');
      const members = await http().get(`/api/workspaces/${asha.user.workspaceId}/members`).set(await asha.as());
      expect(members.body.map((m: { userId: number }) => m.userId).sort()).toEqual([asha.user.id, ravi.user.id].sort());
    });

    it('admits exactly one of 10 people accepting a single-use link at once', async () => {
      const asha = await signedInUser(service);
      const invite = await createInvite(asha, { maxUses: 1 });
      const people = await Promise.all(Array.from({ length: 10 }, () => signedInUser(service)));
      const headers = await Promise.all(people.map((p) => p.as()));
      const answers = await Promise.all(headers.map((h) => http().post(`/api/invites/${invite.token}/accept`).set(h)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(410)]);
      const members = await http().get(`/api/workspaces/${asha.user.workspaceId}/members`).set(await asha.as());
      expect(members.body).toHaveLength(2);
      const [{ uses }] = await db().query('SELECT uses FROM workspace_invites WHERE id = $1', [invite.id]);
      expect(uses).toBe(1);
    });
  });

  it('stores no token in plain text, only its sha256', async () => {
    const asha = await signedInUser(service);
    const invite = await createInvite(asha);
    const [row] = await db().query('SELECT * FROM workspace_invites WHERE id = $1', [invite.id]);
    expect(JSON.stringify(row)).not.toContain(invite.token);
    expect(row.token_hash).toBe(createHash('sha256').update(invite.token).digest('hex'));
  });
});
