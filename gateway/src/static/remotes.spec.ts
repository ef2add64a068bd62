import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { federationManifest, scanRemotes } from './remotes';

describe('remotes', () => {
  it('lists built remotes only, with federation names', () => {
    const root = mkdtempSync(join(tmpdir(), 'remotes-'));
    mkdirSync(join(root, 'mfe-matches', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mfe-matches', 'dist', 'remoteEntry.js'), '');
    mkdirSync(join(root, 'mfe-grounds', 'dist'), { recursive: true });
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    expect(federationManifest(scanRemotes(root))).toEqual({ remotes: [{ name: 'mfe_matches', entry: '/remotes/mfe-matches/remoteEntry.js' }] });
    expect(scanRemotes(join(root, 'missing'))).toEqual([]);
  });
});
