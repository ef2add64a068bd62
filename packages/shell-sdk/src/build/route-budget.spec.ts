import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Stats } from 'webpack';
import { checkRouteBudgets, LIMITS, RouteBudgetPlugin } from '../../route-budget';
import { compressionPlugins } from '../../webpack';
import { runWebpack, throwawayProject } from './throwawayProject';

const KB = 1024;
const file = (name: string, kb: number) => ({ file: name, bytes: kb * KB });

describe('checkRouteBudgets', () => {
  const frame = [file('main.js', 150), file('bootstrap.js', 100)];

  it('passes routes within 300 KB cold and 100 KB to move in, counting a file of the frame once', () => {
    const { rows, failures } = checkRouteBudgets({ frame, routes: [{ name: 'page-home', files: [file('bootstrap.js', 100), file('home.js', 50)] }] });
    expect(rows).toEqual([{ name: 'page-home', coldBytes: 300 * KB, moveBytes: 50 * KB }]);
    expect(failures).toEqual([]);
  });

  it('fails a route past either limit, naming it and its figure', () => {
    const { failures } = checkRouteBudgets({
      frame,
      routes: [
        { name: './catalog/CatalogBrowsePage', files: [file('remoteEntry.js', 20), file('catalog.js', 40)] },
        { name: './diary/pages/DiaryCalendarPage', files: [file('diary.js', 101)] },
      ],
    });
    expect(failures).toEqual([
      './catalog/CatalogBrowsePage: 310.0 KB opened cold (limit 300 KB)',
      './diary/pages/DiaryCalendarPage: 351.0 KB opened cold (limit 300 KB)',
      './diary/pages/DiaryCalendarPage: 101.0 KB to move in (limit 100 KB)',
    ]);
  });

  it('holds a route recorded as over budget to its move ceiling, and cold to the frame ceiling plus that: it may shrink, never grow', () => {
    const overages = { './ground-booking/GroundBookingPage': { moveKb: 110 } };
    const route = (kb: number) => [{ name: './ground-booking/GroundBookingPage', files: [file('ground.js', kb)] }];
    expect(checkRouteBudgets({ frame, routes: route(110), overages, frameKb: 250 }).failures).toEqual([]);
    expect(checkRouteBudgets({ frame, routes: route(111), overages, frameKb: 250 }).failures).toEqual([
      './ground-booking/GroundBookingPage: 361.0 KB opened cold (limit 360 KB recorded as over budget)',
      './ground-booking/GroundBookingPage: 111.0 KB to move in (limit 110 KB recorded as over budget)',
    ]);
    // Below the general move limit, a recorded route is still held to its own figure.
    expect(checkRouteBudgets({ frame, routes: route(90), overages: { './ground-booking/GroundBookingPage': { moveKb: 85 } }, frameKb: 250 }).failures).toEqual([
      './ground-booking/GroundBookingPage: 340.0 KB opened cold (limit 335 KB recorded as over budget)',
      './ground-booking/GroundBookingPage: 90.0 KB to move in (limit 85 KB recorded as over budget)',
    ]);
  });

  it('fails a frame past its recorded ceiling once, whatever its routes', () => {
    const { failures } = checkRouteBudgets({ frame, routes: [{ name: 'page-home', files: [file('home.js', 10)] }], frameKb: 249 });
    expect(failures).toEqual(['shell frame: 250.0 KB (limit 249 KB recorded)']);
    expect(checkRouteBudgets({ frame, routes: [], frameKb: 249, frameName: 'remote frame' }).failures).toEqual(['remote frame: 250.0 KB (limit 249 KB recorded)']);
  });

  it('refuses a recorded route without a frame ceiling to add its move to', () => {
    expect(() => checkRouteBudgets({ frame, routes: [{ name: 'page-x', files: [] }], overages: { 'page-x': { moveKb: 90 } } })).toThrow(
      'route page-x is recorded as over budget, but no frame ceiling is given',
    );
  });
});

