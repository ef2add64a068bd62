import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_MANIFEST_ELEMENT_ID, remoteManifestOf, type RemoteManifest, type RemoteManifestEntry } from '@cricket/contracts';

let read: { text: string | null; manifest: RemoteManifest } | null = null;

/**
 * The manifest the gateway inlines in index.html: every built remote with the routes it declares.
 * Known before any request, so a remote's route opened cold waits for no manifest fetch. A page
 * served without it (a bare static server) has no remote deployed.
 */
export function remoteManifest(): RemoteManifest {
  const text = document.getElementById(REMOTE_MANIFEST_ELEMENT_ID)?.textContent ?? null;
  if (read?.text !== text) {
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch (error) {
      console.error('[remotes] the inlined manifest is not JSON', error);
    }
    read = { text, manifest: remoteManifestOf(parsed) };
  }
  return read.manifest;
}

let registered = false;

/** Registers the manifest's remotes with the federation runtime, once. */
export function registerManifestRemotes(): void {
  if (registered) return;
  registered = true;
  const { remotes } = remoteManifest();
  if (remotes.length) registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
}

/** Registers a remote again with force, so a retry fetches its entry afresh. */
export function reRegisterRemote(entry: RemoteManifestEntry): void {
  registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
}
