// Builds the shell and every remote (mfe-*) that exists, each with its own webpack cache.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { ensureInstalled } from './lib/ensure-installed.mjs';

ensureInstalled(ROOT);
const apps = ['shell', ...readdirSync(ROOT).filter((d) => d.startsWith('mfe-')).sort()].filter((d) => existsSync(join(ROOT, d, 'webpack.config.js')));
for (const app of apps) {
  console.log(`[cricket] Building ${app}…`);
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: join(ROOT, app), stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`[cricket] Building ${app} failed.`);
    process.exit(result.status ?? 1);
  }
}
