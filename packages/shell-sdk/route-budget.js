// The JavaScript budget of every route, as a phone receives it (issue 23): the brotli files the
// gateway serves, read from each build's real chunk graph. A route opened cold fetches the
// shell's frame (entry, bootstrap, what every page fetches once painted, the shared modules they
// consume) plus the route's own chunks; moving into it once the shell runs fetches only the latter.
// The build fails past either limit.
// Plain CommonJS so each app's webpack config can require it without a TypeScript step.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { Compilation, WebpackError, sources } = require('webpack');
const { chunksLoadedWith, javascriptFiles } = require('./shared-loads');

const LIMITS = { coldKb: 300, moveKb: 100 };
const REPORT_FILE = 'route-budget.json';

/**
 * Pure check. `frame` and each route's `files` are `{ file, bytes }` lists; a route's move is its
 * files not already in the frame, its cold load the frame plus that move. `overages` holds the
 * move ceilings of routes known to be over `limits` (route-budget-overages.js), and `frameKb` the
 * ceiling of the frame they all fetch cold: such a route fails past its own move ceiling, or cold
 * past the frame's ceiling plus that, so it can shrink but never grow. The frame is held to
 * `frameKb` itself, so that frame growth shows once, not in every route's figure.
 */
function checkRouteBudgets({ frame, routes, limits = LIMITS, overages = {}, frameKb, frameName = 'shell frame' }) {
  const inFrame = new Set(frame.map((f) => f.file));
  const frameBytes = frame.reduce((sum, f) => sum + f.bytes, 0);
  const rows = routes.map(({ name, files }) => {
    const unique = new Map(files.filter((f) => !inFrame.has(f.file)).map((f) => [f.file, f.bytes]));
    const moveBytes = [...unique.values()].reduce((sum, bytes) => sum + bytes, 0);
    return { name, coldBytes: frameBytes + moveBytes, moveBytes };
  });
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const failures = [];
  if (frameKb !== undefined && frameBytes > frameKb * 1024) failures.push(`${frameName}: ${kb(frameBytes)} KB (limit ${frameKb} KB recorded)`);
  for (const row of rows) {
    const ceiling = overages[row.name];
    if (ceiling && frameKb === undefined) throw new Error(`route ${row.name} is recorded as over budget, but no frame ceiling is given`);
    const coldKb = ceiling ? frameKb + ceiling.moveKb : limits.coldKb;
    const moveKb = ceiling ? ceiling.moveKb : limits.moveKb;
    const over = ceiling ? ' recorded as over budget' : '';
    if (row.coldBytes > coldKb * 1024) failures.push(`${row.name}: ${kb(row.coldBytes)} KB opened cold (limit ${coldKb} KB${over})`);
    if (row.moveBytes > moveKb * 1024) failures.push(`${row.name}: ${kb(row.moveBytes)} KB to move in (limit ${moveKb} KB${over})`);
  }
  return { frameBytes, rows, failures };
}

/** Bytes a browser receives for an emitted file: its brotli sibling when the build wrote one. */
function servedBytes(compilation, file) {
  const compressed = compilation.getAsset(`${file}.br`) ?? compilation.getAsset(file);
  return compressed.source.size();
}

/**
 * The JavaScript files of `groups`' chunks with every chunk that provides a shared module they
 * consume (chunksLoadedWith): in the shell (`followShared`), its own; in a remote, the files the
 * shell's build reported for it (`provided`, by share key: the antd components a remote takes from
 * the shell).
 */
function filesOf(compilation, groups, { followShared, provided = {} }) {
  const fromShell = [];
  const chunks = chunksLoadedWith(compilation, groups, { followShared, onConsume: (shareKey) => fromShell.push(...(provided[shareKey] ?? [])) });
  const files = [...fromShell, ...javascriptFiles(chunks).map((file) => ({ file, bytes: servedBytes(compilation, file) }))];
  return [...new Map(files.map((f) => [f.file, f])).values()];
}

/** The shell's provided modules (the antd components) by share key, each with the files its load fetches. */
function providedBy(compilation) {
  const provided = {};
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const groups = module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
    provided[module._name] = filesOf(compilation, groups, { followShared: true });
  }
  return provided;
}

/** Names a page's chunk group by its chunk name or the module it imports (`./diary/pages/DiaryCalendarPage`). */
function groupLabel(group) {
  return group.name ?? group.origins.map((origin) => origin.request).find(Boolean) ?? `group ${group.index}`;
}

/**
 * Webpack plugin for the shell (`frameGroups`: the async groups every page loads, such as the
 * bootstrap boundary and what the page fetches once it has painted; `pagePrefix`: its lazy pages'
 * chunk names; `remoteGroups`: what it loads to mount any remote) or a remote (`shellReport`: the shell's dist/route-budget.json, whose
 * `remoteFrame` every cold route of a remote also fetches; its routes are the lazy pages under
 * each exposed module). Writes dist/route-budget.json and fails the build past `limits`, or for
 * routes recorded in `overages`, past their ceilings: `frameKb` is that of the frame the build's
 * routes fetch cold (the shell's own, or for a remote the shell's remote frame), `remoteFrameKb`
 * (the shell only) that of the remote frame.
 */
