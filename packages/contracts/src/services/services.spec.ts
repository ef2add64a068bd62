import { routeOwner } from './index';
import { subjectMatches } from '../events';

describe('routeOwner', () => {
  it.each([
    ['/api/user', 'identity'],
    ['/api/users', 'identity'],
    ['/api/workspaces/3/members', 'identity'],
    ['/api/invites/abc/accept', 'identity'],
    ['/api/my/matches/5', 'matches'],
    ['/api/tournaments?status=ongoing', 'matches'],
    ['/api/players/5/career', 'matches'],
    ['/api/my/players', 'matches'],
    ['/api/leaderboards?season=2024&format=t20', 'matches'],
    ['/ground-bookings/4/status', 'grounds'],
    ['/api/ground-bookings/all-workspaces', 'grounds'],
    ['/api/statistics', 'statistics'],
  ])('%s → %s', (path, owner) => {
    expect(routeOwner(path)).toBe(owner);
  });

  it('does not match on a partial path segment', () => {
    expect(routeOwner('/api/userx')).toBeNull();
    expect(routeOwner('/api/nothing')).toBeNull();
  });
});

describe('subjectMatches', () => {
  it.each([
    ['identity.>', 'identity.user.registered', true],
    ['identity.>', 'identity', false],
    ['matches.*.updated', 'matches.team.updated', true],
    ['matches.*.updated', 'matches.team.created', false],
    ['grounds.ground.created', 'grounds.ground.created', true],
    ['grounds.ground', 'grounds.ground.created', false],
  ])('%s vs %s → %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});
