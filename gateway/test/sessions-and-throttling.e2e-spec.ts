import request from 'supertest';
import WebSocket from 'ws';
import { AUTH_MESSAGES, INTERNAL_AUTH_HEADER, PASSWORD_MESSAGES, tooManyRequestsMessage, type AuthContext, type ThrottledAction } from '@cricket/contracts';
import { DEV_INTERNAL_TOKEN_SECRET, verifyInternalToken } from '@cricket/service-kit';
import { DEFAULT_THROTTLE_RULES } from '../src/security/throttle-rules';
import { newUser } from './factories';
import { gatewayTestBed, type RunningGateway } from './test-bed';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const ORIGIN = 'http://localhost:8080';

let addressCount = 0;
/** A client address of its own for each test (the gateways trust X-Forwarded-For here), so no test spends another's budget. */
const newAddress = () => `198.51.100.${++addressCount}`;

/**
 * Sessions that end and throttling that every replica shares: two gateways on one database,
 * as two replicas of the Kubernetes deployment, behind a proxy that sets X-Forwarded-For.
 */
describe('gateway sessions and throttling', () => {
  let bed: Awaited<ReturnType<typeof gatewayTestBed>>;
  let first: RunningGateway;
  let second: RunningGateway;

  beforeAll(async () => {
    // The stand-in for realtime accepts every socket: what is tested is when the gateway closes it.
    bed = await gatewayTestBed('gateway_security', { trustProxy: true });
    first = await bed.start();
    second = await bed.start();
  });

  afterAll(async () => {
    await first?.app.close();
    await second?.app.close();
    await bed?.close();
  });

  const post = (gateway: { url: string }, path: string, address: string, body: object, cookie?: string) => {
    const req = request(gateway.url).post(path).set(XHR).set('X-Forwarded-For', address);
    return (cookie ? req.set('Cookie', cookie) : req).send(body);
  };
  const signIn = (gateway: { url: string }, address: string, username: string, password: string) =>
    post(gateway, '/api/login', address, { username, password });
  const cookieOf = (res: request.Response) => (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  const me = (gateway: { url: string }, cookie: string) => request(gateway.url).get('/api/user').set(XHR).set('Cookie', cookie);

  async function registered(address = newAddress()) {
    const input = newUser();
    const res = await post(first, '/api/register', address, input);
    expect(res.status).toBe(201);
    return { input, cookie: cookieOf(res) };
  }

  /** A socket opened through a gateway with a session cookie, and a promise of its close. */
  async function openSocket(gateway: { url: string }, cookie: string) {
    const socket = new WebSocket(`${gateway.url.replace(/^http/, 'ws')}/ws`, { headers: { Cookie: cookie, Origin: ORIGIN } });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
    return { socket, closed };
  }

  /** Resolves to the time the socket closed, or rejects after a second. */
  const closedWithinASecond = (closed: Promise<number>) =>
    Promise.race([closed, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the socket was still open after 1 s')), 1000))]);

  /** A 429 whose message names the same wait, in seconds, as its Retry-After. */
  function expectThrottled(res: request.Response, action: ThrottledAction): number {
    expect(res.status).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(res.body).toEqual({ statusCode: 429, message: tooManyRequestsMessage(action, seconds), error: 'Too Many Requests' });
    return seconds;
  }

  describe('sessions', () => {
    it('ends every other session of the account and closes its socket when the password changes', async () => {
      const { input, cookie: changer } = await registered();
      const other = cookieOf(await signIn(second, newAddress(), input.username, input.password));
      const { closed } = await openSocket(second, other);
      const { socket: own, closed: ownClosed } = await openSocket(first, changer);

      const changed = await post(first, '/api/user/password', newAddress(), { currentPassword: input.password, newPassword: 'a fresh passphrase' }, changer);
      expect(changed.status).toBe(200);
      const closedAt = await closedWithinASecond(closed);
      expect(closedAt).toBeGreaterThan(0);
      expect((await me(second, other)).status).toBe(401);
      expect((await me(first, other)).status).toBe(401);
      // The session that changed the password and its socket go on.
      expect((await me(first, changer)).body.username).toBe(input.username);
      expect(own.readyState).toBe(WebSocket.OPEN);
      own.close();
      await ownClosed;
    });

    it('keeps every session when the current password is wrong', async () => {
      const { input, cookie } = await registered();
      const other = cookieOf(await signIn(first, newAddress(), input.username, input.password));
      const refused = await post(first, '/api/user/password', newAddress(), { currentPassword: 'not the password', newPassword: 'a fresh passphrase' }, cookie);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(AUTH_MESSAGES.currentPassword);
      expect((await me(first, other)).status).toBe(200);
    });

    it("closes a session's socket within a second of its sign-out, on whichever replica it is open", async () => {
      const { cookie } = await registered();
      const { closed: onSecond } = await openSocket(second, cookie);
      const { closed: onFirst } = await openSocket(first, cookie);
      const started = Date.now();
      expect((await post(first, '/api/logout', newAddress(), {}, cookie)).status).toBe(200);
      expect((await closedWithinASecond(onFirst)) - started).toBeLessThan(1000);
      expect((await closedWithinASecond(onSecond)) - started).toBeLessThan(1000);
      expect((await me(second, cookie)).status).toBe(401);
    });

    it('takes the session for /ws from the cookie only, never from the URL', async () => {
      const { cookie } = await registered();
      const contexts: AuthContext[] = [];
      bed.realtime.once('connection', (_socket, req) => contexts.push(verifyInternalToken(String(req.headers[INTERNAL_AUTH_HEADER]), DEV_INTERNAL_TOKEN_SECRET)));
      const socket = new WebSocket(`${first.url.replace(/^http/, 'ws')}/ws?token=${cookie.slice('sid='.length)}`, { headers: { Origin: ORIGIN } });
      await new Promise((resolve) => socket.once('open', resolve));
      const closed = new Promise((resolve) => socket.once('close', resolve));
      expect(contexts[0].user).toBeNull();
      socket.close();
      await closed;
    });
  });

  describe('sign-in throttling', () => {
    const { freeFailures } = DEFAULT_THROTTLE_RULES.signInFailures;

    it("slows the attacker's address while the owner signs in from another, and says the real wait", async () => {
      const { input } = await registered();
      const attacker = newAddress();
      for (let i = 0; i < freeFailures; i++) expect((await signIn(first, attacker, input.username, `wrong-${i}`)).status).toBe(401);
      const seconds = expectThrottled(await signIn(first, attacker, input.username, input.password), 'signIn');
      expect(seconds).toBeGreaterThan(55);
      expect(seconds).toBeLessThanOrEqual(DEFAULT_THROTTLE_RULES.signInFailures.firstDelayMs / 1000);
      // The owner, elsewhere, with the right password.
      const owner = await signIn(first, newAddress(), input.username, input.password);
      expect(owner.status).toBe(200);
      expect(owner.headers['set-cookie']).toBeDefined();
    });

    it('counts the username, the email and their case variants as one account', async () => {
      const { input } = await registered();
      const attacker = newAddress();
      const logins = [input.username, input.email, input.username.toUpperCase(), input.email.toUpperCase(), ` ${input.username} `];
      for (const login of logins.slice(0, freeFailures)) expect((await signIn(first, attacker, login, 'wrong-password')).status).toBe(401);
      expectThrottled(await signIn(first, attacker, input.email, input.password), 'signIn');
    });

    it('shares the count between gateway replicas', async () => {
      const { input } = await registered();
      const attacker = newAddress();
      for (let i = 0; i < freeFailures; i++) {
        const replica = i % 2 === 0 ? first : second;
        expect((await signIn(replica, attacker, input.username, `wrong-${i}`)).status).toBe(401);
      }
      expectThrottled(await signIn(second, attacker, input.username, input.password), 'signIn');
      expectThrottled(await signIn(first, attacker, input.username, input.password), 'signIn');
    });

    it('throttles an unknown account exactly like a known one', async () => {
      const { input } = await registered();
      const attacker = newAddress();
      for (const username of [input.username, 'ghost-account']) {
        for (let i = 0; i < freeFailures; i++) expect((await signIn(first, attacker, username, 'wrong-password')).body.message).toBe(AUTH_MESSAGES.invalidCredentials);
      }
      const known = await signIn(first, attacker, input.username.toUpperCase(), input.password);
      const unknown = await signIn(first, attacker, 'Ghost-Account', 'whatever-else');
      expectThrottled(known, 'signIn');
      expectThrottled(unknown, 'signIn');
      expect(Math.abs(Number(known.headers['retry-after']) - Number(unknown.headers['retry-after']))).toBeLessThanOrEqual(1);
    });

    it('clears the failures of the pair at a successful sign-in', async () => {
      const { input } = await registered();
      const address = newAddress();
      for (let i = 0; i < freeFailures - 1; i++) expect((await signIn(first, address, input.username, 'wrong-password')).status).toBe(401);
      expect((await signIn(first, address, input.username, input.password)).status).toBe(200);
      for (let i = 0; i < freeFailures - 1; i++) expect((await signIn(second, address, input.username, 'wrong-password')).status).toBe(401);
      expect((await signIn(second, address, input.username, input.password)).status).toBe(200);
    });

    it('limits sign-in attempts per address, whatever the account, across replicas', async () => {
      const limited = await bed.start({ throttling: { signIn: { attempts: 3, windowMs: 60_000 } } });
      const alsoLimited = await bed.start({ throttling: { signIn: { attempts: 3, windowMs: 60_000 } } });
      try {
        const address = newAddress();
        expect((await signIn(limited, address, 'someone-1', 'x-password')).status).toBe(401);
        expect((await signIn(alsoLimited, address, 'someone-2', 'x-password')).status).toBe(401);
        expect((await signIn(limited, address, 'someone-3', 'x-password')).status).toBe(401);
        const seconds = expectThrottled(await signIn(alsoLimited, address, 'someone-4', 'x-password'), 'signIn');
        expect(seconds).toBeLessThanOrEqual(60);
        expect((await signIn(limited, newAddress(), 'someone-5', 'x-password')).status).toBe(401);
      } finally {
        await limited.app.close();
        await alsoLimited.app.close();
      }
    });
  });

  describe('registration and password changes', () => {
    it('limits registrations per address', async () => {
      const limited = await bed.start({ throttling: { registration: { attempts: 2, windowMs: 60 * 60_000 } } });
      try {
        const address = newAddress();
        expect((await post(limited, '/api/register', address, newUser())).status).toBe(201);
        expect((await post(limited, '/api/auth/register', address, newUser())).status).toBe(201);
        const refused = await post(limited, '/api/register', address, newUser());
        expect(expectThrottled(refused, 'registration')).toBeGreaterThan(3500);
        expect(refused.headers['set-cookie']).toBeUndefined();
        expect((await post(limited, '/api/register', newAddress(), newUser())).status).toBe(201);
      } finally {
        await limited.app.close();
      }
    });

    it('limits password changes per address', async () => {
      const limited = await bed.start({ throttling: { passwordChange: { attempts: 2, windowMs: 15 * 60_000 } } });
      try {
        const { input, cookie } = await registered();
        const address = newAddress();
        const change = () => post(limited, '/api/user/password', address, { currentPassword: 'not the password', newPassword: 'a fresh passphrase' }, cookie);
        expect((await change()).status).toBe(400);
        expect((await change()).status).toBe(400);
        expectThrottled(await change(), 'passwordChange');
        expect((await post(limited, '/api/user/password', newAddress(), { currentPassword: input.password, newPassword: 'a fresh passphrase' }, cookie)).status).toBe(200);
      } finally {
        await limited.app.close();
      }
    });

    it('refuses a password of only spaces and a common one, at registration and at a change', async () => {
      const address = newAddress();
      for (const [password, message] of [
        ['      ', PASSWORD_MESSAGES.onlyWhitespace],
        ['password1', PASSWORD_MESSAGES.common],
        ['x'.repeat(129), PASSWORD_MESSAGES.tooLong],
      ]) {
        const res = await post(first, '/api/register', address, newUser({ password }));
        expect([res.status, res.body.message]).toEqual([400, message]);
      }
      const { input, cookie } = await registered();
      const change = await post(first, '/api/user/password', address, { currentPassword: input.password, newPassword: 'Qwerty123' }, cookie);
      expect([change.status, change.body.message]).toEqual([400, PASSWORD_MESSAGES.common]);
    });
  });
});
