import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteManifestEntry, type RemoteName } from '@cricket/shell-sdk';

export type RegisteredRemotes = ReadonlyMap<RemoteName, RemoteManifestEntry>;

function isEntry(value: unknown): value is RemoteManifestEntry {
  const entry = value as RemoteManifestEntry;
  return (
    !!entry &&
    typeof entry.entry === 'string' &&
    (REMOTE_NAMES as readonly string[]).includes(entry.name)
  );
}

async function fetchManifest(): Promise<RemoteManifestEntry[]> {
  try {
    const response = await fetch('/mf-manifest.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return [];
    const body = (await response.json()) as { remotes?: unknown };
    return Array.isArray(body.remotes) ? body.remotes.filter(isEntry) : [];
  } catch (error) {
    // No manifest (a static server without the gateway) means no remote is deployed.
    console.debug('[remotes] manifest unavailable', error);
    return [];
  }
}

let registered: Promise<RegisteredRemotes> | null = null;

/** Reads /mf-manifest.json once and registers its remotes with the federation runtime. */
export function loadRemoteManifest(): Promise<RegisteredRemotes> {
  registered ??= fetchManifest().then((entries) => {
    if (entries.length) registerRemotes(entries.map(({ name, entry }) => ({ name, entry })));
    return new Map(entries.map((entry) => [entry.name, entry]));
  });
  return registered;
}

/** Registers a remote again with force, so a retry fetches its entry afresh. */
export function reRegisterRemote(entry: RemoteManifestEntry): void {
  registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
}