class RouteBudgetPlugin {
  constructor({ frameGroups = [], pagePrefix, remoteGroups = [], shellReport, limits = LIMITS, overages = {}, frameKb, remoteFrameKb }) {
    this.overages = overages;
    this.frameKb = frameKb;
    this.remoteFrameKb = remoteFrameKb;
    this.frameGroups = frameGroups;
    this.pagePrefix = pagePrefix;
    this.remoteGroups = remoteGroups;
    this.shellReport = shellReport;
    this.limits = limits;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteBudgetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => this.check(compilation));
    });
  }

  /** The shell's own frame and pages, or a remote's pages measured against the shell's frame. */
  measure(compilation) {
    const named = (name) => {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) throw new WebpackError(`Route budget: chunk group '${name}' not found`);
      return group;
    };
    const entrypoints = [...compilation.entrypoints.values()];
    if (!this.shellReport) {
      const frame = filesOf(compilation, [...entrypoints, ...this.frameGroups.map(named)], { followShared: true });
      const pages = [...compilation.namedChunkGroups.values()].filter((group) => group.name?.startsWith(this.pagePrefix));
      const routes = pages.map((group) => ({ name: group.name, files: filesOf(compilation, [group], { followShared: true }) }));
      const remoteFrame = [...frame, ...filesOf(compilation, this.remoteGroups.map(named), { followShared: true })];
      return { frame, routes, remoteFrame: [...new Map(remoteFrame.map((f) => [f.file, f])).values()], provided: providedBy(compilation) };
    }
    // A remote: the shell provides every shared singleton, so its own fallbacks are never fetched.
    let shell;
    try {
      shell = JSON.parse(readFileSync(this.shellReport, 'utf8'));
    } catch {
      throw new WebpackError(`Route budget: ${this.shellReport} is missing; build the shell first (npm run build does)`);
    }
    const own = { followShared: false, provided: shell.provided };
    const container = entrypoints.flatMap((entrypoint) => filesOf(compilation, [entrypoint], own));
    // The container entry (remoteEntry.js) loads each exposed module through a block of its own;
    // its other children provide shared modules the shell already provides. A page is a block the
    // remote's own code (src/) opens; the rest are fallbacks of shared modules and lazy SDK parts.
    const src = path.join(compilation.options.context, 'src');
    const openedFrom = (group, test) => group.origins.some((origin) => typeof origin.request === 'string' && test(origin.module));
    const exposed = entrypoints.flatMap((entrypoint) => [...entrypoint.getChildren()]).filter((group) => openedFrom(group, (module) => module?.type !== 'provide-module'));
    const area = [...container, ...filesOf(compilation, exposed, own)];
    const pages = [...new Set(exposed.flatMap((group) => [...group.getChildren()]))].filter((group) => openedFrom(group, (module) => module?.resource?.startsWith(src)));
    const routes = (pages.length ? pages : exposed).map((group) => ({
      name: groupLabel(group),
      files: [...area, ...filesOf(compilation, [group], own)],
    }));
    return { frame: shell.remoteFrame, routes };
  }

  check(compilation) {
    let measured;
    let checked;
    try {
      measured = this.measure(compilation);
      checked = checkRouteBudgets({ ...measured, limits: this.limits, overages: this.overages, frameKb: this.frameKb });
      if (measured.remoteFrame && this.remoteFrameKb !== undefined) {
        checked.failures.push(...checkRouteBudgets({ frame: measured.remoteFrame, routes: [], frameKb: this.remoteFrameKb, frameName: 'remote frame' }).failures);
      }
    } catch (error) {
      compilation.errors.push(error instanceof WebpackError ? error : new WebpackError(`Route budget: ${error.message}`));
      return;
    }
    const { frameBytes, rows, failures } = checked;
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
    const lines = rows.map((r) => `  ${kb(r.coldBytes)} cold ${kb(r.moveBytes)} move  ${r.name}`);
    const remoteFrame = measured.remoteFrame ? `; remote frame ${kb(measured.remoteFrame.reduce((sum, f) => sum + f.bytes, 0)).trim()}` : '';
    process.stdout.write(
      `Route budget (brotli as served; limits ${this.limits.coldKb} KB cold, ${this.limits.moveKb} KB to move in; shell frame ${kb(frameBytes).trim()}${remoteFrame}):\n${lines.join('\n')}\n`,
    );
    const report = { limits: this.limits, frame: measured.frame, remoteFrame: measured.remoteFrame, provided: measured.provided, routes: rows };
    compilation.emitAsset(REPORT_FILE, new sources.RawSource(JSON.stringify(report, null, 1)));
    for (const failure of failures) compilation.errors.push(new WebpackError(`Route budget exceeded: ${failure}`));
  }
}

module.exports = { checkRouteBudgets, RouteBudgetPlugin, LIMITS, REPORT_FILE };
