// Build pieces every front end shares: the TypeScript rule and the whole config of a remote.
// Plain CommonJS so each app's webpack.config.js can require it without a TypeScript step.
const path = require('node:path');
const { createFederationConfig } = require('./federation');

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
 * A remote (mfe-*): exposes './routes' from src/routes.tsx and is served by the gateway at
 * /remotes/<folder>/ (DESIGN.md §6). No persistent webpack cache: with federation it produced
 * a host that rendered undefined components in production, so builds start clean.
 */
function createRemoteWebpackConfig({ dir, name, appPackage, production }) {
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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: { rules: [typescriptRule()] },
    plugins: [new ModuleFederationPlugin(createFederationConfig({ name, appPackage, exposes: { './routes': './src/routes.tsx' } }))],
    performance: { hints: false },
  };
}

module.exports = { typescriptRule, createRemoteWebpackConfig };
