// What loading a chunk group fetches once Module Federation's sharing is counted: one walk for the
// route budget and the start-up preloads, so that the files index.html asks for and the files the
// budget counts as the frame are the same.
// Plain CommonJS so each app's webpack config can require it without a TypeScript step.

/**
 * The chunks a load of `groups` fetches: their own, and for each shared module they consume the
 * chunks that provide it, followed through those chunks' own consumes. In the shell's build
 * (`followShared`) that is the shell's own provided module, which the runtime loads since the shell
 * is the only provider, or the consume's fallback where it provides none; a remote provides what
 * it consumes from the shell's build instead, so it follows none. `onConsume` hears each share key.
 */
function chunksLoadedWith(compilation, groups, { followShared, onConsume = () => {} }) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  if (followShared) for (const module of compilation.modules) if (module.type === 'provide-module') providers.set(module._name, module);
  const chunks = new Set();
  const visit = (chunk) => {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      // A consume-shared module loads its provider's chunks before the consuming chunk runs: they
      // belong to the same load.
      if (module.type !== 'consume-shared-module') continue;
      onConsume(module.options.shareKey);
      const loaded = providers.get(module.options.shareKey) ?? (followShared ? module : undefined);
      for (const block of loaded?.blocks ?? []) chunkGraph.getBlockChunkGroup(block)?.chunks.forEach(visit);
    }
  };
  for (const group of groups) group.chunks.forEach(visit);
  return chunks;
}

/** The JavaScript files of `chunks`. */
const javascriptFiles = (chunks) => [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

module.exports = { chunksLoadedWith, javascriptFiles };
