import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PortableModuleIdsPlugin } from '../../webpack';
import { runWebpack } from './throwawayProject';

/**
 * The same federated remote, built in a folder of `name`: its files as emitted, one after another. Each build's folder
 * is as deep as the other's, as a checkout moved whole keeps node_modules where its sources expect
 * it; the absolute paths of the runtime plugin and the shared library are what differ.
 */
async function buildIn(name: string, portable: boolean): Promise<string> {
  const dir = join(roots[roots.length - 1], name);
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  write('src/routes.js', `import { table } from 'widgets';\nexport const routes = [table];\n`);
  // A library the remote provides: its shared module is named after the library's absolute path.
  write('node_modules/widgets/package.json', JSON.stringify({ name: 'widgets', version: '1.0.0', main: 'index.js' }));
  write('node_modules/widgets/index.js', `export const table = 'a table';\n`);
  // A runtime plugin of the project's own, as the shell's fallback plugin is: the federation entry
  // imports it by its absolute path.
  write('src/runtimePlugin.js', `export default function plugin() { return { name: 'fallback' }; }\n`);
  const stats = await runWebpack({
    context: dir,
    entry: {},
    optimization: portable ? { moduleIds: false } : {},
    output: { path: join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js', uniqueName: 'remote' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'remote',
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.js' },
        shared: { widgets: { singleton: true, version: '1.0.0' } },
        runtimePlugins: [join(dir, 'src', 'runtimePlugin.js')],
        dts: false,
        manifest: false,
      }),
      ...(portable ? [new PortableModuleIdsPlugin()] : []),
    ],
  });
  expect(stats.hasErrors()).toBe(false);
  const files = readdirSync(join(dir, 'dist')).sort();
  return files.map((file) => `${file}:\n${readFileSync(join(dir, 'dist', file), 'utf8')}`).join('\n');
}

/** Where two builds part, with a little of each around it; undefined when they are the same. */
function firstDifference(a: string, b: string): string | undefined {
  if (a === b) return undefined;
  let at = 0;
  while (a[at] === b[at]) at += 1;
  return `at ${at}: ${a.slice(at - 40, at + 40)} | ${b.slice(at - 40, at + 40)}`;
}

const roots: string[] = [];
beforeEach(() => roots.push(mkdtempSync(join(tmpdir(), 'federation-entry-id-'))));
afterEach(() => rmSync(roots.pop()!, { recursive: true, force: true }));

describe('PortableModuleIdsPlugin', () => {
  it('builds the same bytes whatever folder the checkout is in', async () => {
    const here = await buildIn('checkout', true);
    const elsewhere = await buildIn('a-checkout-elsewhere', true);
    expect(firstDifference(elsewhere, here)).toBeUndefined();
  }, 60_000);

  it('is what makes them the same: without it, the ids of the federation entry and the container entry follow the folder', async () => {
    const here = await buildIn('checkout', false);
    const elsewhere = await buildIn('a-checkout-elsewhere', false);
    expect(firstDifference(elsewhere, here)).toBeDefined();
  }, 60_000);
});
