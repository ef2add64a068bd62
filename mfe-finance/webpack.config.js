const { createRemoteWebpackConfig } = require('@cricket/shell-sdk/webpack');

module.exports = (_env, argv) =>
  createRemoteWebpackConfig({ dir: __dirname, name: 'mfe_finance', appPackage: require('./package.json'), production: argv.mode !== 'development' });
