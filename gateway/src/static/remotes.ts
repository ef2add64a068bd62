import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface RemoteEntry {
  name: string;
  entry: string;
}

export interface FederationManifest {
  remotes: RemoteEntry[];
}

const REMOTE_FOLDER = /^mfe-[a-z0-9][a-z0-9-]*$/;

/** The built remotes under `remotesDir` (folders `mfe-<name>` with `dist/remoteEntry.js`), found once at startup. */
export function scanRemotes(remotesDir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(remotesDir);
  } catch {
    return [];
  }
  return entries.filter((folder) => REMOTE_FOLDER.test(folder) && existsSync(join(remotesDir, folder, 'dist', 'remoteEntry.js'))).sort();
}

/** What the shell reads at run time to register its remotes (CONVENTIONS.md: never baked into the build). */
export function federationManifest(folders: string[]): FederationManifest {
  return {
    remotes: folders.map((folder) => ({ name: folder.replace(/-/g, '_'), entry: `/remotes/${folder}/remoteEntry.js` })),
  };
}
