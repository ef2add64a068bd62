// Host build: React 19 + antd, remotes registered at run time (DESIGN.md §6).
const path = require('node:path');
const { readdirSync, readFileSync } = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { Compilation, sources } = require('webpack');
const { InjectManifest } = require('workbox-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createFederationConfig, createUiProvidePlugin } = require('@cricket/shell-sdk/federation');
const { compressionPlugins, PortableModuleIdsPlugin, resolveOptions, typescriptRule } = require('@cricket/shell-sdk/webpack');
const { RouteBudgetPlugin } = require('@cricket/shell-sdk/route-budget');
const { StartupPreloadPlugin } = require('@cricket/shell-sdk/startup-preload');
const OVERAGES = require('@cricket/shell-sdk/route-budget-overages');
const { antdImports } = require('./antd-imports');
const { AntdStylesheetPlugin } = require('./antd-stylesheet');
const appPackage = require('./package.json');

/** Files of public/ served as they are at fixed URLs: the web app manifest and its icons. */
const PUBLIC_FILES = ['manifest.webmanifest', ...readdirSync(path.join(__dirname, 'public', 'icons')).map((name) => `icons/${name}`)];

/** Emits PUBLIC_FILES into the build, where the service worker's precache finds them too. */
class PublicFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const file of PUBLIC_FILES) {
          const source = path.join(__dirname, 'public', file);
          compilation.fileDependencies.add(source);
          compilation.emitAsset(file, new sources.RawSource(readFileSync(source)));
        }
      });
    });
  }
}

/**
 * The service worker (src/sw/serviceWorker.ts) precaches the shell's own files; not the page,
 * which the gateway serves with the remote manifest inlined (the worker caches it as fetched),
 * nor the precompressed siblings, licences and build report.
 */
const serviceWorker = () =>
  new InjectManifest({
    swSrc: path.resolve(__dirname, 'src/sw/serviceWorker.ts'),
    swDest: 'sw.js',
    exclude: [/\.(br|gz|map|txt)$/, /^index\.html$/, /^route-budget\.json$/],
    // Content-hashed chunks and antd's stylesheet are versioned by name: fetched as they are, the
    // browser's cache answers those the first visit already loaded instead of downloading them again.
    dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
  });

/**
 * What every page loads besides its own chunks, counted as the frame of each route's budget: the
 * bootstrap boundary, and for someone signed in what follows once the page has painted (the
 * header's controls, the toasts' code and the offline worker, both fetched when the browser is idle).
 */
const FRAME_GROUPS = ['bootstrap', 'account-controls', 'toast-host', 'offline-worker'];

/** A chunk that loads a module the shell provides to remotes (an antd component). */
const providesShared = (chunk) => [...chunk.groupsIterable].some((group) => group.origins.some((origin) => origin.module?.type === 'provide-module'));

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  const antd = antdImports();
  return {
    entry: './src/index.ts',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      // The entry keeps a stable name (the federation runtime cannot template a content hash
      // into it); index.html cache-busts it with the compilation hash instead.
      filename: 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: resolveOptions(production),
    module: {
      rules: [typescriptRule(), antd.rule],
    },
    plugins: [
      new ModuleFederationPlugin(
        createFederationConfig({
          name: 'shell',
          appPackage,
          runtimePlugins: [path.resolve(__dirname, 'src/remotes/fallbackPlugin.ts')],
        }),
      ),
      createUiProvidePlugin(__dirname),
      antd.plugin,
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg', hash: true }),
      new StartupPreloadPlugin({ HtmlWebpackPlugin, groups: ['bootstrap'] }),
      new AntdStylesheetPlugin({ HtmlWebpackPlugin }),
      new PublicFilesPlugin(),
      ...(production ? [new PortableModuleIdsPlugin(), serviceWorker(), ...compressionPlugins(), new RouteBudgetPlugin({ frameGroups: FRAME_GROUPS, pagePrefix: 'page-', remoteGroups: ['remote-area'], overages: OVERAGES.shell, frameKb: OVERAGES.frames.shell, remoteFrameKb: OVERAGES.frames.remote })] : []),
    ],
    optimization: {
      ...(production ? { moduleIds: false } : {}),
      splitChunks: {
        cacheGroups: {
          // The small helpers ten or more provided components share (antd's _util and form hooks, the
          // icons, and Empty, the empty state of lists and tables), in a chunk of their own: in
          // ui-common, Card, Typography, Tag, Modal and twenty more fetched its 23 KB of select box and
          // text input for 3.3 KB of them. Below header-common, so what the header's controls share
          // with the components stays there.
          uiBase: {
            name: 'ui-base',
            chunks: providesShared,
            minChunks: 10,
            enforce: true,
            priority: 10.5,
            test: /[\\/]node_modules[\\/](@ant-design[\\/]icons|@ant-design[\\/]icons-svg|antd[\\/]es[\\/](_util|form[\\/]hooks|empty)|antd[\\/]es[\\/]config-provider[\\/]defaultRenderEmpty)/,
          },
          // The antd modules that ten or more of the provided components use, in one chunk: left to
          // the defaults, each was duplicated in several components' chunks or cut into chunks of its
          // own, and a page with a table and a form fetched 78 files (150 ms each on a phone's network).
          // Ten is the measured balance: 45 KB of brotli that most remote pages need anyway, 64 files.
          uiCommon: {
            name: 'ui-common',
            chunks: providesShared,
            minChunks: 10,
            enforce: true,
            priority: 10,
            test: /[\\/]node_modules[\\/]/,
          },
          // What the signed-in header (account-controls, on every page) shares with ten or more
          // provided components: one chunk both load. Left in each, antd's tooltip, overflow and form
          // context were fetched twice on every remote page with a form (20 KB).
          headerCommon: {
            name: 'header-common',
            chunks: 'async',
            enforce: true,
            priority: 11,
            test: (module, { chunkGraph }) => {
              const chunks = [...chunkGraph.getModuleChunksIterable(module)];
              return /[\\/]node_modules[\\/]/.test(module.resource ?? '') && chunks.some((chunk) => chunk.name === 'account-controls') && chunks.filter(providesShared).length >= 10;
            },
          },
          // Everything of node_modules the bootstrap boundary loads stays in one chunk. Each provided
          // component loads through a block of its own that cannot see the bootstrap's modules; left to
          // the defaults, the modules they share with it were cut into a score of small chunks on every
          // page's first load.
          frame: {
            name: 'frame',
            chunks: 'async',
            enforce: true,
            priority: 20,
            test: (module, { chunkGraph }) =>
              /[\\/]node_modules[\\/]/.test(module.resource ?? '') && [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === 'bootstrap'),
          },
        },
      },
    },
    performance: { hints: false },
  };
};
