import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import http, { type IncomingHttpHeaders } from 'node:http';
import request from 'supertest';
import WebSocket from 'ws';
import { AUTH_MESSAGES, INTERNAL_AUTH_HEADER, MATCH_FILE_PATHS, MATCH_IMPORT_BATCH_BODY_LIMIT_BYTES, MATCH_IMPORT_BODY_LIMIT_BYTES, SERVICE_AREAS, SERVICE_WORKER_PATH, type AuthContext } from '@cricket/contracts';
import { DEV_INTERNAL_TOKEN_SECRET, signInternalToken, verifyInternalToken } from '@cricket/service-kit';
import type { GatewayOptions } from '../src/gateway';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { closedPort, GROUNDS_ROUTES, newUser, VENDOR_CHUNK } from './factories';
import { gatewayTestBed } from './test-bed';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const INVALID = { statusCode: 401, message: AUTH_MESSAGES.invalidCredentials, error: 'Unauthorized' };

describe('gateway', () => {
  let bed: Awaited<ReturnType<typeof gatewayTestBed>>;
  let gateway: NestFastifyApplication;
  let baseUrl: string;
  const upgrades: { url: string; headers: IncomingHttpHeaders }[] = [];
  const passwords = new Set<string>();
  const responses: request.Response[] = [];

  /** Every answer is kept: no body may ever carry a password. */
  const seen = (res: request.Response) => {
    responses.push(res);
    return res;
  };
  const agent = () => request.agent(baseUrl);
  const user = () => {
    const input = newUser();
    passwords.add(input.password);
    return input;
  };

  const startGateway = (overrides: Partial<GatewayOptions> = {}) => bed.start(overrides);

  beforeAll(async () => {
    // The stand-in for realtime records what the upgrade carried and echoes what it is sent.
    bed = await gatewayTestBed('gateway', { serviceUrls: { matches: `http://127.0.0.1:${await closedPort()}` } }, (socket, req) => {
      upgrades.push({ url: req.url ?? '', headers: req.headers });
      socket.on('message', (data) => socket.send(`echo:${String(data)}`));
    });
    ({ app: gateway, url: baseUrl } = await startGateway());
  });

  afterAll(async () => {
    for (const res of responses) {
      for (const password of passwords) expect(res.text ?? '').not.toContain(password);
    }
    await gateway?.close();
    await bed?.close();
  });

  describe('sign-in', () => {
    it('registers, keeps the session in an HttpOnly SameSite=Lax cookie, and logs out', async () => {
      const browser = agent();
      const input = user();
      const registered = seen(await browser.post('/api/auth/register').set(XHR).send(input));
      expect(registered.status).toBe(201);
      expect(registered.body).toMatchObject({ username: input.username, name: input.name, workspace: { id: expect.any(Number) } });
      const cookie = registered.headers['set-cookie'][0];
      expect(cookie).toMatch(/^sid=[\w-]{40,};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure');

      const me = seen(await browser.get('/api/user').set(XHR));
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: registered.body.id, username: input.username });
      expect(me.headers['set-cookie']).toBeUndefined();

      const out = seen(await browser.post('/api/auth/logout').set(XHR));
      expect(out.status).toBe(200);
      expect(out.body).toEqual({ message: AUTH_MESSAGES.loggedOut });
      expect(out.headers['set-cookie'][0]).toMatch(/^sid=;.*Max-Age=0/);

      const after = seen(await request(baseUrl).get('/api/user').set(XHR).set('Cookie', cookie.split(';')[0]));
      expect(after.status).toBe(401);
    });

    it('logs in by username and by email on both path variants', async () => {
      const input = user();
      expect(seen(await request(baseUrl).post('/api/register').set(XHR).send(input)).status).toBe(201);
      const byName = seen(await agent().post('/api/login').set(XHR).send({ username: input.username, password: input.password }));
      expect(byName.status).toBe(200);
      expect(byName.body).toMatchObject({ username: input.username, isAuthenticated: true });
      expect(byName.headers['set-cookie'][0]).toMatch(/^sid=/);

      const browser = agent();
      const byEmail = seen(await browser.post('/api/auth/login').set(XHR).send({ username: input.email.toUpperCase(), password: input.password }));
      expect(byEmail.status).toBe(200);
      expect(seen(await browser.get('/api/user').set(XHR)).body.username).toBe(input.username);
      expect(seen(await browser.post('/api/logout').set(XHR)).body).toEqual({ message: AUTH_MESSAGES.loggedOut });
      expect(seen(await browser.get('/api/user').set(XHR)).status).toBe(401);
    });

    it('answers a wrong password and an unknown account with the same 401', async () => {
      const input = user();
      await request(baseUrl).post('/api/register').set(XHR).send(input);
      const wrong = seen(await request(baseUrl).post('/api/login').set(XHR).send({ username: input.username, password: 'not-the-password' }));
      const unknown = seen(await request(baseUrl).post('/api/login').set(XHR).send({ username: 'nobody-at-all', password: 'not-the-password' }));
      expect(wrong.status).toBe(401);
      expect(wrong.body).toEqual(INVALID);
      expect(unknown.status).toBe(401);
      expect(unknown.body).toEqual(INVALID);
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('logs out without a session too', async () => {
      const res = seen(await request(baseUrl).post('/api/logout').set(XHR));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.loggedOut });
    });

    it('keeps sessions across a gateway restart', async () => {
      const input = user();
      const registered = seen(await request(baseUrl).post('/api/register').set(XHR).send(input));
      const sid = registered.headers['set-cookie'][0].split(';')[0];
      await gateway.close();
      ({ app: gateway, url: baseUrl } = await startGateway());
      const me = seen(await request(baseUrl).get('/api/user').set(XHR).set('Cookie', sid));
      expect(me.status).toBe(200);
      expect(me.body.username).toBe(input.username);
    });
  });

  describe('request rules', () => {
    it('refuses mutations without X-Requested-With or with a non-JSON body', async () => {
      const csrf = { statusCode: 403, message: AUTH_MESSAGES.csrf, error: 'Forbidden' };
      const noHeader = seen(await request(baseUrl).post('/api/workspaces').send({ name: 'Club' }));
      expect(noHeader.status).toBe(403);
      expect(noHeader.body).toEqual(csrf);
      const login = seen(await request(baseUrl).post('/api/login').send({ username: 'a', password: 'b' }));
      expect(login.status).toBe(403);
      expect(login.body).toEqual(csrf);
      const form = seen(await request(baseUrl).post('/api/workspaces').set(XHR).type('form').send('name=Club'));
      expect(form.status).toBe(403);
      const foreign = seen(await request(baseUrl).post('/api/logout').set(XHR).set('Origin', 'https://evil.example'));
      expect(foreign.status).toBe(403);
    });

    it('never trusts an x-internal-auth header sent by the client', async () => {
      const forged: AuthContext = { user: { id: 1, username: 'admin', name: 'Admin', email: 'a@example.com', role: 'admin' }, workspace: null, permissions: [] };
      const res = seen(await request(baseUrl).get('/api/user').set(XHR).set(INTERNAL_AUTH_HEADER, signInternalToken(forged, DEV_INTERNAL_TOKEN_SECRET)));
      expect(res.status).toBe(401);
    });

    it('answers an unknown API path with 404 in the one error format', async () => {
      const res = seen(await request(baseUrl).get('/api/no-such-thing').set(XHR));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Not found', error: 'Not Found' });
    });

    it('names the area that is down while the rest keeps working', async () => {
      const browser = agent();
      seen(await browser.post('/api/register').set(XHR).send(user()));
      const down = seen(await browser.get('/api/my/matches/1').set(XHR));
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ statusCode: 503, message: `${SERVICE_AREAS.matches} is unavailable right now. Please try again shortly.`, error: 'Service Unavailable' });
      const unconfigured = seen(await browser.get('/api/statistics').set(XHR));
      expect(unconfigured.status).toBe(503);
      expect(unconfigured.body.message).toBe(`${SERVICE_AREAS.statistics} is unavailable right now. Please try again shortly.`);
      expect(seen(await browser.get('/api/user').set(XHR)).status).toBe(200);
      expect(seen(await browser.get('/api/workspaces').set(XHR)).status).toBe(200);
    });

    it('refuses a body over 1 MB with 413', async () => {
      const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
      const res = await request(baseUrl).post('/api/workspaces').set(XHR).set('Content-Type', 'application/json').send(big);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ statusCode: 413, message: 'Request body is too large', error: 'Payload Too Large' });
    });

    it('refuses a streamed (chunked) body once it passes 1 MB', async () => {
      const { port } = new URL(baseUrl);
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/workspaces', headers: { ...XHR, 'content-type': 'application/json' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        const chunk = Buffer.alloc(64 * 1024, 'x');
        for (let i = 0; i < 20; i++) req.write(chunk);
        req.end();
      });
      expect(status).toBe(413);
    });

    it('lets a match file of up to 5 MB through on the import path, and a batch of files up to 16 MB on the batch path', async () => {
      // The stand-in for matches answers with the size of the body it received.
      const matches = http.createServer((req, res) => {
        let bytes = 0;
        req.on('data', (chunk: Buffer) => (bytes += chunk.length));
        req.on('end', () => res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes })));
      });
      await new Promise<void>((resolve) => matches.listen(0, '127.0.0.1', resolve));
      const { port } = matches.address() as { port: number };
      const { app, url } = await startGateway({ serviceUrls: { ...bed.options.serviceUrls, matches: `http://127.0.0.1:${port}` } });
      try {
        const file = JSON.stringify({ info: {}, innings: [], padding: 'x'.repeat(3 * 1024 * 1024) });
        const post = (path: string, body: string) => request(url).post(path).set(XHR).set('Content-Type', 'application/json').send(body);
        const imported = await post(MATCH_FILE_PATHS.import(), file);
        expect([imported.status, imported.body]).toEqual([201, { bytes: file.length }]);
        expect((await post('/api/my/matches', file)).status).toBe(413);
        const tooLarge = JSON.stringify({ padding: 'x'.repeat(MATCH_IMPORT_BODY_LIMIT_BYTES) });
        expect((await post(MATCH_FILE_PATHS.import(), tooLarge)).status).toBe(413);
        // A batch of files takes more than one file may.
        const batch = await post(MATCH_FILE_PATHS.importBatch(), tooLarge);
        expect([batch.status, batch.body]).toEqual([201, { bytes: tooLarge.length }]);
        expect((await post(MATCH_FILE_PATHS.importBatch(), JSON.stringify({ padding: 'x'.repeat(MATCH_IMPORT_BATCH_BODY_LIMIT_BYTES) }))).status).toBe(413);
      } finally {
        await app.close();
        await new Promise((resolve) => matches.close(resolve));
      }
    });

    it('relays a service write with its status and a JSON body', async () => {
      const browser = agent();
      seen(await browser.post('/api/register').set(XHR).send(user()));
      const created = seen(await browser.post('/api/workspaces').set(XHR).send({ name: 'Riverside Cricket Club' }));
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ name: 'Riverside Cricket Club' });
      expect(created.headers['set-cookie']).toBeUndefined();
      const list = seen(await browser.get('/api/workspaces').set(XHR));
      expect(list.body.map((w: { name: string }) => w.name)).toContain('Riverside Cricket Club');
    });

    it("relays a service's own 503 once, and signs one token per auth context rather than per request", async () => {
      // The stand-in for matches is busy: it answers 503 and keeps what each request carried.
      const received: IncomingHttpHeaders[] = [];
      const paths: string[] = [];
      const matches = http.createServer((req, res) => {
        received.push(req.headers);
        paths.push(req.url ?? '');
        res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '0' }).end(JSON.stringify({ statusCode: 503, message: 'matches is busy' }));
      });
      await new Promise<void>((resolve) => matches.listen(0, '127.0.0.1', resolve));
      const { port } = matches.address() as { port: number };
      const { app, url } = await startGateway({ serviceUrls: { ...bed.options.serviceUrls, matches: `http://127.0.0.1:${port}` } });
      try {
        const input = user();
        const browser = request.agent(url);
        seen(await browser.post('/api/register').set(XHR).send(input));
        const first = seen(await browser.get('/api/my/matches').set(XHR));
        expect([first.status, first.body]).toEqual([503, { statusCode: 503, message: 'matches is busy' }]);
        expect(received).toHaveLength(1);
        seen(await browser.get('/api/my/matches').set(XHR));
        // Dots inside a name are no dot segment: the path goes on as it came.
        seen(await request(url).get('/api/my/matches/v1.2..3.?page=2').set(XHR));
        expect(paths).toEqual(['/api/my/matches', '/api/my/matches', '/api/my/matches/v1.2..3.?page=2']);
        const [mine, again, anonymous] = received.map((headers) => String(headers[INTERNAL_AUTH_HEADER]));
        expect(again).toBe(mine);
        expect(verifyInternalToken(mine, DEV_INTERNAL_TOKEN_SECRET).user?.username).toBe(input.username);
        expect(verifyInternalToken(anonymous, DEV_INTERNAL_TOKEN_SECRET).user).toBeNull();
      } finally {
        await app.close();
        await new Promise((resolve) => matches.close(resolve));
      }
    });

    it('refuses a path that would reach the service as another one (dot segments, backslashes) with 404', async () => {
      // The last one is reply-from's own guard: no segment may start with two dots.
      const { port } = new URL(baseUrl);
      const get = (path: string) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port, method: 'GET', path, headers: XHR }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          });
          req.on('error', reject);
          req.end();
        });
      for (const path of ['/api/workspaces/../../internal/auth/context/1', '/api/workspaces/%2e%2e/%2E%2e/internal/auth/context/1', '/api/workspaces\\..\\..\\internal\\auth\\context\\1', '/api/user/.', '/api/workspaces/...']) {
        const res = await get(path);
        expect([path, res.status, JSON.parse(res.body)]).toEqual([path, 404, { statusCode: 404, message: 'Not found', error: 'Not Found' }]);
      }
    });
  });

  describe('front ends and docs', () => {
    it('lists only built remotes in the manifest and serves their files', async () => {
      const manifest = await request(baseUrl).get('/mf-manifest.json');
      expect(manifest.body).toEqual({ remotes: [{ name: 'mfe_grounds', entry: '/remotes/mfe-grounds/remoteEntry.js', routes: GROUNDS_ROUTES }] });
      const entry = await request(baseUrl).get('/remotes/mfe-grounds/remoteEntry.js');
      expect(entry.status).toBe(200);
      expect(entry.headers['cache-control']).toBe('no-cache');
      const chunk = await request(baseUrl).get('/remotes/mfe-grounds/123.9f8e7d6c.js');
      expect(chunk.headers['cache-control']).toContain('immutable');
      expect((await request(baseUrl).get('/remotes/mfe-finance/remoteEntry.js')).status).toBe(404);
      expect((await request(baseUrl).get('/remotes/mfe-grounds/../../etc/passwd')).status).toBe(404);
    });

    it('serves the shell with the manifest inlined, caches hashed assets long and falls back to index.html for app routes', async () => {
      const index = await request(baseUrl).get('/').set('Accept', 'text/html');
      expect(index.status).toBe(200);
      expect(index.text).toContain('shell index');
      expect(index.headers['cache-control']).toBe('no-cache');
      const inlined = /<script id="mf-manifest" type="application\/json">(.*?)<\/script><\/head>/.exec(index.text);
      expect(JSON.parse(inlined?.[1] ?? 'null')).toEqual((await request(baseUrl).get('/mf-manifest.json')).body);
      const route = await request(baseUrl).get('/matches/12?tab=score').set('Accept', 'text/html,application/xhtml+xml');
      expect(route.status).toBe(200);
      expect(route.text).toContain('shell index');
      const hashed = await request(baseUrl).get('/assets/vendor.1a2b3c4d.js');
      expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect((await request(baseUrl).get('/assets/missing.js').set('Accept', '*/*')).status).toBe(404);
    });

    it('serves the service worker revalidated on every load and the web app manifest as application/manifest+json (issue 16)', async () => {
      // A cached worker script would keep phones on an old build: the browser must ask every time.
      const worker = await request(baseUrl).get(SERVICE_WORKER_PATH).set('Accept', '*/*').set('Service-Worker', 'script');
      expect(worker.status).toBe(200);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-type']).toContain('javascript');
      const manifest = await request(baseUrl).get('/manifest.webmanifest').set('Accept', '*/*');
      expect(manifest.status).toBe(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(manifest.text)).toMatchObject({ name: 'CricketHub', start_url: '/' });
    });

    /** A GET as a browser sends it, answered with its raw (still compressed) bytes. */
    const rawGet = (path: string, headers: Record<string, string>) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(baseUrl + path, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });

    it('sends the build\'s brotli or gzip file to a browser that accepts it, the plain file otherwise, varying on Accept-Encoding', async () => {
      const br = await rawGet('/assets/vendor.1a2b3c4d.js', { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain('javascript');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.body).toString()).toBe(VENDOR_CHUNK);
      const gzip = await rawGet('/assets/vendor.1a2b3c4d.js', { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(VENDOR_CHUNK);
      const plain = await rawGet('/assets/vendor.1a2b3c4d.js', {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(VENDOR_CHUNK);
      // The remote's entry is compressed too, and still revalidated on every load.
      const entry = await rawGet('/remotes/mfe-grounds/remoteEntry.js', { 'Accept-Encoding': 'br' });
      expect(entry.headers['content-encoding']).toBe('br');
      expect(entry.headers['cache-control']).toBe('no-cache');
      // The shell's page, the manifest inlined at start-up, is compressed as the browser asks.
      const page = await rawGet('/tournaments', { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' });
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(page.body).toString()).toContain('"path":"/ground-booking"');
      const plainPage = await rawGet('/tournaments', { Accept: 'text/html' });
      expect(plainPage.headers['content-encoding']).toBeUndefined();
      expect(plainPage.body.toString()).toContain('shell index');
    });

    it('compresses an API answer above 1 KB and leaves a small one as it is', async () => {
      const client = agent();
      const registered = await client.post('/api/auth/register').set(XHR).send(user());
      const cookie = registered.headers['set-cookie'][0].split(';')[0];
      const small = await rawGet('/api/user', { Cookie: cookie, 'Accept-Encoding': 'gzip, br' });
      expect(small.body.length).toBeLessThan(1024);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(small.body.toString())).toMatchObject({ id: registered.body.id });
      const large = await rawGet(`/api/workspaces/${registered.body.workspaceId}/members/me/permissions`, { Cookie: cookie, 'Accept-Encoding': 'gzip, br' });
      expect(large.headers['content-encoding']).toBe('br');
      expect(large.headers.vary).toContain('accept-encoding');
      const permissions = brotliDecompressSync(large.body);
      expect(permissions.length).toBeGreaterThan(1024);
      expect(JSON.parse(permissions.toString())).toEqual(expect.arrayContaining([expect.objectContaining({ module: expect.any(String) })]));
    });

    it('says the front end is not built when there is no shell build', async () => {
      const bare = await startGateway({ frontendDir: '/nonexistent/shell/dist' });
      try {
        const res = await request(bare.url).get('/').set('Accept', 'text/html');
        expect(res.status).toBe(200);
        expect(res.text).toContain('npm run build');
      } finally {
        await bare.app.close();
      }
    });

    it('serves the API viewer and the merged document', async () => {
      const page = await request(baseUrl).get('/api/docs');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect((await request(baseUrl).get('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
      const document = await request(baseUrl).get('/api/docs/openapi.json');
      expect(document.status).toBe(200);
      expect(Object.keys(document.body.paths)).toEqual(expect.arrayContaining(['/api/user', '/api/workspaces', '/api/login', '/api/auth/register']));
      expect(Object.keys(document.body.paths).some((p) => p.startsWith('/internal'))).toBe(false);
      expect(document.body.paths['/api/user'].get.tags).toEqual([SERVICE_AREAS.identity]);
    });

    it('sends the security headers on the shell, a remote and the API, and HSTS only over TLS', async () => {
      const answers = [
        await request(baseUrl).get('/').set('Accept', 'text/html'),
        await request(baseUrl).get('/remotes/mfe-grounds/remoteEntry.js'),
        await request(baseUrl).get('/api/user').set(XHR),
        await request(baseUrl).post('/api/login').set(XHR).send({ username: 'nobody-here', password: 'not-the-password' }),
      ];
      expect(answers.map((res) => res.status)).toEqual([200, 200, 401, 401]);
      for (const res of answers) {
        expect(res.headers['content-security-policy']).toBe(
          "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: https:;font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
        );
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
      const overTls = await request(baseUrl).get('/').set('Accept', 'text/html').set('X-Forwarded-Proto', 'https');
      expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it('answers health for probes', async () => {
      const res = await request(baseUrl).get('/health');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ok', service: 'gateway' });
    });
  });

  describe('/ws', () => {
    const wsUrl = (path: string) => baseUrl.replace(/^http/, 'ws') + path;

    async function open(path: string, headers: Record<string, string>): Promise<string> {
      const socket = new WebSocket(wsUrl(path), { headers });
      try {
        await new Promise((resolve, reject) => {
          socket.once('open', resolve);
          socket.once('error', reject);
        });
        const reply = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
        socket.send('PING');
        return await reply;
      } finally {
        socket.close();
      }
    }

    it('forwards the upgrade to realtime with the signed user context and the Origin', async () => {
      const input = user();
      const registered = seen(await request(baseUrl).post('/api/register').set(XHR).send(input));
      const sid = registered.headers['set-cookie'][0].split(';')[0];
      upgrades.length = 0;
      expect(await open('/ws?t=123', { Cookie: sid, Origin: 'http://localhost:8080' })).toBe('echo:PING');
      const [upgrade] = upgrades;
      expect(upgrade.url).toBe('/ws?t=123');
      expect(upgrade.headers.origin).toBe('http://localhost:8080');
      expect(upgrade.headers.cookie).toBeUndefined();
      const context = verifyInternalToken(String(upgrade.headers[INTERNAL_AUTH_HEADER]), DEV_INTERNAL_TOKEN_SECRET);
      expect(context.user?.username).toBe(input.username);

      upgrades.length = 0;
      await open('/ws', { Origin: 'http://localhost:8080' });
      expect(verifyInternalToken(String(upgrades[0].headers[INTERNAL_AUTH_HEADER]), DEV_INTERNAL_TOKEN_SECRET).user).toBeNull();
    });

    it('answers 503 when realtime is down', async () => {
      const down = await startGateway({ serviceUrls: { ...bed.options.serviceUrls, realtime: `http://127.0.0.1:${await closedPort()}` } });
      try {
        const socket = new WebSocket(down.url.replace(/^http/, 'ws') + '/ws');
        const status = await new Promise<number>((resolve) => {
          socket.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
          socket.once('error', () => resolve(-1));
        });
        expect(status).toBe(503);
      } finally {
        await down.app.close();
      }
    });
  });
});
