// A remote's routes, declared once in its src/routes.json (see RemoteRouteDeclaration in
// src/remote.ts), checked at build and emitted as dist/routes.json for the gateway's manifest.
// Plain CommonJS so each app's webpack config can require it without a TypeScript step.
const { readFileSync } = require('node:fs');

const OUTPUT_FILE = 'routes.json';

/** The declaration as `{ path, area }` rows, or the mistakes that make it unusable. */
function readRouteDeclaration(declaration) {
  const errors = [];
  const routes = [];
  if (!declaration || typeof declaration !== 'object' || Array.isArray(declaration)) {
    return { routes, errors: ['must be an object of areas, each mapping paths to page names'] };
  }
  const seen = new Set();
  for (const [area, paths] of Object.entries(declaration)) {
    if (!area.trim()) errors.push('an area has an empty name');
    if (!paths || typeof paths !== 'object' || Array.isArray(paths) || !Object.keys(paths).length) {
      errors.push(`area "${area}" must map at least one path to a page name`);
      continue;
    }
    for (const [path, page] of Object.entries(paths)) {
      if (!path.startsWith('/')) errors.push(`"${path}" must be an absolute path`);
      if (seen.has(path)) errors.push(`"${path}" is declared twice`);
      if (typeof page !== 'string' || !page) errors.push(`"${path}" must name its page`);
      seen.add(path);
      routes.push({ path, area });
    }
  }
  return { routes, errors };
}

/** Webpack plugin for a remote: reads `declarationFile` once a build, fails it on a mistake, emits dist/routes.json. */
class RemoteRoutesPlugin {
  constructor({ declarationFile }) {
    this.declarationFile = declarationFile;
  }

  apply(compiler) {
    const { WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteRoutesPlugin', (compilation) => {
      compilation.fileDependencies.add(this.declarationFile);
      compilation.hooks.processAssets.tap({ name: 'RemoteRoutesPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        let declaration;
        try {
          declaration = JSON.parse(readFileSync(this.declarationFile, 'utf8'));
        } catch (error) {
          compilation.errors.push(new WebpackError(`${this.declarationFile}: ${error.message}`));
          return;
        }
        const { routes, errors } = readRouteDeclaration(declaration);
        for (const error of errors) compilation.errors.push(new WebpackError(`${this.declarationFile}: ${error}`));
        if (!errors.length) compilation.emitAsset(OUTPUT_FILE, new sources.RawSource(JSON.stringify(routes)));
      });
    });
  }
}

module.exports = { RemoteRoutesPlugin, readRouteDeclaration, OUTPUT_FILE };
