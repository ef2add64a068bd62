// The files the shell's entry fetches as it starts (issue 23's short waterfall), asked for by
// index.html itself. Without it, each waits for main.js to arrive and run (0.4 s after the page on
// a phone's network); the bootstrap boundary and the shared modules it consumes are fetched by
// every page, so the browser can fetch them alongside main.js.
// Plain CommonJS so the shell's webpack config can require it without a TypeScript step.

/**
 * The JavaScript files of `groupNames`' chunk groups and of every provided shared module their
 * chunks consume, followed through the providers' own consumes: at start-up the shell is the only
 * provider, so the runtime loads its provided module's chunks, never the consume's fallback.
 */
function startupFiles(compilation, groupNames) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') providers.set(module._name, module);
  const chunks = new Set();
  const visit = (chunk) => {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const provider = providers.get(module.options.shareKey);
      for (const block of provider?.blocks ?? []) chunkGraph.getBlockChunkGroup(block)?.chunks.forEach(visit);
    }
  };
  for (const name of groupNames) compilation.namedChunkGroups.get(name)?.chunks.forEach(visit);
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
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
