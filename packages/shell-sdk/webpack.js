// Build pieces every front end shares: module resolution, the TypeScript rule, precompression, and the whole config of a remote.
// Plain CommonJS so each app's webpack.config.js can require it without a TypeScript step.
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { createFederationConfig } = require('./federation');
const { RouteBudgetPlugin } = require('./route-budget');
const { RemoteRoutesPlugin } = require('./remote-routes');
const OVERAGES = require('./route-budget-overages');

/** What the gateway serves precompressed (@fastify/static `preCompressed`): text assets, never maps. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * A brotli and a gzip sibling of every text asset (`x.js.br`, `x.js.gz`), so the gateway sends
 * compressed bytes without compressing per request. Brotli quality 10 (not 11): nearly the same
 * size at a fraction of the build time on a shared 2-core machine.
 */
function compressionPlugins() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: COMPRESSIBLE,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: COMPRESSIBLE, compressionOptions: { level: 9 }, threshold: 1024, minRatio: 0.9 }),
  ];
}

// The federation runtime's entry: a file the plugin names after a hash of the absolute paths it imports.
const FEDERATION_ENTRY = /([\\/]\.federation[\\/]entry\.)\w+\.js/;

/**
 * webpack's deterministic module ids, hashed from names that hold no absolute path. webpack names a
 * module by its identifier made relative where a part of it begins with an absolute path, but a
 * shared module's identifier (`provide module (default) react@19 = /abs/node_modules/react/index.js`)
 * has it further in, and the federation runtime's entry, and the container entry that names it, hold
 * a hash of absolute paths. Their ids, and with them the order of modules in remoteEntry.js and
 * main.js and their compressed size, changed with the folder a checkout is in: a clean clone's build
 * crossed a route budget the same commit met elsewhere. Used with `optimization.moduleIds: false`.
 */
class PortableModuleIdsPlugin {
  apply(compiler) {
    const { assignDeterministicIds, getUsedModuleIdsAndModules } = require('webpack/lib/ids/IdHelpers');
    const { compareModulesByPreOrderIndexOrIdentifier } = require('webpack/lib/util/comparators');
    const { makePathsRelative } = require('webpack/lib/util/identifier');
    const nameOf = (module) => {
      // Concatenated, the entry's identifier ends in a hash of its modules' names, its own among them.
      if (FEDERATION_ENTRY.test(module.nameForCondition() ?? '')) return 'federation-entry';
      const parts = module.identifier().split(' ');
      return parts.map((part) => makePathsRelative(compiler.context, part, compiler.root).replace(FEDERATION_ENTRY, '$1js')).join(' ');
    };
    compiler.hooks.compilation.tap('PortableModuleIdsPlugin', (compilation) => {
      compilation.hooks.moduleIds.tap('PortableModuleIdsPlugin', () => {
        const [usedIds, modules] = getUsedModuleIdsAndModules(compilation);
        // As webpack's own: ids of three digits while they fill at most 5 % of the range, then four, ...
        assignDeterministicIds(
          modules,
          nameOf,
          compareModulesByPreOrderIndexOrIdentifier(compilation.moduleGraph),
          (module, id) => {
            if (usedIds.has(`${id}`)) return false;
            usedIds.add(`${id}`);
            compilation.chunkGraph.setModuleId(module, id);
            return true;
          },
          [1000],
          10,
          usedIds.size,
        );
      });
    });
  }
}

/**
 * Where every front end resolves modules. In production React Router is taken from its production
 * build: its package exports only the development build (remix-run/react-router#14102), which
 * differs in one flag that keeps its development warnings, and their checks, in every page.
 */
function resolveOptions(production) {
  const reactRouter = path.dirname(require.resolve('react-router/package.json'));
  return {
    extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
    alias: production ? { 'react-router$': path.join(reactRouter, 'dist', 'production', 'index.mjs') } : {},
  };
}

/**
 * swc-loader for TypeScript. Workspace packages (@cricket/contracts, @cricket/shell-sdk) are
 * TypeScript sources reached through node_modules symlinks, so only third-party code is skipped.
 */
function typescriptRule() {
  return {
    test: /\.(ts|tsx)$/,
    exclude: /node_modules[\\/](?!@cricket)/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * A remote (mfe-*): exposes './routes' from src/routes.tsx, declares its paths in src/routes.json
 * (emitted as dist/routes.json for the gateway's manifest) and is served by the gateway at
 * /remotes/<folder>/ (DESIGN.md §6). No persistent webpack cache: with federation it produced
 * a host that rendered undefined components in production, so builds start clean.
 */
function createRemoteWebpackConfig({ dir, name, appPackage, production, shellDir = path.join(dir, '..', 'shell') }) {
  const { ModuleFederationPlugin } = require(require.resolve('@module-federation/enhanced/webpack', { paths: [dir] }));
  const folder = path.basename(dir);
  return {
    entry: {},
    context: dir,
    output: {
      path: path.join(dir, 'dist'),
      publicPath: `/remotes/${folder}/`,
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      clean: true,
    },
    devtool: production ? false : 'eval-cheap-module-source-map',
    resolve: resolveOptions(production),
    module: { rules: [typescriptRule()] },
    plugins: [
      new ModuleFederationPlugin(createFederationConfig({ name, appPackage, exposes: { './routes': './src/routes.tsx' } })),
      new RemoteRoutesPlugin({ declarationFile: path.join(dir, 'src', 'routes.json') }),
      ...(production ? [new PortableModuleIdsPlugin(), ...compressionPlugins(), new RouteBudgetPlugin({ shellReport: path.join(shellDir, 'dist', 'route-budget.json'), overages: OVERAGES[name], frameKb: OVERAGES.frames.remote })] : []),
    ],
    optimization: production ? { moduleIds: false } : {},
    performance: { hints: false },
  };
}

module.exports = { typescriptRule, resolveOptions, compressionPlugins, createRemoteWebpackConfig, PortableModuleIdsPlugin };
