import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { Client } from 'pg';
import WebSocket from 'ws';
import { AUTH_MESSAGES, tooManyRequestsMessage, WS_PATH } from '@cricket/contracts';
import { DEFAULT_THROTTLE_RULES } from '../../gateway/src/security/throttle-rules';
import { apiSession, newUser, registerUser, startSystem, type System } from '../harness';
import { openSocket } from './socket';

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
const secret = () => `Pw-${randomBytes(9).toString('hex')}`;
const { freeFailures } = DEFAULT_THROTTLE_RULES.signInFailures;

/** A sign-in as a browser at `localAddress` sends it (any 127.x address reaches the gateway on this machine). */
function signInFrom(baseUrl: string, localAddress: string, username: string, password: string) {
  const { port } = new URL(baseUrl);
  const body = JSON.stringify({ username, password });
  return new Promise<{ status: number; body: { message: string }; retryAfter?: string; cookie?: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, localAddress, method: 'POST', path: '/api/auth/login', headers: JSON_HEADERS }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk));
      res.on('end', () => {
        const retryAfter = res.headers['retry-after'];
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text), retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined, cookie: res.headers['set-cookie']?.[0].split(';')[0] });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A 429 whose message states the wait that its Retry-After carries. */
function expectSignInThrottled(answer: Awaited<ReturnType<typeof signInFrom>>): number {
  const seconds = Number(answer.retryAfter);
  expect(seconds).toBeGreaterThan(0);
  expect([answer.status, answer.body]).toEqual([429, { statusCode: 429, message: tooManyRequestsMessage('signIn', seconds), error: 'Too Many Requests' }]);
  return seconds;
}

/** A signed-in page's socket, open once the server's first message came; `closed` resolves with the time it closed. */
async function liveSocket(baseUrl: string, cookie: string) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${WS_PATH}`, { headers: { Cookie: cookie, Origin: new URL(baseUrl).origin } });
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  await new Promise((resolve, reject) => {
    socket.once('message', resolve);
    socket.once('error', reject);
  });
  return { socket, closed };
}

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms))]);

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
    const unknown = `nobody${randomBytes(4).toString('hex')}`;
    const invalid = { statusCode: 401, message: AUTH_MESSAGES.invalidCredentials, error: 'Unauthorized' };
    const address = '127.0.0.11';
    for (let i = 0; i < freeFailures; i++) {
      expect(await signInFrom(system.baseUrl, address, user.username, `wrong-${i}`)).toMatchObject({ status: 401, body: invalid });
      expect(await signInFrom(system.baseUrl, address, unknown, `wrong-${i}`)).toMatchObject({ status: 401, body: invalid });
    }
    // Past the limit even the right password is refused, and an unknown account is refused the same way.
    const known = await signInFrom(system.baseUrl, address, user.username, user.password);
    const stranger = await signInFrom(system.baseUrl, address, unknown, user.password);
    expect(Math.abs(expectSignInThrottled(known) - expectSignInThrottled(stranger))).toBeLessThanOrEqual(1);
    expect([known.cookie, stranger.cookie]).toEqual([undefined, undefined]);
  });

  it("slows the attacker's address while the owner signs in from another, counting username and email as one account", async () => {
    const { user } = await registerUser(system.baseUrl);
    const attacker = '127.0.0.12';
    const logins = [user.username, user.email.toUpperCase(), user.email, user.username.toUpperCase(), user.email];
    for (const login of logins.slice(0, freeFailures)) expect((await signInFrom(system.baseUrl, attacker, login, 'wrong-password')).status).toBe(401);
    const seconds = expectSignInThrottled(await signInFrom(system.baseUrl, attacker, user.username, user.password));
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    const owner = await signInFrom(system.baseUrl, '127.0.0.13', user.email, user.password);
    expect(owner.status).toBe(200);
    expect(owner.cookie).toMatch(/^sid=/);
  });

  it('ends the other sessions and closes their sockets when the password changes, and closes a socket at sign-out', async () => {
    const { user, session } = await registerUser(system.baseUrl);
    const other = await apiSession(system.baseUrl);
    expect((await other.request('POST', '/api/auth/login', { username: user.username, password: user.password })).status).toBe(200);
    const othersSocket = await liveSocket(system.baseUrl, other.cookie);
    const ownSocket = await liveSocket(system.baseUrl, session.cookie);

    const changedAt = Date.now();
    expect((await session.request('POST', '/api/user/password', { currentPassword: user.password, newPassword: secret() })).status).toBe(200);
    const otherClosedMs = (await within(1000, othersSocket.closed)) - changedAt;
    expect((await other.request('GET', '/api/user')).status).toBe(401);
    expect((await session.request('GET', '/api/user')).status).toBe(200);
    expect(ownSocket.socket.readyState).toBe(WebSocket.OPEN);

    const loggedOutAt = Date.now();
    expect((await session.request('POST', '/api/auth/logout', {})).status).toBe(200);
    const ownClosedMs = (await within(1000, ownSocket.closed)) - loggedOutAt;
    process.stdout.write(`socket closed ${otherClosedMs} ms after the password change answered, ${ownClosedMs} ms after sign-out answered\n`);
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

  it("refuses a socket from a foreign Origin, opens one for a signed-in page, and one without a user for a page without a session", async () => {
    const { session, registered } = await registerUser(system.baseUrl);
    const sameOrigin = new URL(system.baseUrl).origin;
    const token = session.cookie.replace(/^sid=/, '');
    const asUser = { opened: true, firstMessage: expect.objectContaining({ type: 'connection', data: { userId: registered.id, workspaceId: registered.workspace.id } }) };
    // A fan watching a shared match (issue 21): the socket carries no user and hears only public matches.
    const anonymous = { opened: true, firstMessage: expect.objectContaining({ type: 'connection', data: { userId: null, workspaceId: null } }) };
    expect(await openSocket(system.baseUrl, { Origin: sameOrigin, Cookie: session.cookie })).toEqual(asUser);
    expect(await openSocket(system.baseUrl, { Origin: 'https://evil.example', Cookie: session.cookie })).toEqual({ opened: false, status: 403 });
    expect(await openSocket(system.baseUrl, { Origin: 'https://evil.example' }, `?token=${token}`)).toEqual({ opened: false, status: 403 });
    expect(await openSocket(system.baseUrl, { Origin: sameOrigin })).toEqual(anonymous);
    // The session comes from the cookie only: a token in the URL makes nobody of the socket.
    expect(await openSocket(system.baseUrl, { Origin: sameOrigin }, `?token=${token}`)).toEqual(anonymous);
    expect(await openSocket(system.baseUrl, { Origin: sameOrigin, Cookie: 'sid=not-a-session' })).toEqual(anonymous);
  });

  // Last: it exhausts this machine's address budget for a minute.
  it('limits sign-in attempts per client address, whatever the account', async () => {
    const { user } = await registerUser(system.baseUrl);
    const anonymous = await apiSession(system.baseUrl);
    const statuses: number[] = [];
    for (let i = 0; i <= DEFAULT_THROTTLE_RULES.signIn.attempts; i++) {
      statuses.push((await anonymous.request('POST', '/api/auth/login', { username: `stranger${i}${randomBytes(3).toString('hex')}`, password: 'wrong-password' })).status);
    }
    const firstLimited = statuses.indexOf(429);
    expect(firstLimited).toBeGreaterThan(0);
    expect(statuses).toEqual(statuses.map((_, i) => (i < firstLimited ? 401 : 429)));
    expectSignInThrottled(await signInFrom(system.baseUrl, '127.0.0.1', user.username, user.password));
  });
});
