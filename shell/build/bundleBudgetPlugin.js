/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS build code, required by webpack.config.js */
// Prints and enforces the initial-load budget: the gzipped JavaScript a browser fetches
// before '/' is interactive. That is the entry's chunks, the named async groups the
// entry always loads at start (the bootstrap boundary and the home page), and every
// chunk that provides a shared module those chunks consume (react, antd pieces, the SDK).
// The figure is also emitted as dist/bundle-budget.json, which `npm run bench` reads.
const zlib = require('node:zlib');
const { Compilation, WebpackError, sources } = require('webpack');

class BundleBudgetPlugin {
  constructor({ limitKb, initialChunkGroups }) {
    this.limitKb = limitKb;
    this.initialChunkGroups = initialChunkGroups;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BundleBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BundleBudgetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => this.check(compilation),
      );
    });
  }

  initialChunks(compilation) {
    const { chunkGraph } = compilation;
    const chunks = new Set();
    const visit = (chunk) => {
      if (chunks.has(chunk)) return;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // A consume-shared module loads its fallback through an async block: that chunk
        // is fetched before the consuming chunk runs, so it belongs to the initial load.
        if (module.type !== 'consume-shared-module') continue;
        for (const block of module.blocks) {
          const group = chunkGraph.getBlockChunkGroup(block);
          if (group) group.chunks.forEach(visit);
        }
      }
    };
    for (const entrypoint of compilation.entrypoints.values()) entrypoint.chunks.forEach(visit);
    for (const name of this.initialChunkGroups) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) {
        compilation.errors.push(new WebpackError(`Bundle budget: chunk group '${name}' not found`));
        continue;
      }
      group.chunks.forEach(visit);
    }
    return chunks;
  }

  check(compilation) {
    const rows = [];
    for (const chunk of this.initialChunks(compilation)) {
      for (const file of chunk.files) {
        if (!file.endsWith('.js')) continue;
        const source = compilation.getAsset(file).source.buffer();
        rows.push({ file, gzip: zlib.gzipSync(source, { level: 9 }).length });
      }
    }
    const totalKb = rows.reduce((sum, r) => sum + r.gzip, 0) / 1024;
    rows.sort((a, b) => b.gzip - a.gzip);
    const lines = rows.map((r) => `  ${(r.gzip / 1024).toFixed(1).padStart(7)} KB  ${r.file}`);
    const verdict = totalKb <= this.limitKb ? 'within budget' : 'OVER BUDGET';
    const report = `Bundle budget: initial JavaScript for '/' is ${totalKb.toFixed(1)} KB gzipped (limit ${this.limitKb} KB, ${verdict})`;
    process.stdout.write(`${report}\n${lines.join('\n')}\n`);
    compilation.emitAsset('bundle-budget.json', new sources.RawSource(JSON.stringify({ limitKb: this.limitKb, files: rows })));
    if (totalKb > this.limitKb) compilation.errors.push(new WebpackError(report));
  }
}

module.exports = { BundleBudgetPlugin };
