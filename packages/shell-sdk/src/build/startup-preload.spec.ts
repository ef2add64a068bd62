import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { StartupPreloadPlugin } from '../../startup-preload';
import { runWebpack, throwawayProject } from './throwawayProject';

describe('StartupPreloadPlugin in a real federated build', () => {
  const project = throwawayProject('startup-preload-');
  const { write } = project;

  it("asks index.html for the bootstrap and the provided modules it consumes, after the entry's script, and nothing a page loads later", async () => {
    write('node_modules/ui/package.json', JSON.stringify({ name: 'ui', version: '1.0.0' }));
    write('node_modules/ui/core.js', `export const core = 'the frame needs this';\n`);
    write('node_modules/ui/table.js', `export const table = 'only a page needs this';\n`);
    write('src/index.js', `import(/* webpackChunkName: "bootstrap" */ './bootstrap');\n`);
    write('src/bootstrap.js', `import { core } from 'ui/core';\nconsole.log(core);\nimport(/* webpackChunkName: "page-tables" */ './page');\n`);
    write('src/page.js', `import { table } from 'ui/table';\nconsole.log(table);\n`);
    write('src/index.html', '<!doctype html><html><head><title>t</title></head><body></body></html>');

    const stats = await runWebpack({
      context: project.dir,
      entry: './src/index.js',
      output: { path: join(project.dir, 'dist'), publicPath: '/', filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
      plugins: [
        new ModuleFederationPlugin({ name: 'shell', shared: { 'ui/core': { singleton: true, version: '1.0.0' }, 'ui/table': { singleton: true, version: '1.0.0' } }, dts: false, manifest: false }),
        new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
        new StartupPreloadPlugin({ HtmlWebpackPlugin, groups: ['bootstrap'] }),
      ],
    });
    expect(stats.hasErrors()).toBe(false);

    const html = readFileSync(join(project.dir, 'dist', 'index.html'), 'utf8');
    // The production build minifies index.html: attribute values lose their quotes.
    const preloaded = [...html.matchAll(/<link rel="?preload"? as="?script"? href="?([^" >]+)"?>/g)].map((match) => match[1]);
    const chunkOf = (source: string) =>
      [...stats.compilation.chunks].find((chunk) => [...stats.compilation.chunkGraph.getChunkModulesIterable(chunk)].some((module) => module.nameForCondition()?.endsWith(source)));
    const fileOf = (source: string) => `/${[...(chunkOf(source)?.files ?? [])].find((file) => file.endsWith('.js'))}`;

    expect(preloaded).toEqual(expect.arrayContaining([fileOf('src/bootstrap.js'), fileOf('node_modules/ui/core.js')]));
    expect(preloaded).not.toContain(fileOf('node_modules/ui/table.js'));
    expect(preloaded).not.toContain(fileOf('src/page.js'));
    expect(preloaded).not.toContain('/main.js');
    expect(html.indexOf('main.js')).toBeLessThan(html.indexOf('preload'));
  }, 60_000);
});
