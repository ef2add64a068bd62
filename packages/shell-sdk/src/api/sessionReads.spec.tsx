import { LIMITS } from '@cricket/contracts';
import { apiGet, apiGetOrNull, apiRequest } from './client';
import { sessionSignedIn, startSessionReads } from './sessionReads';

/** The part of a Response the client and the early reads use (jsdom has no Response). */
function response(status: number, body: unknown): Response {
  const answer = { ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body), json: async () => body, clone: () => answer };
  return answer as unknown as Response;
}

/** A fetch double answering each path from `answers` (a status and a body), recording every call. */
function serve(answers: Record<string, [number, unknown]>) {
  const calls: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    calls.push(path);
    const [status, body] = answers[path] ?? [404, { message: 'Not found' }];
    return response(status, body);
  }) as unknown as typeof fetch;
  return calls;
}

const USER = { id: 7, username: 'asha', workspaceId: 3 };
const WORKSPACE = { id: 3, name: 'Riverside CC' };
const SIGNED_IN: Record<string, [number, unknown]> = {
  '/api/user': [200, USER],
  '/api/workspaces': [200, [WORKSPACE]],
  '/api/workspaces/current': [200, { workspace: WORKSPACE }],
  '/api/workspaces/3/members/me/permissions': [200, [{ module: 'matches', action: 'view', allowed: true }]],
};

/** Lets the chained early reads (user, the workspace load delay, workspaces, then permissions) be issued. */
const settle = () => new Promise((resolve) => setTimeout(resolve, LIMITS.workspaceLoadDelayMs + 50));

describe('session reads started by the entry', () => {
  beforeEach(() => jest.spyOn(console, 'debug').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('reads the user, their workspaces after the load delay, the current one and its permissions, and the client takes each answer once', async () => {
    const calls = serve(SIGNED_IN);
    startSessionReads();
    await new Promise((resolve) => setTimeout(resolve, LIMITS.workspaceLoadDelayMs - 50));
    expect(calls).toEqual(['/api/user']);
    await settle();
    expect(calls).toEqual(['/api/user', '/api/workspaces', '/api/workspaces/current', '/api/workspaces/3/members/me/permissions']);

    await expect(sessionSignedIn()).resolves.toBe(true);
    await expect(apiGetOrNull('/api/user')).resolves.toEqual(USER);
    await expect(apiGet('/api/workspaces')).resolves.toEqual([WORKSPACE]);
    await expect(apiGet('/api/workspaces/current')).resolves.toEqual({ workspace: WORKSPACE });
    await expect(apiGet('/api/workspaces/3/members/me/permissions')).resolves.toHaveLength(1);
    expect(calls).toHaveLength(4);

    // Read again, each goes to the network.
    await apiGet('/api/workspaces');
    expect(calls).toHaveLength(5);
  });

  it('costs a visitor who is not signed in only the read of the user, which answers null', async () => {
    const calls = serve({ '/api/user': [401, { message: 'Not authenticated' }] });
    startSessionReads();
    await settle();
    expect(calls).toEqual(['/api/user']);
    await expect(sessionSignedIn()).resolves.toBe(false);
    await expect(apiGetOrNull('/api/user')).resolves.toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('does not use a read started before a write: signing in reads the user again', async () => {
    const calls = serve({ ...SIGNED_IN, '/api/login': [200, USER] });
    startSessionReads();
    await settle();
    await apiRequest('POST', '/api/login', { username: 'asha', password: 'secret-words' });
    await apiGetOrNull('/api/user');
    expect(calls.filter((path) => path === '/api/user')).toHaveLength(2);
  });

  it('does not read again what the app has already read itself, when it is ahead of the early reads', async () => {
    const calls = serve(SIGNED_IN);
    startSessionReads();
    const permissions = '/api/workspaces/3/members/me/permissions';
    await expect(apiGet(permissions)).resolves.toHaveLength(1);
    await settle();
    expect(calls).toEqual(['/api/user', permissions, '/api/workspaces', '/api/workspaces/current']);
  });

  it('makes a read again when the early one failed on the network', async () => {
    const calls = serve(SIGNED_IN);
    const answer = global.fetch;
    global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (calls.length === 0) {
        calls.push(String(input));
        throw new TypeError('Failed to fetch');
      }
      return answer(input, init);
    }) as unknown as typeof fetch;
    startSessionReads();
    await settle();
    await expect(sessionSignedIn()).resolves.toBe(false);
    await expect(apiGetOrNull('/api/user')).resolves.toEqual(USER);
    expect(calls).toEqual(['/api/user', '/api/user']);
  });
});
