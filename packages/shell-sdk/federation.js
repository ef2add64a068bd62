// One place that declares what the host and every remote share at run time (DESIGN.md §6).
// Plain CommonJS so each app's webpack.config.js can require it without a TypeScript step.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

// 'react-dom/client' and 'react/jsx-runtime' are requests of their own: unlisted, every remote bundled
// a second React DOM reconciler (antd's helpers render through 'react-dom/client') and loaded it on
// every page.
// dayjs too: antd's date pickers extend the dayjs they import with plugins, so a date a page makes
// must come from the same copy as the picker it is given to (the shell's).
const SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@tanstack/react-query', 'dayjs'];
const SDK = '@cricket/shell-sdk';
// React Router is shared through the SDK's list of what the apps use of it (src/router).
const SDK_MODULES = [SDK, `${SDK}/router`];
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
 * The shared map: React, react-query and the shell SDK (with its module of React Router) are
 * singletons so that contexts (query client, router, auth, workspace) cross the host/remote
 * boundary. antd is shared per component instead (UI_LIBRARIES): whole, it is about 457 KB
 * gzipped, and a shared module is not tree-shaken.
 */
function sharedSingletons(appPackage) {
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = requiredVersionOf(appPackage, name) ?? requiredVersionOf(sdkPackage, name);
    shared[name] = { singleton: true, requiredVersion };
  }
  // The SDK is a workspace package resolved through a symlink; its version cannot be
  // inferred from the request, so it is stated.
  for (const name of SDK_MODULES) shared[name] = { singleton: true, requiredVersion: `^${sdkPackage.version}`, version: sdkPackage.version };
  return shared;
}

/**
 * antd and its icons, one copy for every app, at component granularity (README, Performance): the
 * shell provides each antd component (`antd/es/button`, ...) and the icons' components, each
 * loaded when first asked for; a remote consumes what its pages use and never bundles its own.
 * A remote's `import { Button } from 'antd'` goes through antd's side-effect-free index to
 * `./button`, which `allowNodeModulesSuffixMatch` reads as `antd/es/button`; antd's internals are
 * only ever imported by the shell's copy, so its contexts, theme and style cache are one.
 */
const UI_LIBRARIES = [
  { prefix: 'antd/es/', package: 'antd', modules: (dir) => readdirSync(dir).filter((name) => existsSync(path.join(dir, name, 'index.js'))).map((name) => `${name}/index.js`) },
  { prefix: '@ant-design/icons/es/components/', package: '@ant-design/icons', modules: (dir) => readdirSync(dir).filter((name) => name.endsWith('.js')) },
];

/** Remote: consume each UI library's modules from the shell (one level below the prefix: a component). */
function consumedUi(appPackage) {
  const shared = {};
  for (const library of UI_LIBRARIES) {
    shared[library.prefix] = {
      import: false,
      singleton: true,
      requiredVersion: requiredVersionOf(appPackage, library.package) ?? requiredVersionOf(sdkPackage, library.package),
      allowNodeModulesSuffixMatch: true,
      include: { request: /^[\w-]+(\.js)?$/ },
    };
  }
  return shared;
}

/**
 * Shell: a `ProvideSharedPlugin` (from the app's own `@module-federation/enhanced`) that provides
 * every module of UI_LIBRARIES under its share key without consuming it, so the shell's own imports
 * stay direct. Absolute paths make each provision unconditional, used by the shell or not.
 */
function createUiProvidePlugin(dir) {
  const { ProvideSharedPlugin } = require(require.resolve('@module-federation/enhanced', { paths: [dir] }));
  const provides = {};
  for (const library of UI_LIBRARIES) {
    const packageJson = require.resolve(`${library.package}/package.json`, { paths: [dir] });
    const { version } = JSON.parse(readFileSync(packageJson, 'utf8'));
    const folder = path.join(path.dirname(packageJson), library.prefix.slice(library.package.length + 1));
    for (const file of library.modules(folder)) {
      const shareKey = library.prefix + file.replace(/(\/index)?\.js$/, '');
      provides[path.join(folder, file)] = { shareKey, version, singleton: true, requiredVersion: false };
    }
  }
  const plugin = new ProvideSharedPlugin({ provides });
  return {
    // A child compiler (the service worker's) copies the compiler's hooks: without this guard it
    // would take every provided module in as well.
    apply(compiler) {
      const earlier = compiler.hooks.finishMake.taps.length;
      plugin.apply(compiler);
      for (const tap of compiler.hooks.finishMake.taps.slice(earlier)) {
        const provide = tap.fn;
        tap.fn = (compilation) => (compilation.compiler.isChild() ? Promise.resolve() : provide(compilation));
      }
    },
  };
}

/**
 * The runtime plugin that hands the shell's federation runtime to the remotes. What the option
 * `provideExternalRuntime` adds, but its ES module build: the option's CommonJS build brought a
 * second, CommonJS copy of the runtime into the shell (10 KB of brotli).
 */
function externalRuntimeProvider() {
  // The plugin's version is the one `@module-federation/enhanced` depends on.
  const main = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [require.resolve('@module-federation/enhanced')] });
  return path.join(path.dirname(main), 'index.js');
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
    shared: exposes ? { ...sharedSingletons(appPackage), ...consumedUi(appPackage) } : sharedSingletons(appPackage),
    runtimePlugins: [...runtimePlugins.map((p) => path.resolve(p)), ...(exposes ? [] : [externalRuntimeProvider()])],
    // Each remote's entry loads when its area opens. The default ('version-first') fetched every
    // remote's remoteEntry.js on the first shared module a page asked for, to compare versions
    // the one build never makes differ: 22 KB each, about 90 KB on every remote route.
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
    // Remotes are plain remoteEntry.js URLs (no mf-manifest snapshots) and only browsers
    // run these bundles, so the runtime drops its snapshot and Node loading code. Remote
    // entries use the shell's federation runtime (externalRuntime) instead of carrying their own.
    experiments: { optimization: { disableSnapshot: true, target: 'web' }, externalRuntime: Boolean(exposes) },
  };
}

module.exports = { createFederationConfig, createUiProvidePlugin, sharedSingletons, SINGLETONS, SDK };
