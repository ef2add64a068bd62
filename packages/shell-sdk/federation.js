// One place that declares what the host and every remote share at run time (DESIGN.md §6).
// Plain CommonJS so each app's webpack.config.js can require it without a TypeScript step.
const path = require('node:path');

// 'react-dom/client' and 'react/jsx-runtime' are requests of their own: unlisted, every remote bundled
// a second React DOM reconciler (antd's helpers render through 'react-dom/client') and loaded it on
// every page.
const SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router', 'react-router-dom', '@tanstack/react-query'];
const SDK = '@cricket/shell-sdk';
const sdkPackage = require('./package.json');

/** The package a request is in: 'react-dom' for 'react-dom/client'. */
const packageOf = (request) => request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');

/** Version range an app declares for the package of a request, read from its own package.json. */
function requiredVersionOf(appPackage, request) {
  const deps = { ...appPackage.peerDependencies, ...appPackage.devDependencies, ...appPackage.dependencies };
  const range = deps[packageOf(request)];
  return range && range !== '*' ? range : undefined;
}

/**
 * The shared map: React, the router, react-query and the shell SDK are singletons so that
 * contexts (query client, router, auth, workspace) cross the host/remote boundary.
 * antd is deliberately absent: shared modules are not tree-shaken and antd whole is
 * about 457 KB gzipped; each app bundles the components it uses and applies the SDK's theme.
 */
function sharedSingletons(appPackage) {
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = requiredVersionOf(appPackage, name) ?? requiredVersionOf(sdkPackage, name);
    shared[name] = { singleton: true, requiredVersion };
  }
  // The SDK is a workspace package resolved through a symlink; its version cannot be
  // inferred from the request, so it is stated.
  shared[SDK] = { singleton: true, requiredVersion: `^${sdkPackage.version}`, version: sdkPackage.version };
  return shared;
}

/**
 * Options for `new ModuleFederationPlugin(...)` from `@module-federation/enhanced/webpack`.
 * Remotes are never listed here: the shell registers them at run time from /mf-manifest.json.
 */
function createFederationConfig({ name, appPackage, exposes, runtimePlugins = [] }) {
  return {
    name,
    filename: exposes ? 'remoteEntry.js' : undefined,
    exposes,
    remotes: {},
    shared: sharedSingletons(appPackage),
    runtimePlugins: runtimePlugins.map((p) => path.resolve(p)),
    dts: false,
    manifest: false,
    // Remotes are plain remoteEntry.js URLs (no mf-manifest snapshots) and only browsers
    // run these bundles, so the runtime drops its snapshot and Node loading code.
    experiments: { optimization: { disableSnapshot: true, target: 'web' } },
  };
}

module.exports = { createFederationConfig, sharedSingletons, SINGLETONS, SDK };
