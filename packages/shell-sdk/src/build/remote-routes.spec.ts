import { readRouteDeclaration } from '../../remote-routes';

describe('readRouteDeclaration', () => {
  it('lists every path of every area in declaration order', () => {
    expect(readRouteDeclaration({ Matches: { '/my/matches': 'MatchesList', '/matches/:id': 'SharedMatch' }, Teams: { '/my/teams': 'TeamsList' } })).toEqual({
      routes: [
        { path: '/my/matches', area: 'Matches' },
        { path: '/matches/:id', area: 'Matches' },
        { path: '/my/teams', area: 'Teams' },
      ],
      errors: [],
    });
  });

  it('names each mistake a build must not ship', () => {
    expect(readRouteDeclaration({ ' ': { '/a': 'A' }, Empty: {}, Matches: { 'my/matches': 'List', '/a': '', '/b': 'B' }, Teams: { '/b': 'B' } }).errors).toEqual([
      'an area has an empty name',
      'area "Empty" must map at least one path to a page name',
      '"my/matches" must be an absolute path',
      '"/a" is declared twice',
      '"/a" must name its page',
      '"/b" is declared twice',
    ]);
    expect(readRouteDeclaration(['/a']).errors).toEqual(['must be an object of areas, each mapping paths to page names']);
  });
});
