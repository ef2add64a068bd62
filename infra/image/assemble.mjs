// Lays out one app's image contents under <out>/<app> (run in infra/Dockerfile's builder stage, after the
// locked install and the compile to .build/): the app's compiled JavaScript at its repository path, its
// workspace packages compiled under node_modules/@cricket/*, and only the production dependencies its
// package.json reaches (dependencies, optional and peer dependencies that are installed), walked the
// way Node resolves them. Dev tools, other apps' dependencies, sources and type declarations stay out.
//   node infra/image/assemble.mjs <out> <app folder>...   e.g. node infra/image/assemble.mjs /out services/identity gateway
import { cpSync, existsSync, mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

const ROOT = process.cwd();
const BUILD = join(ROOT, '.build');
const [out, ...apps] = process.argv.slice(2);
if (!out || apps.length === 0) throw new Error('usage: assemble.mjs <out> <app folder>...');

/** Files no running app reads: sources, declarations, maps, docs. */
const SKIPPED = /(\.d\.[cm]?ts|\.ts|\.tsx|\.map|\.md|\.markdown)$/i;
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const workspaces = new Map(
  readJson(join(ROOT, 'package.json')).workspaces.map((folder) => [readJson(join(ROOT, folder, 'package.json')).name, folder]),
);

/** Where `name` resolves from a package at `from` (absolute), as Node walks up node_modules folders. */
function resolvePackage(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dir === ROOT || dir === dirname(dir)) return null;
  }
}

/** The package.json of a workspace package with its entry points moved from .ts sources to compiled .js. */
function compiledManifest(folder) {
  const manifest = readJson(join(ROOT, folder, 'package.json'));
  const toJs = (value) =>
    typeof value === 'string' ? value.replace(/\.tsx?$/, '.js') : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toJs(v)]));
  for (const key of ['main', 'exports']) if (manifest[key]) manifest[key] = toJs(manifest[key]);
  delete manifest.types;
  delete manifest.devDependencies;
  return manifest;
}

function assemble(appFolder) {
  const target = join(out, appFolder.split('/').pop());
  const seen = new Set();
  /** Where a package found at `real` goes in the image: workspace packages move under node_modules. */
  const placeOf = (real) => {
    const rel = relative(ROOT, real);
    for (const [name, folder] of workspaces) {
      if (folder === appFolder) continue;
      if (rel === folder || rel.startsWith(folder + sep)) return join('node_modules', name, relative(folder, rel));
    }
    return rel;
  };
  const visit = (real) => {
    if (seen.has(real)) return;
    seen.add(real);
    const rel = relative(ROOT, real);
    const manifest = readJson(join(real, 'package.json'));
    const workspace = [...workspaces.values()].find((folder) => folder === rel);
    if (workspace) {
      const place = join(target, placeOf(real));
      cpSync(join(BUILD, workspace), place, { recursive: true });
      writeFileSync(join(place, 'package.json'), JSON.stringify(compiledManifest(workspace), null, 2));
    } else {
      cpSync(real, join(target, placeOf(real)), {
        recursive: true,
        // Nested node_modules are visited as dependencies; .bin holds links to dev tools.
        filter: (source) => {
          const inner = relative(real, source);
          return !(inner.split(sep).includes('node_modules') || SKIPPED.test(source));
        },
      });
    }
    const installedPeers = Object.keys(manifest.peerDependencies ?? {});
    const names = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.optionalDependencies ?? {}), ...installedPeers];
    for (const name of names) {
      const found = resolvePackage(name, real);
      // Optional and peer dependencies that are not installed (other platforms, unused integrations).
      if (found) visit(found);
      else if (manifest.dependencies?.[name] && !manifest.optionalDependencies?.[name]) throw new Error(`${rel}: ${name} is not installed`);
    }
  };
  mkdirSync(target, { recursive: true });
  visit(join(ROOT, appFolder));
  process.stdout.write(`[assemble] ${appFolder}: ${seen.size - 1} packages\n`);
}

for (const app of apps) assemble(app);
