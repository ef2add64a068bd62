// Runs before any dependency exists, so it uses Node's standard library only.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Installs the locked dependencies when node_modules is missing or older than the lockfile.
 * npm install rather than npm ci: see .ci/run for why.
 */
export function ensureInstalled(root) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('[cricket] Installing dependencies…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[cricket] npm install failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}
