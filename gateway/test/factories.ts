import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

let sequence = 0;
const run = Math.random().toString(36).slice(2, 7);

/** A registration payload (core §7) unique to this run. */
export function newUser(overrides: Partial<{ username: string; password: string; email: string; name: string; role: string }> = {}) {
  sequence += 1;
  const key = `${run}${sequence}`;
  return { username: `gw_${key}`, password: `pw-${key}-secret`, email: `gw_${key}@example.com`, name: `Player ${key}`, role: 'player', ...overrides };
}

/** A port nothing listens on (taken, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The text of the shell's hashed vendor chunk in builtFrontEnds (large enough to be compressed). */
export const VENDOR_CHUNK = `console.log(${JSON.stringify('hashed '.repeat(400))});`;

/** The routes the built grounds remote in builtFrontEnds declares. */
export const GROUNDS_ROUTES = [{ path: '/ground-booking', area: 'Ground Booking' }];

/** A file with the brotli and gzip siblings the build writes beside it. */
function writeCompressed(path: string, text: string): void {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
}

/** A built shell and built remotes in a temporary folder, as `npm run build` leaves them. */
export function builtFrontEnds(): { frontendDir: string; remotesDir: string } {
  const root = mkdtempSync(join(tmpdir(), 'gateway-test-'));
  const frontendDir = join(root, 'shell', 'dist');
  mkdirSync(join(frontendDir, 'assets'), { recursive: true });
  writeFileSync(join(frontendDir, 'index.html'), '<!doctype html><html><head><title>shell</title></head><body><div id="root">shell index</div></body></html>');
  writeCompressed(join(frontendDir, 'assets', 'vendor.1a2b3c4d.js'), VENDOR_CHUNK);
  writeFileSync(join(frontendDir, 'assets', 'main.js'), 'console.log("main")');
  writeCompressed(join(frontendDir, 'sw.js'), `self.addEventListener('fetch', () => {}); // ${'worker '.repeat(300)}`);
  writeFileSync(join(frontendDir, 'manifest.webmanifest'), JSON.stringify({ name: 'CricketHub', start_url: '/', display: 'standalone' }));
  mkdirSync(join(root, 'mfe-grounds', 'dist'), { recursive: true });
  writeCompressed(join(root, 'mfe-grounds', 'dist', 'remoteEntry.js'), `var mfe_grounds = {}; // ${'entry '.repeat(300)}`);
  writeFileSync(join(root, 'mfe-grounds', 'dist', '123.9f8e7d6c.js'), 'chunk');
  writeFileSync(join(root, 'mfe-grounds', 'dist', 'routes.json'), JSON.stringify(GROUNDS_ROUTES));
  // A remote that was never built is left out of the manifest.
  mkdirSync(join(root, 'mfe-finance', 'src'), { recursive: true });
  return { frontendDir, remotesDir: root };
}
