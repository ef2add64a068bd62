import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CricsheetMatch } from './cricsheet';

/**
 * The real matches of ../shared/cricsheet (Data from Cricsheet, cricsheet.org, Open Data Commons
 * Attribution License) for tests and benches: the repository's sibling folder unless CRICSHEET_DIR
 * names another. A missing folder is an error, never a quietly empty corpus.
 */
export const CRICSHEET_DIR = process.env.CRICSHEET_DIR ?? join(__dirname, '../../../../../shared/cricsheet');

/** Every match file below `folder` of the corpus (all of it by default), by path relative to the corpus. */
export function cricsheetFiles(folder = ''): string[] {
  const root = join(CRICSHEET_DIR, folder);
  if (!existsSync(root)) throw new Error(`No Cricsheet corpus at ${root}: set CRICSHEET_DIR`);
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.json')) found.push(relative(CRICSHEET_DIR, path));
    }
  };
  walk(root);
  return found;
}

export function readCricsheet(file: string): CricsheetMatch {
  return JSON.parse(readFileSync(join(CRICSHEET_DIR, file), 'utf8')) as CricsheetMatch;
}
