import { BODY_LIMIT_BYTES } from '@cricket/service-kit';
import { apiSession, newUser, registerUser, useJourney, type ApiSession } from '../harness';
import { groundPayload } from '@cricket/contracts/testing';

const JSON_HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' };
const TOO_LARGE = { statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' };
const NOT_JSON = { statusCode: 400, message: 'Request body is not valid JSON', error: 'Bad Request' };

/** Strings that would do harm if a query or a page interpreted them instead of storing and showing them. */
const HOSTILE = ["'; DROP TABLE teams; --", '<script>window.__hostile = "script"</script>', '<img src=x onerror="window.__hostile = \'img\'">', 'Robert"); DELETE FROM users; --'];

/** Where each service stores a user's text, and the field it answers it in. */
const STORES: { what: string; create: (text: string) => [path: string, body: unknown]; read: (id: number) => string; field: string }[] = [
  { what: 'team name', create: (name) => ['/api/my/teams', { name }], read: (id) => `/api/my/teams/${id}`, field: 'name' },
  { what: 'ground name', create: (name) => ['/api/grounds', groundPayload({ name })], read: (id) => `/api/grounds/${id}`, field: 'name' },
  {
    what: 'expense description',
    create: (description) => ['/api/expenses', { amountPaise: 1000, category: 'equipment', date: '2026-11-02', description, vendor: 'Sports Hub', paymentMethod: 'upi' }],
    read: (id) => `/api/expenses/${id}`,
    field: 'description',
  },
  { what: 'attendance list name', create: (name) => ['/api/attendance/lists', { name }], read: (id) => `/api/attendance/lists/${id}`, field: 'name' },
  {
    what: 'listing title',
    create: (title) => ['/api/listings', { kind: 'looking_for', resourceType: 'umpire', title, description: 'x', location: 'Pune', date: '2027-01-10', contactPreference: 'in_app' }],
    read: (id) => `/api/listings/${id}`,
    field: 'title',
  },
];

async function teamNames(session: ApiSession): Promise<string[]> {
  const res = await session.request<{ teams: { name: string }[] }>('GET', '/api/my/teams');
  expect(res.status).toBe(200);
  return res.body.teams.map((t) => t.name);
}

/** Bodies past the gateway's limit, bodies that are not JSON, and text that must stay inert. */
describe('hostile input', () => {
  const journey = useJourney();
  const send = (path: string, body: BodyInit, headers: Record<string, string>) =>
    fetch(journey.baseUrl + path, { method: 'POST', headers: { ...JSON_HEADERS, ...headers }, body, duplex: 'half' } as RequestInit);

  it("refuses a body over the gateway's limit with 413, declared or streamed, and stores nothing", async () => {
    const { session } = await registerUser(journey.baseUrl);
    const huge = JSON.stringify({ name: 'Huge', description: 'x'.repeat(BODY_LIMIT_BYTES) });
    const declared = await send('/api/my/teams', huge, { Cookie: session.cookie });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual(TOO_LARGE);

    // Without a Content-Length the gateway counts the stream as it forwards it.
    const chunks = [new TextEncoder().encode(huge.slice(0, 1024)), new TextEncoder().encode(huge.slice(1024))];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await send('/api/my/teams', stream, { Cookie: session.cookie });
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual(TOO_LARGE);
    expect(await teamNames(session)).toEqual([]);

    const user = newUser({ name: 'x'.repeat(BODY_LIMIT_BYTES) });
    const register = await send('/api/auth/register', JSON.stringify(user), {});
    expect(register.status).toBe(413);
    expect(await register.json()).toEqual(TOO_LARGE);
    expect(register.headers.get('set-cookie')).toBeNull();
    const login = await (await apiSession(journey.baseUrl)).request('POST', '/api/auth/login', { username: user.username, password: user.password });
    expect(login.status).toBe(401);
  });

  it('refuses malformed JSON with 400 in the standard format, at a service and at the gateway, and stores nothing', async () => {
    const { session } = await registerUser(journey.baseUrl);
    for (const body of ['{"name": "Half', '{name: "Unquoted"}', '["not", "an", "object"']) {
      const res = await send('/api/my/teams', body, { Cookie: session.cookie });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(NOT_JSON);
    }
    expect(await teamNames(session)).toEqual([]);

    const user = newUser();
    const register = await send('/api/auth/register', `{"username": "${user.username}", "password": `, {});
    expect(register.status).toBe(400);
    expect(await register.json()).toEqual(NOT_JSON);
    expect(register.headers.get('set-cookie')).toBeNull();
  });

  it('stores SQL-ish and script-ish text verbatim in every service and answers it as data', async () => {
    const { session } = await registerUser(journey.baseUrl);
    for (const store of STORES) {
      for (const text of HOSTILE) {
        const [path, body] = store.create(text);
        const created = await session.request<{ id: number } & Record<string, unknown>>('POST', path, body);
        expect({ what: store.what, status: created.status, value: created.body[store.field] }).toEqual({ what: store.what, status: 201, value: text });
        const read = await session.request<Record<string, unknown>>('GET', store.read(created.body.id));
        expect({ what: store.what, status: read.status, value: read.body[store.field] }).toEqual({ what: store.what, status: 200, value: text });
      }
    }
    // The tables the strings name are still there and still answer.
    expect(await teamNames(session)).toEqual(expect.arrayContaining(HOSTILE));
    const search = await session.request('GET', `/api/subscribers?search=${encodeURIComponent(HOSTILE[0])}`);
    expect(search).toEqual({ status: 200, body: [] });
    expect((await session.request('GET', '/api/user')).status).toBe(200);
  });

  it('renders a hostile team name as text in the browser, running nothing', async () => {
    const { session } = await registerUser(journey.baseUrl);
    const teams: { id: number; name: string }[] = [];
    for (const name of HOSTILE.slice(1, 3)) teams.push((await session.request<{ id: number; name: string }>('POST', '/api/my/teams', { name })).body);
    const context = await journey.browser.newContext();
    const [cookieName, cookieValue] = session.cookie.split('=');
    await context.addCookies([{ name: cookieName, value: cookieValue, url: journey.baseUrl }]);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    try {
      for (const team of teams) {
        await page.goto(`${journey.baseUrl}/my/teams/${team.id}`);
        await page.getByRole('heading', { name: team.name, exact: true }).waitFor();
      }
      await page.goto(`${journey.baseUrl}/my/teams`);
      for (const team of teams) await page.getByText(team.name, { exact: true }).first().waitFor();
      const injected = await page.evaluate(() => ({
        flag: (window as unknown as { __hostile?: string }).__hostile ?? null,
        images: document.querySelectorAll('img[src="x"]').length,
        scripts: [...document.querySelectorAll('script')].filter((s) => s.textContent?.includes('__hostile')).length,
      }));
      expect(injected).toEqual({ flag: null, images: 0, scripts: 0 });
      expect(dialogs).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
