import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_MANIFEST_ELEMENT_ID, type RemoteManifest } from '@cricket/contracts';
import { federationManifest, scanRemotes, withManifest } from './remotes';

describe('remotes', () => {
  it('lists built remotes only, with federation names and the routes their builds declare', () => {
    const root = mkdtempSync(join(tmpdir(), 'remotes-'));
    mkdirSync(join(root, 'mfe-matches', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mfe-matches', 'dist', 'remoteEntry.js'), '');
    writeFileSync(join(root, 'mfe-matches', 'dist', 'routes.json'), JSON.stringify([{ path: '/my/matches', area: 'Matches' }, { path: 'no-slash', area: 'Matches' }, { area: 'Matches' }]));
    mkdirSync(join(root, 'mfe-grounds', 'dist'), { recursive: true });
    mkdirSync(join(root, 'mfe-old', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mfe-old', 'dist', 'remoteEntry.js'), '');
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    expect(federationManifest(root, scanRemotes(root))).toEqual({
      remotes: [
        { name: 'mfe_matches', entry: '/remotes/mfe-matches/remoteEntry.js', routes: [{ path: '/my/matches', area: 'Matches' }] },
        // Built before routes were declared by remotes: registered, but it renders nowhere.
        { name: 'mfe_old', entry: '/remotes/mfe-old/remoteEntry.js', routes: [] },
      ],
    });
    expect(scanRemotes(join(root, 'missing'))).toEqual([]);
  });

  it('inlines the manifest in the page head, where no value can close its element', () => {
    const manifest: RemoteManifest = { remotes: [{ name: 'mfe_x', entry: '/remotes/mfe-x/remoteEntry.js', routes: [{ path: '/x', area: '</script><script>alert(1)</script>' }] }] };
    const page = withManifest('<html><head><title>t</title></head><body></body></html>', manifest);
    const block = page.slice(page.indexOf('<script'), page.indexOf('</head>'));
    expect(block.startsWith(`<script id="${REMOTE_MANIFEST_ELEMENT_ID}" type="application/json">`)).toBe(true);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block.slice(block.indexOf('>') + 1, block.lastIndexOf('</script>')))).toEqual(manifest);
  });
});
