import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NOT_FOUND_TITLE, type RemoteManifest } from '@cricket/contracts';
import { useJourney } from '../harness';

jest.setTimeout(180_000);

const ROOT = join(__dirname, '..', '..');
const NEW_REMOTE = join(__dirname, '..', 'fixtures', 'mfe-hello');

/** The shell as built: what must not change for a remote to add a route. */
function shellFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of ['index.html', 'assets/main.js']) hash.update(readFileSync(join(ROOT, 'shell', 'dist', file)));
  return hash.digest('hex');
}

/** A deployment's remotes folder: the repository's built remotes and the new one, side by side. */
function remotesFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'remotes-'));
  for (const remote of readdirSync(ROOT).filter((name) => name.startsWith('mfe-') && existsSync(join(ROOT, name, 'dist', 'remoteEntry.js')))) {
    symlinkSync(join(ROOT, remote), join(folder, remote));
  }
  symlinkSync(NEW_REMOTE, join(folder, 'mfe-hello'));
  return folder;
}

describe('a remote declares its own routes', () => {
  const remotesDir = remotesFolder();
  const shellBefore = shellFingerprint();
  // Built before the system starts: the gateway reads the remotes when it starts, as in a deployment.
  beforeAll(() => {
    const built = spawnSync(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--config', join(NEW_REMOTE, 'webpack.config.js')], { cwd: NEW_REMOTE, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`the new remote did not build:\n${built.stdout}\n${built.stderr}`);
  }, 120_000);
  const journey = useJourney({ remotesDir });
  afterAll(() => {
    rmSync(join(NEW_REMOTE, 'dist'), { recursive: true, force: true });
    rmSync(remotesDir, { recursive: true, force: true });
  });

  it('a route declared only in the new remote\'s folder opens in the shell, which was not rebuilt', async () => {
    const { baseUrl, browser } = journey;
    const manifest = (await (await fetch(`${baseUrl}/mf-manifest.json`)).json()) as RemoteManifest;
    expect(manifest.remotes.find((remote) => remote.name === 'mfe_hello')?.routes).toEqual([{ path: '/hello/:name', area: 'Hello' }]);

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The browser's own line for the session read a signed-out visitor gets 401 for is expected.
      if (message.type() === 'error' && !message.text().includes('status of 401')) problems.push(message.text());
    });
    await page.goto(`${baseUrl}/hello/Umpire`);
    await page.getByRole('heading', { name: 'Hello, Umpire' }).waitFor();
    // Inside the shell's frame, with the other areas still where they were.
    await page.getByRole('banner').waitFor();
    expect(await page.getByText(NOT_FOUND_TITLE).count()).toBe(0);
    // The matches remote still answers for its own routes: a signed-out visitor goes to sign in.
    await page.goto(`${baseUrl}/tournaments`);
    await page.waitForURL(`${baseUrl}/login?next=${encodeURIComponent('/tournaments')}`);
    await page.getByText('Welcome back').first().waitFor();
    expect(problems).toEqual([]);
    expect(shellFingerprint()).toBe(shellBefore);
    await page.close();
  });
});
