// `npm start`: the whole product on embedded defaults; `--distributed`: one process per app.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { ensureInstalled } from './lib/ensure-installed.mjs';

ensureInstalled(ROOT);
if (!existsSync(join(ROOT, 'shell', 'dist', 'index.html')) || process.env.REBUILD === '1') {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-frontends.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const mode = process.argv.includes('--distributed') ? 'distributed' : 'embedded';
const child = spawn(process.execPath, ['-r', '@swc-node/register', join(ROOT, 'scripts', 'launch', `${mode}.ts`)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_NO_WARNINGS: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
