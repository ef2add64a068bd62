// The files the shell's entry fetches as it starts (issue 23's short waterfall), asked for by
// index.html itself. Without it, each waits for main.js to arrive and run (0.4 s after the page on
// a phone's network); the bootstrap boundary and the shared modules it consumes are fetched by
// every page, so the browser can fetch them alongside main.js.
// Plain CommonJS so the shell's webpack config can require it without a TypeScript step.
const { chunksLoadedWith, javascriptFiles } = require('./shared-loads');

/**
 * The JavaScript files of `groupNames`' chunk groups and of every provided shared module their
 * chunks consume, followed through the providers' own consumes (chunksLoadedWith).
 */
function startupFiles(compilation, groupNames) {
  const groups = groupNames.map((name) => compilation.namedChunkGroups.get(name)).filter(Boolean);
  return javascriptFiles(chunksLoadedWith(compilation, groups, { followShared: true }));
}

/**
 * Adds a `<link rel="preload" as="script">` per start-up file after the entry's script tag in
 * index.html (`HtmlWebpackPlugin` is the app's own), so main.js is still asked for first.
 */
class StartupPreloadPlugin {
  constructor({ HtmlWebpackPlugin, groups }) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
    this.groups = groups;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartupPreloadPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupPreloadPlugin', (data) => {
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '');
        const links = startupFiles(compilation, this.groups).map((file) =>
          this.HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: publicPath + file }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartupPreloadPlugin, startupFiles };
