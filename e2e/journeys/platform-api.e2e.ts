import { apiSession, registerUser, startSystem, type System } from '../harness';

/** The platform in distributed mode through the gateway, as a browser's API client uses it. */
describe('platform API through the gateway (distributed mode)', () => {
  let system: System;
  beforeAll(async () => {
    system = await startSystem();
  });
  afterAll(() => system?.stop());

  it('registers, signs out and back in by email, and keeps workspaces apart', async () => {
    const { user, session, registered } = await registerUser(system.baseUrl);
    expect(registered).toMatchObject({ username: user.username, workspace: { name: `${user.name}'s Workspace` } });
    expect(session.cookie).toMatch(/^sid=/);

    const me = await session.request('GET', '/api/user');
    expect(me).toMatchObject({ status: 200, body: { username: user.username, workspaceId: registered.workspace.id } });
    expect(JSON.stringify(me.body)).not.toContain(user.password);

    expect((await session.request('POST', '/api/auth/logout')).status).toBe(200);
    expect((await session.request('GET', '/api/user')).status).toBe(401);

    const again = await apiSession(system.baseUrl);
    const login = await again.request('POST', '/api/login', { username: user.email.toUpperCase(), password: user.password });
    expect(login).toMatchObject({ status: 200, body: { id: registered.id } });

    const other = await registerUser(system.baseUrl);
    const foreign = await again.request('GET', `/api/workspaces/${other.registered.workspace.id}/members`);
    expect(foreign.status).toBe(404);
    const switchForeign = await again.request('POST', '/api/workspaces/switch', { workspaceId: other.registered.workspace.id });
    expect(switchForeign.status).toBe(404);
  });

  it('answers a wrong password with the spec message and refuses mutations without the CSRF header', async () => {
    const { user } = await registerUser(system.baseUrl);
    const anonymous = await apiSession(system.baseUrl);
    const wrong = await anonymous.request('POST', '/api/auth/login', { username: user.username, password: 'not-the-password' });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid username or password' } });

    const res = await fetch(`${system.baseUrl}/api/workspaces`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"x"}' });
    expect(res.status).toBe(403);
  });

  it('names the area when a service is down and keeps the rest working', async () => {
    const { session } = await registerUser(system.baseUrl);
    await system.kill('identity');
    const down = await session.request<{ message: string }>('GET', '/api/workspaces');
    expect(down.status).toBe(503);
    expect(down.body.message).toContain('Accounts and workspaces');
    const health = await fetch(`${system.baseUrl}/health`);
    expect(health.status).toBe(200);
    await system.restart('identity');
    expect((await session.request('GET', '/api/workspaces')).status).toBe(200);
  });
});
