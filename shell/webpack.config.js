// Host build: React 19 + antd, remotes registered at run time (DESIGN.md §6).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createFederationConfig } = require('@cricket/shell-sdk/federation');
const { typescriptRule } = require('@cricket/shell-sdk/webpack');
const { BundleBudgetPlugin } = require('./build/bundleBudgetPlugin');
const appPackage = require('./package.json');

const BUDGET_KB = 250;

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [typescriptRule()],
    },
    plugins: [
      new ModuleFederationPlugin(
        createFederationConfig({
          name: 'shell',
          appPackage,
          runtimePlugins: [path.resolve(__dirname, 'src/remotes/fallbackPlugin.ts')],
        }),
      ),
      new HtmlWebpackPlugin({ template: './public/index.html', favicon: './public/favicon.svg', hash: true }),
      new BundleBudgetPlugin({ limitKb: BUDGET_KB, initialChunkGroups: ['bootstrap', 'page-home'] }),
    ],
    performance: { hints: false },
  };
};
