// The operator's walk through the running compose stack (called by .ci/container-smoke.sh):
// register, sign in, create a team, load / and a remote entry, open /ws, then with grounds stopped
// its area answers 503 while teams still answer. Exits non-zero on the first step that fails.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const WebSocket = require('ws');
const BASE = process.env.SMOKE_BASE_URL ?? 'http://127.0.0.1:8080';
const [stopCommand, ...stopArgs] = (process.env.SMOKE_STOP_GROUNDS ?? '').split(' ');

let cookie = '';
async function call(method, path, body) {
  const res = await fetch(BASE + path, {
    method,
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const setCookie = res.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0];
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
}

function expect(step, ok, detail) {
  if (!ok) throw new Error(`${step}: ${detail}`);
  process.stdout.write(`[smoke] ok  ${step}\n`);
}

const tag = randomBytes(4).toString('hex');
const user = { username: `smoke${tag}`, password: 'secret123', email: `smoke${tag}@example.com`, name: `Smoke ${tag}`, role: 'player' };
const registered = await call('POST', '/api/auth/register', user);
expect('register', registered.status === 201, `${registered.status} ${registered.text}`);
cookie = '';
const signedIn = await call('POST', '/api/auth/login', { username: user.username, password: user.password });
expect('sign in', signedIn.status < 300 && cookie !== '', `${signedIn.status} ${signedIn.text}`);
const team = await call('POST', '/api/my/teams', { name: `Smoke XI ${tag}` });
expect('create a team', team.status === 201, `${team.status} ${team.text}`);
const home = await call('GET', '/');
expect('load /', home.status === 200 && home.type.includes('text/html'), `${home.status} ${home.type}`);
const entry = await call('GET', '/remotes/mfe-matches/remoteEntry.js');
expect('load a remote entry', entry.status === 200 && entry.text.length > 0, `${entry.status}`);

await new Promise((resolve, reject) => {
  const socket = new WebSocket(BASE.replace(/^http/, 'ws') + '/ws', { headers: { cookie } });
  const timer = setTimeout(() => reject(new Error('open /ws: no answer in 10 s')), 10_000);
  socket.once('open', () => {
    clearTimeout(timer);
    socket.close();
    resolve();
  });
  socket.once('unexpected-response', (_, res) => reject(new Error(`open /ws: ${res.statusCode}`)));
  socket.once('error', reject);
});
expect('open /ws', true);

execFileSync(stopCommand, stopArgs, { stdio: 'ignore' });
const grounds = await call('GET', '/api/grounds');
expect('grounds stopped: its area answers 503', grounds.status === 503, `${grounds.status} ${grounds.text}`);
const teams = await call('GET', '/api/my/teams');
expect('grounds stopped: teams still answer', teams.status === 200 && teams.text.includes(`Smoke XI ${tag}`), `${teams.status}`);
