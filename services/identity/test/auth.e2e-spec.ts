import { AUTH_MESSAGES, IDENTITY_EVENTS, MODULES, REGISTRATION_MESSAGES, SIGN_IN_MESSAGES, WORKSPACE_MESSAGES } from '@cricket/contracts';
import { startTestService, type TestService } from '@cricket/service-kit/testing';
import { identityService } from '../src/service';
import { contextFor, expectNoSecrets, gatewayHeader, newUser, recordEvents, registerUser } from './factories';

describe('identity: sign-in, registration and auth context', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('identity', identityService);
  });
  afterAll(() => service.close());

  const register = (body: object) => service.http().post('/internal/auth/register').set(gatewayHeader()).send(body);
  const verify = (body: object) => service.http().post('/internal/auth/verify').set(gatewayHeader()).send(body);

  describe('POST /internal/auth/register', () => {
    it('creates the user, a default workspace with its admin membership, and emits both events', async () => {
      const recorder = await recordEvents(service);
      const input = newUser({ name: 'Asha Rao', role: 'coach' });
      const res = await register(input);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        username: input.username,
        name: 'Asha Rao',
        email: input.email,
        role: 'coach',
        profilePicture: null,
        workspaceId: expect.any(Number),
        isAuthenticated: true,
        workspace: { id: res.body.workspaceId, name: "Asha Rao's Workspace" },
      });
      expectNoSecrets(res.body, input.password);

      const registered = await recorder.waitFor(IDENTITY_EVENTS.userRegistered, (e) => (e.data as { userId: number }).userId === res.body.id);
      expect(registered).toMatchObject({ workspaceId: res.body.workspaceId, actorId: res.body.id, data: { username: input.username, name: 'Asha Rao', role: 'coach' } });
      const created = await recorder.waitFor(IDENTITY_EVENTS.workspaceCreated, (e) => e.workspaceId === res.body.workspaceId);
      expect(created).toMatchObject({ actorId: res.body.id, data: { workspaceId: res.body.workspaceId, name: "Asha Rao's Workspace" } });
      expectNoSecrets(recorder.events, input.password);

      const context = await contextFor(service, res.body.id);
      expect(context.workspace).toEqual({ id: res.body.workspaceId, name: "Asha Rao's Workspace", role: 'admin' });
      expect(context.permissions).toHaveLength(MODULES.length);
      expect(context.permissions.every((p) => p.canView && p.canCreate && p.canEdit && p.canDelete)).toBe(true);
    });

    it('defaults the role to general and lower-cases the email', async () => {
      const input = newUser();
      const res = await register({ ...input, role: undefined, email: input.email.toUpperCase() });
      expect(res.status).toBe(201);
      expect(res.body.role).toBe('general');
      expect(res.body.email).toBe(input.email);
    });

    it.each([
      [{ username: 'ab' }, REGISTRATION_MESSAGES.username],
      [{ username: 42 }, REGISTRATION_MESSAGES.username],
      [{ password: '12345' }, REGISTRATION_MESSAGES.password],
      [{ email: 'not-an-email' }, REGISTRATION_MESSAGES.email],
      [{ email: undefined }, REGISTRATION_MESSAGES.email],
      [{ name: 'A' }, REGISTRATION_MESSAGES.name],
      [{ role: 'admin' }, REGISTRATION_MESSAGES.role],
      [{ role: 'other' }, REGISTRATION_MESSAGES.role],
    ])('refuses %j with its message', async (override, message) => {
      const res = await register({ ...newUser(), ...override });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    });

    it('answers 409 for a taken username (any case) or email', async () => {
      const { input } = await registerUser(service);
      const sameName = await register(newUser({ username: input.username.toUpperCase() }));
      expect(sameName.status).toBe(409);
      expect(sameName.body.message).toBe(REGISTRATION_MESSAGES.usernameTaken);
      const sameEmail = await register(newUser({ email: input.email.toUpperCase() }));
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body.message).toBe(REGISTRATION_MESSAGES.emailTaken);
    });

    it('lets only one of two simultaneous registrations of one username through', async () => {
      const base = newUser();
      const results = await Promise.all([register(base), register({ ...base, email: `other.${base.email}` })]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it('refuses a request that did not come through the gateway', async () => {
      const res = await service.http().post('/internal/auth/register').send(newUser());
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(AUTH_MESSAGES.notAuthenticated);
    });
  });

  describe('POST /internal/auth/verify', () => {
    it('signs in by username or email, case-insensitively, answering the user with the current workspace', async () => {
      const { input, user } = await registerUser(service, { username: 'MixedCase_' + Date.now() });
      const expected = {
        id: user.id,
        username: input.username,
        name: input.name,
        email: input.email,
        role: 'player',
        profilePicture: null,
        workspaceId: user.workspaceId,
        isAuthenticated: true,
      };
      for (const login of [input.username, input.username.toLowerCase(), input.email, input.email.toUpperCase()]) {
        const res = await verify({ username: login, password: input.password });
        expect(res.status).toBe(200);
        expect(res.body).toEqual(expected);
        expectNoSecrets(res.body, input.password);
      }
    });

    it('answers an unknown user and a wrong password with the same 401', async () => {
      const { input } = await registerUser(service);
      const wrong = await verify({ username: input.username, password: 'wrong-password' });
      const unknown = await verify({ username: 'nobody_here', password: 'wrong-password' });
      for (const res of [wrong, unknown]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ statusCode: 401, message: AUTH_MESSAGES.invalidCredentials, error: 'Unauthorized' });
      }
    });

    it('refuses short input with the sign-in messages', async () => {
      const short = await verify({ username: 'ab', password: 'secret-123' });
      expect(short.body).toEqual({ statusCode: 400, message: SIGN_IN_MESSAGES.username, error: 'Bad Request' });
      const shortPassword = await verify({ username: 'someone', password: '123' });
      expect(shortPassword.status).toBe(400);
      expect(shortPassword.body.message).toBe(SIGN_IN_MESSAGES.password);
    });
  });

  describe('GET /internal/auth/context/:userId', () => {
    it('answers the user, current workspace with role, and the rows there', async () => {
      const { input, user } = await registerUser(service);
      const context = await contextFor(service, user.id);
      expect(context.user).toEqual({ id: user.id, username: input.username, name: input.name, email: input.email, role: 'player' });
      expect(context.workspace).toEqual({ id: user.workspaceId, name: user.workspace.name, role: 'admin' });
      expect(context.permissions[0]).toEqual({ module: 'grounds', canView: true, canCreate: true, canEdit: true, canDelete: true });
      expectNoSecrets(context, input.password);
    });

    it('answers 404 for an unknown user', async () => {
      const res = await service.http().get('/internal/auth/context/999999').set(gatewayHeader());
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(WORKSPACE_MESSAGES.userNotFound);
    });
  });

  it('documents every endpoint in /openapi.json for the gateway to merge', async () => {
    const res = await service.http().get('/openapi.json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/internal/auth/verify',
      '/internal/auth/register',
      '/internal/auth/context/{userId}',
      '/api/user',
      '/api/user/password',
      '/api/users',
      '/api/workspaces',
      '/api/workspaces/current',
      '/api/workspaces/switch',
      '/api/workspaces/refresh-session',
      '/api/workspaces/{id}',
      '/api/workspaces/{id}/members',
      '/api/workspaces/{id}/members/{userId}',
      '/api/workspaces/{id}/members/me/permissions',
      '/api/workspaces/{id}/members/{userId}/permissions',
      '/api/feature-requests',
    ]) {
      expect(paths).toContain(path);
    }
    expect(Object.keys(res.body.components.schemas)).toEqual(expect.arrayContaining(['UserResponseDto', 'WorkspaceResponseDto', 'WorkspaceMemberResponseDto']));
    const register = res.body.paths['/internal/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(expect.arrayContaining(['username', 'password', 'email', 'name']));
    expect(register.properties.username).toMatchObject({ type: 'string' });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash/);
  });
});
