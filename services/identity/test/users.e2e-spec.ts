import { AUTH_MESSAGES, IDENTITY_EVENTS, REGISTRATION_MESSAGES } from '@cricket/contracts';
import { authHeader, startTestService, type TestService } from '@cricket/service-kit/testing';
import { ANONYMOUS } from '@cricket/contracts';
import { identityService } from '../src/service';
import { addMember, expectNoSecrets, gatewayHeader, recordEvents, signedInUser } from './factories';

describe('identity: the signed-in user', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('identity', identityService);
  });
  afterAll(() => service.close());

  it('GET /api/user answers the user; without a user it is 401', async () => {
    const asha = await signedInUser(service);
    const res = await service.http().get('/api/user').set(await asha.as());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: asha.user.id,
      username: asha.input.username,
      name: asha.input.name,
      email: asha.input.email,
      role: 'player',
      profilePicture: null,
      workspaceId: asha.user.workspaceId,
      isAuthenticated: true,
    });
    expectNoSecrets(res.body, asha.input.password);
    const anonymous = await service.http().get('/api/user').set(authHeader(ANONYMOUS));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe(AUTH_MESSAGES.notAuthenticated);
  });

  it('PATCH /api/user changes name, email and picture and emits identity.user.updated', async () => {
    const recorder = await recordEvents(service);
    const asha = await signedInUser(service);
    const picture = 'data:image/png;base64,iVBORw0KGgo=';
    const res = await service.http().patch('/api/user').set(await asha.as()).send({ name: '  Asha R  ', email: 'NEW.' + asha.input.email, profilePicture: picture });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: asha.user.id, name: 'Asha R', email: 'new.' + asha.input.email, profilePicture: picture, isAuthenticated: true });
    expectNoSecrets(res.body, asha.input.password);
    const event = await recorder.waitFor(IDENTITY_EVENTS.userUpdated, (e) => (e.data as { userId: number }).userId === asha.user.id);
    expect(event).toMatchObject({ actorId: asha.user.id, workspaceId: asha.user.workspaceId });
    const cleared = await service.http().patch('/api/user').set(await asha.as()).send({ profilePicture: null });
    expect(cleared.body.profilePicture).toBeNull();
  });

  it('PATCH /api/user validates with the spec messages and answers 409 on a taken email', async () => {
    const asha = await signedInUser(service);
    const other = await signedInUser(service);
    const headers = await asha.as();
    const shortName = await service.http().patch('/api/user').set(headers).send({ name: 'A' });
    expect(shortName.body).toEqual({ statusCode: 400, message: REGISTRATION_MESSAGES.name, error: 'Bad Request' });
    const badEmail = await service.http().patch('/api/user').set(headers).send({ email: 'nope' });
    expect(badEmail.body.message).toBe(REGISTRATION_MESSAGES.email);
    const badPicture = await service.http().patch('/api/user').set(headers).send({ profilePicture: 'javascript:alert(1)' });
    expect(badPicture.status).toBe(400);
    const hugePicture = await service.http().patch('/api/user').set(headers).send({ profilePicture: 'data:image/png;base64,' + 'A'.repeat(600 * 1024) });
    expect(hugePicture.status).toBe(400);
    const taken = await service.http().patch('/api/user').set(headers).send({ email: other.input.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(REGISTRATION_MESSAGES.emailTaken);
  });

  it('POST /api/user/password checks the current password and changes it', async () => {
    const asha = await signedInUser(service);
    const headers = await asha.as();
    const wrong = await service.http().post('/api/user/password').set(headers).send({ currentPassword: 'not-it-at-all', newPassword: 'brand-new-1' });
    expect(wrong.body).toEqual({ statusCode: 400, message: AUTH_MESSAGES.currentPassword, error: 'Bad Request' });
    const short = await service.http().post('/api/user/password').set(headers).send({ currentPassword: asha.input.password, newPassword: '123' });
    expect(short.body.message).toBe(REGISTRATION_MESSAGES.password);
    const ok = await service.http().post('/api/user/password').set(headers).send({ currentPassword: asha.input.password, newPassword: 'brand-new-1' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Password updated' });
    const oldLogin = await service.http().post('/internal/auth/verify').set(gatewayHeader()).send({ username: asha.input.username, password: asha.input.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await service.http().post('/internal/auth/verify').set(gatewayHeader()).send({ username: asha.input.username, password: 'brand-new-1' });
    expect(newLogin.status).toBe(200);
    expectNoSecrets(newLogin.body, 'brand-new-1');
  });

  it('GET /api/users lists {id, name} of the members of the current workspace only', async () => {
    const admin = await signedInUser(service, { name: 'Admin One' });
    const member = await signedInUser(service, { name: 'Member Two' });
    const outsider = await signedInUser(service, { name: 'Outsider Three' });
    await addMember(service, admin, admin.user.workspaceId, member.user.id, 'member');
    const res = await service.http().get('/api/users').set(await admin.as());
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { id: admin.user.id, name: 'Admin One' },
        { id: member.user.id, name: 'Member Two' },
      ]),
    );
    expect(res.body).toHaveLength(2);
    expect(res.body.map((u: { id: number }) => u.id)).not.toContain(outsider.user.id);
  });

  describe('POST /api/feature-requests', () => {
    it('takes a request from anyone', async () => {
      const res = await service
        .http()
        .post('/api/feature-requests')
        .set(authHeader(ANONYMOUS))
        .send({ title: 'Live scoring', description: 'Please bring ball-by-ball scoring back.', email: 'Fan@Example.com' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.any(Number), title: 'Live scoring', description: 'Please bring ball-by-ball scoring back.', createdAt: expect.any(String) });
    });

    it.each([
      [{ title: 'ab' }, 'Title must be between 3 and 120 characters'],
      [{ title: 'x'.repeat(121) }, 'Title must be between 3 and 120 characters'],
      [{ description: 'too short' }, 'Description must be between 10 and 2000 characters'],
      [{ email: 'nope' }, REGISTRATION_MESSAGES.email],
    ])('refuses %j', async (override, message) => {
      const res = await service
        .http()
        .post('/api/feature-requests')
        .set(authHeader(ANONYMOUS))
        .send({ title: 'Live scoring', description: 'Please bring ball-by-ball scoring back.', ...override });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });
});
