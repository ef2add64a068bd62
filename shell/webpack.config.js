// Host build: React 19 + antd, remotes registered at run time (DESIGN.md §6).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { createFederationConfig } = require('@cricket/shell-sdk/federation');
const { compressionPlugins, typescriptRule } = require('@cricket/shell-sdk/webpack');
const { RouteBudgetPlugin } = require('@cricket/shell-sdk/route-budget');
const OVERAGES = require('@cricket/shell-sdk/route-budget-overages');
const appPackage = require('./package.json');

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
      ...(production ? [...compressionPlugins(), new RouteBudgetPlugin({ frameGroups: ['bootstrap'], pagePrefix: 'page-', remoteGroups: ['remote-area'], overages: OVERAGES.shell })] : []),
    ],
    performance: { hints: false },
  };
};
