import { remoteManifestOf, type RemoteManifest } from './index';

const MANIFEST: RemoteManifest = {
  remotes: [
    { name: 'mfe_matches', entry: '/remotes/mfe-matches/remoteEntry.js', routes: [{ path: '/matches/:id', area: 'Matches' }, { path: '/my/matches', area: 'Matches' }] },
    { name: 'mfe_grounds', entry: '/remotes/mfe-grounds/remoteEntry.js', routes: [{ path: '/ground-booking', area: 'Ground Booking' }] },
  ],
};

describe('remoteManifestOf', () => {
  it('keeps the well-formed entries and routes of a manifest read from outside', () => {
    const read = remoteManifestOf({
      remotes: [
        ...MANIFEST.remotes,
        { name: 'not a remote', entry: '/x.js', routes: [] },
        { name: 'mfe_x', entry: '/remotes/mfe-x/remoteEntry.js', routes: [{ path: 'relative', area: 'X' }, { path: '/x', area: '' }, { path: '/y', area: 'Y' }] },
      ],
    });
    expect(read.remotes.map((remote) => remote.name)).toEqual(['mfe_matches', 'mfe_grounds', 'mfe_x']);
    expect(read.remotes[2].routes).toEqual([{ path: '/y', area: 'Y' }]);
    expect(remoteManifestOf(null)).toEqual({ remotes: [] });
    expect(remoteManifestOf({ remotes: 'all' })).toEqual({ remotes: [] });
  });
});
