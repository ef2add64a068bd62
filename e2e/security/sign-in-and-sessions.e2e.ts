import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { AUTH_MESSAGES } from '@cricket/contracts';
import { DEFAULT_LOGIN_LIMITS } from '../../gateway/src/gateway-options';
import { apiSession, newUser, registerUser, startSystem, type System } from '../harness';
import { openSocket } from './socket';

// The project-level testTimeout of jest.config.js does not reach tests run from a project list.
jest.setTimeout(120_000);

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
const secret = () => `Pw-${randomBytes(9).toString('hex')}`;

/** Sign-in, the session cookie, the CSRF rule, stored passwords, logs and the socket's handshake. */
describe('sign-in and sessions', () => {
  let system: System;
  const output: string[] = [];
  beforeAll(async () => {
    // Every app logs at its most verbose, so a password that reaches any log line shows here.
    system = await startSystem({ logLevel: 'trace', onOutput: (app, chunk) => output.push(`${app}: ${chunk}`) });
  });
  afterAll(() => system?.stop());

  const post = (path: string, body: unknown, headers: Record<string, string> = JSON_HEADERS) =>
    fetch(system.baseUrl + path, { method: 'POST', headers, body: JSON.stringify(body) });

  it('sets the session cookie HttpOnly and SameSite on registration, sign-in and sign-out', async () => {
    const user = newUser();
    const registered = await post('/api/auth/register', user);
    expect(registered.status).toBe(201);
    const login = await post('/api/auth/login', { username: user.username, password: user.password });
    expect(login.status).toBe(200);
    const logout = await post('/api/auth/logout', {}, { ...JSON_HEADERS, Cookie: login.headers.get('set-cookie')!.split(';')[0] });
    for (const res of [registered, login, logout]) {
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^sid=/);
      const attributes = cookie.split(';').map((a) => a.trim().toLowerCase());
      expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    }
  });

  it('refuses a mutation without X-Requested-With, with a form content type or from a foreign Origin, and changes nothing', async () => {
    const { session } = await registerUser(system.baseUrl);
    const team = (name: string, headers: Record<string, string>, body = JSON.stringify({ name })) =>
      fetch(`${system.baseUrl}/api/my/teams`, { method: 'POST', headers: { ...headers, Cookie: session.cookie }, body });
    const refusals = [
      await team('No header', { 'Content-Type': 'application/json' }),
      await team('Form post', { 'Content-Type': 'text/plain', 'X-Requested-With': 'XMLHttpRequest' }, 'name=Form+post'),
      await team('Foreign origin', { ...JSON_HEADERS, Origin: 'https://evil.example' }),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ statusCode: 403, message: AUTH_MESSAGES.csrf, error: 'Forbidden' });
    }
    const accepted = await team('With header', JSON_HEADERS);
    expect(accepted.status).toBe(201);
    const teams = await session.request<{ teams: { name: string }[] }>('GET', '/api/my/teams');
    expect(teams.body.teams.map((t) => t.name)).toEqual(['With header']);

    const signIn = await post('/api/auth/login', { username: 'someone', password: 'whatever' }, { 'Content-Type': 'application/json' });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.get('set-cookie')).toBeNull();
  });

  it('answers an unknown account exactly as a wrong password, and limits failures per account alike', async () => {
    const { user } = await registerUser(system.baseUrl);
    const anonymous = await apiSession(system.baseUrl);
    const unknown = `nobody${randomBytes(4).toString('hex')}`;
    const invalid = { status: 401, body: { statusCode: 401, message: AUTH_MESSAGES.invalidCredentials, error: 'Unauthorized' } };
    const limited = { status: 429, body: { statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts, error: 'Too Many Requests' } };
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.accountFailures; i++) {
      expect(await anonymous.request('POST', '/api/auth/login', { username: user.username, password: `wrong-${i}` })).toEqual(invalid);
      expect(await anonymous.request('POST', '/api/auth/login', { username: unknown, password: `wrong-${i}` })).toEqual(invalid);
    }
    // Past the limit even the right password is refused, and an unknown account is refused the same way.
    expect(await anonymous.request('POST', '/api/auth/login', { username: user.username, password: user.password })).toEqual(limited);
    expect(await anonymous.request('POST', '/api/auth/login', { username: unknown, password: user.password })).toEqual(limited);
    expect(anonymous.cookie).toBe('');
  });

  it('stores passwords as argon2id hashes and never writes a password to any log', async () => {
    const password = secret();
    const changed = secret();
    const wrong = secret();
    const { user, session } = await registerUser(system.baseUrl, { password });
    const again = await apiSession(system.baseUrl);
    expect((await again.request('POST', '/api/login', { username: user.username, password: wrong })).status).toBe(401);
    expect((await again.request('POST', '/api/login', { username: user.email, password })).status).toBe(200);
    expect((await session.request('POST', '/api/user/password', { currentPassword: password, newPassword: changed })).status).toBe(200);

    const identityDb = system.databaseUrls.find((url) => /\/cricket_identity_/.test(url));
    const client = new Client({ connectionString: identityDb });
    await client.connect();
    let hash: string;
    try {
      hash = (await client.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE username = $1', [user.username])).rows[0].password_hash;
    } finally {
      await client.end();
    }
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    expect(hash).not.toContain(changed);

    const logs = output.join('');
    // The apps did log these requests: the check below reads real output.
    expect(logs).toMatch(/gateway: .*"url":"\/api\/login".*"statusCode":401/);
    expect(logs).toMatch(/identity: .*"url":"\/api\/user\/password".*"statusCode":200/);
    for (const value of [password, changed, wrong, hash]) expect(logs).not.toContain(value);
  });

  it('refuses a socket from a foreign Origin or without a session, and opens one for a signed-in page', async () => {
    const { session } = await registerUser(system.baseUrl);
    const sameOrigin = new URL(system.baseUrl).origin;
    const token = session.cookie.replace(/^sid=/, '');
    expect(await openSocket(system.baseUrl, { Origin: sameOrigin, Cookie: session.cookie })).toEqual({ opened: true, firstMessage: expect.objectContaining({ type: 'connection' }) });
    expect(await openSocket(system.baseUrl, { Origin: 'https://evil.example', Cookie: session.cookie })).toEqual({ opened: false, status: 403 });
    expect(await openSocket(system.baseUrl, { Origin: 'https://evil.example' }, `?token=${token}`)).toEqual({ opened: false, status: 403 });
    expect(await openSocket(system.baseUrl, { Origin: sameOrigin })).toEqual({ opened: false, status: 401 });
    expect(await openSocket(system.baseUrl, { Origin: sameOrigin, Cookie: 'sid=not-a-session' })).toEqual({ opened: false, status: 401 });
  });

  // Last: it exhausts this machine's address budget for a minute.
  it('limits sign-in attempts per client address, whatever the account', async () => {
    const { user } = await registerUser(system.baseUrl);
    const anonymous = await apiSession(system.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_LOGIN_LIMITS.addressAttempts; i++) {
      statuses.push((await anonymous.request('POST', '/api/auth/login', { username: `stranger${i}${randomBytes(3).toString('hex')}`, password: 'wrong-password' })).status);
    }
    const firstLimited = statuses.indexOf(429);
    expect(firstLimited).toBeGreaterThan(0);
    expect(statuses).toEqual(statuses.map((_, i) => (i < firstLimited ? 401 : 429)));
    const rightPassword = await anonymous.request('POST', '/api/auth/login', { username: user.username, password: user.password });
    expect(rightPassword).toEqual({ status: 429, body: { statusCode: 429, message: AUTH_MESSAGES.tooManyAttempts, error: 'Too Many Requests' } });
  });
});
