import { AUTH_MESSAGES, WORKSPACE_MESSAGES } from '@cricket/contracts';
import { authHeader, startTestService, type TestService } from '@cricket/service-kit/testing';
import { identityService } from '../src/service';
import { addMember, contextFor, signedInUser } from './factories';

/** What @RequireWorkspaceAccess decides for the workspace a path names, beyond members.e2e-spec's matrix. */
describe('identity: access to an id-addressed workspace', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('identity', identityService);
  });
  afterAll(() => service.close());

  const http = () => service.http();

  it("lets the global admin see and manage any workspace, but has no rows of theirs where they have not joined ('joined': 404)", async () => {
    const asha = await signedInUser(service);
    const stranger = await signedInUser(service);
    const context = await contextFor(service, stranger.user.id);
    const globalAdmin = authHeader({ ...context, user: { ...context.user!, role: 'admin' } });
    const workspaceId = asha.user.workspaceId;

    expect((await http().get(`/api/workspaces/${workspaceId}/members`).set(globalAdmin)).status).toBe(200);
    const renamed = await http().patch(`/api/workspaces/${workspaceId}`).set(globalAdmin).send({ name: 'Renamed by the admin' });
    expect(renamed.body).toMatchObject({ name: 'Renamed by the admin', role: 'admin' });
    const mine = await http().get(`/api/workspaces/${workspaceId}/members/me/permissions`).set(globalAdmin);
    expect(mine.body).toEqual({ statusCode: 404, message: WORKSPACE_MESSAGES.notFound, error: 'Not Found' });
    const unknown = await http().get('/api/workspaces/99999999/members').set(globalAdmin);
    expect(unknown.body.message).toBe(WORKSPACE_MESSAGES.notFound);
  });

  it('takes a full settings row, not a lone settings edit row, to manage', async () => {
    const asha = await signedInUser(service);
    const ravi = await signedInUser(service);
    const workspaceId = asha.user.workspaceId;
    await addMember(service, asha, workspaceId, ravi.user.id, 'member');
    await http()
      .put(`/api/workspaces/${workspaceId}/members/${ravi.user.id}/permissions`)
      .set(await asha.as())
      .send({ permissions: [{ module: 'settings', canView: true, canCreate: false, canEdit: true, canDelete: false }] });
    const res = await http().patch(`/api/workspaces/${workspaceId}`).set(await ravi.as()).send({ name: 'Mine now' });
    expect(res.body).toEqual({ statusCode: 403, message: AUTH_MESSAGES.forbidden, error: 'Forbidden' });
  });

  it('decides access before reading the rest of the request, as @RequirePermission does elsewhere', async () => {
    const asha = await signedInUser(service);
    const reader = await signedInUser(service);
    const outsider = await signedInUser(service);
    const workspaceId = asha.user.workspaceId;
    await addMember(service, asha, workspaceId, reader.user.id, 'workspace_readonly');

    const badBody = await http().patch(`/api/workspaces/${workspaceId}`).set(await reader.as()).send({ name: '  ' });
    expect(badBody.body.message).toBe(AUTH_MESSAGES.forbidden);
    const badUserId = await http().delete(`/api/workspaces/${workspaceId}/members/abc`).set(await outsider.as());
    expect(badUserId.body.message).toBe(WORKSPACE_MESSAGES.notFound);
    const badId = await http().delete('/api/workspaces/abc/members/abc').set(await outsider.as());
    expect(badId.body.message).toBe(WORKSPACE_MESSAGES.invalidId);
  });
});
