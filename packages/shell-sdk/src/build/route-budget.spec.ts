import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Stats } from 'webpack';
import { checkRouteBudgets, LIMITS, RouteBudgetPlugin } from '../../route-budget';
import { compressionPlugins } from '../../webpack';

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

  it('holds a route recorded as over budget to its own ceiling: it may shrink, never grow', () => {
    const overages = { './ground-booking/GroundBookingPage': { coldKb: 360, moveKb: 110 } };
    const route = (kb: number) => [{ name: './ground-booking/GroundBookingPage', files: [file('ground.js', kb)] }];
    expect(checkRouteBudgets({ frame, routes: route(110), overages }).failures).toEqual([]);
    expect(checkRouteBudgets({ frame, routes: route(111), overages }).failures).toEqual([
      './ground-booking/GroundBookingPage: 361.0 KB opened cold (limit 360 KB recorded as over budget)',
      './ground-booking/GroundBookingPage: 111.0 KB to move in (limit 110 KB recorded as over budget)',
    ]);
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
