/** Sets up data through the public API the way the browser does (JSON, X-Requested-With, cookie). */
export interface ApiSession {
  cookie: string;
  request<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }>;
}

export interface NewUser {
  username: string;
  password: string;
  email: string;
  name: string;
  role: string;
}

let counter = 0;

export function newUser(overrides: Partial<NewUser> = {}): NewUser {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return { username: `user${tag}`, password: 'secret123', email: `user${tag}@example.com`, name: `Player ${tag}`, role: 'player', ...overrides };
}

export async function apiSession(baseUrl: string, cookie = ''): Promise<ApiSession> {
  const session: ApiSession = {
    cookie,
    async request(method, path, body) {
      const res = await fetch(baseUrl + path, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...(session.cookie ? { Cookie: session.cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const setCookie = res.headers.get('set-cookie');
      if (setCookie) session.cookie = setCookie.split(';')[0];
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : {}) as never };
    },
  };
  return session;
}

/** Registers a user and answers a signed-in API session plus what registration answered. */
export async function registerUser(baseUrl: string, overrides: Partial<NewUser> = {}) {
  const user = newUser(overrides);
  const session = await apiSession(baseUrl);
  const res = await session.request<{ id: number; workspaceId: number; workspace: { id: number; name: string } }>('POST', '/api/auth/register', user);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { user, session, registered: res.body };
}