describe('RouteBudgetPlugin in a real build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'route-budget-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function build(): Promise<Stats> {
    // Random bytes do not compress: 520 KB of base64 is about 390 KB of brotli, past both limits.
    writeFileSync(join(dir, 'big.js'), `export const blob = '${randomBytes(390 * KB).toString('base64')}';\n`);
    writeFileSync(join(dir, 'small.js'), `export const hello = 'a small page';\n`);
    writeFileSync(
      join(dir, 'index.js'),
      `import(/* webpackChunkName: "page-big" */ './big').then((m) => console.log(m.blob.length));\n` +
        `import(/* webpackChunkName: "page-small" */ './small').then((m) => console.log(m.hello));\n`,
    );
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: { path: join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].js' },
      plugins: [...compressionPlugins(), new RouteBudgetPlugin({ pagePrefix: 'page-' })],
    });
    return new Promise((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error) : compiler.close(() => resolve(stats)))));
  }

  it('fails the build for the page past the limits, measured on the brotli files it emits', async () => {
    const stats = await build();
    const errors = stats.compilation.errors.map((error) => error.message);
    expect(stats.hasErrors()).toBe(true);
    expect(errors).toEqual([
      expect.stringMatching(/^Route budget exceeded: page-big: \d+\.\d KB opened cold \(limit 300 KB\)$/),
      expect.stringMatching(/^Route budget exceeded: page-big: \d+\.\d KB to move in \(limit 100 KB\)$/),
    ]);
    // A failed build writes nothing; its assets are read from the compilation.
    expect(existsSync(join(dir, 'dist'))).toBe(false);
    const asset = (name: string) => stats.compilation.getAsset(name)?.source.buffer();
    const report = JSON.parse(String(asset('route-budget.json'))) as { limits: unknown; routes: { name: string; moveBytes: number }[] };
    expect(report.limits).toEqual(LIMITS);
    expect(report.routes.find((r) => r.name === 'page-big')?.moveBytes).toBe(asset('page-big.js.br')?.length);
    expect(report.routes.find((r) => r.name === 'page-small')?.moveBytes).toBeLessThan(KB);
  }, 60_000);
});

describe('RouteBudgetPlugin across the shell and a remote', () => {
  const project = throwawayProject('route-budget-shared-');

  it("counts in a remote's route the shell's chunks of each module it consumes from the shell", async () => {
    // A component library the shell provides and the remote only consumes (as antd is): about 110 KB of brotli.
    project.write('node_modules/widgets/package.json', JSON.stringify({ name: 'widgets', version: '1.0.0' }));
    project.write('node_modules/widgets/table.js', `export const table = '${randomBytes(110 * KB).toString('base64')}';\n`);
    project.write('shell/index.js', `import(/* webpackChunkName: "page-tables" */ 'widgets/table').then((m) => console.log(m.table.length));\n`);
    project.write('remote/src/routes.js', `export const page = () => import('./page');\n`);
    project.write('remote/src/page.js', `import { table } from 'widgets/table';\nexport const size = table.length;\n`);

    const shell = await runWebpack({
      context: join(project.dir, 'shell'),
      entry: './index.js',
      output: { path: join(project.dir, 'shell', 'dist'), chunkFilename: '[name].[contenthash:8].js' },
      plugins: [
        new ModuleFederationPlugin({ name: 'shell', shared: { 'widgets/table': { singleton: true, version: '1.0.0' } }, dts: false, manifest: false }),
        ...compressionPlugins(),
        new RouteBudgetPlugin({ pagePrefix: 'page-' }),
      ],
    });
    expect(shell.hasErrors()).toBe(true); // the page itself is past 100 KB to move in; its report is still written
    const shellReport = JSON.parse(String(shell.compilation.getAsset('route-budget.json')?.source.buffer())) as { provided: Record<string, { bytes: number }[]> };
    const providedBytes = shellReport.provided['widgets/table'].reduce((sum, f) => sum + f.bytes, 0);
    expect(providedBytes).toBeGreaterThan(100 * KB);
    project.write('shell/dist/route-budget.json', JSON.stringify(shellReport));

    const remote = await runWebpack({
      context: join(project.dir, 'remote'),
      entry: {},
      output: { path: join(project.dir, 'remote', 'dist'), chunkFilename: '[name].[contenthash:8].js', uniqueName: 'remote' },
      plugins: [
        new ModuleFederationPlugin({
          name: 'remote',
          filename: 'remoteEntry.js',
          exposes: { './routes': './src/routes.js' },
          shared: { 'widgets/table': { import: false, singleton: true, requiredVersion: '^1.0.0' } },
          dts: false,
          manifest: false,
        }),
        ...compressionPlugins(),
        new RouteBudgetPlugin({ shellReport: join(project.dir, 'shell', 'dist', 'route-budget.json') }),
      ],
    });
    const errors = remote.compilation.errors.map((error) => error.message);
    const route = JSON.parse(String(remote.compilation.getAsset('route-budget.json')?.source.buffer())).routes[0] as { name: string; moveBytes: number };
    // The remote's own files (its federation runtime and the page) hold none of the table: what it
    // moves in is the shell's chunk of it.
    const ownBytes = remote.compilation.getAssets().filter((a) => a.name.endsWith('.js.br')).reduce((sum, a) => sum + a.source.size(), 0);
    expect(ownBytes).toBeLessThan(providedBytes / 3);
    expect(route.moveBytes).toBeGreaterThan(providedBytes);
    expect(errors).toContainEqual(expect.stringMatching(/^Route budget exceeded: \.\/page: \d+\.\d KB to move in \(limit 100 KB\)$/));
  }, 60_000);
});
