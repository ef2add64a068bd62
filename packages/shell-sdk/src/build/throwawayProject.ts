import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import webpack, { type Stats } from 'webpack';

/** Runs a production webpack build of `options` to its end, errors included in its stats. */
export function runWebpack(options: webpack.Configuration): Promise<Stats> {
  const compiler = webpack({ mode: 'production', ...options });
  return new Promise((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error) : compiler.close(() => resolve(stats)))));
}

/** A folder for a test's real build: made before each test of the calling `describe`, removed after it. */
export function throwawayProject(prefix: string) {
  const project = {
    dir: '',
    write(path: string, text: string) {
      mkdirSync(dirname(join(project.dir, path)), { recursive: true });
      writeFileSync(join(project.dir, path), text);
    },
  };
  beforeEach(() => {
    project.dir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterEach(() => rmSync(project.dir, { recursive: true, force: true }));
  return project;
}
