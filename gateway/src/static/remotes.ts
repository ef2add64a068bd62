import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_MANIFEST_ELEMENT_ID, remoteRoutesOf, type RemoteManifest, type RemoteRoute } from '@cricket/contracts';

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

/** A remote's routes as its build wrote them (`dist/routes.json`); a remote built without any renders nowhere. */
function routesOf(remotesDir: string, folder: string): RemoteRoute[] {
  try {
    return remoteRoutesOf(JSON.parse(readFileSync(join(remotesDir, folder, 'dist', 'routes.json'), 'utf8')));
  } catch {
    return [];
  }
}

/** What the shell reads at run time to register the remotes and mount each for its own routes (CONVENTIONS.md: never baked into the build). */
export function federationManifest(remotesDir: string, folders: string[]): RemoteManifest {
  return {
    remotes: folders.map((folder) => ({ name: folder.replace(/-/g, '_'), entry: `/remotes/${folder}/remoteEntry.js`, routes: routesOf(remotesDir, folder) })),
  };
}

/**
 * The shell's index.html with the manifest inlined as a JSON data block (never executed, so the
 * script policy allows it): the shell knows every route without asking. `<` is escaped so no
 * value can close the element.
 */
export function withManifest(indexHtml: string, manifest: RemoteManifest): string {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  const block = `<script id="${REMOTE_MANIFEST_ELEMENT_ID}" type="application/json">${json}</script>`;
  const at = indexHtml.indexOf('</head>');
  return at >= 0 ? `${indexHtml.slice(0, at)}${block}${indexHtml.slice(at)}` : `${block}${indexHtml}`;
}
