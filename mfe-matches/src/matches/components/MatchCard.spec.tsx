import { screen } from '@testing-library/react';
import { matchResponse } from '../../test/matchFixtures';
import { renderScreen } from '../../test/renderScreen';
import { MatchCard } from './MatchCard';

jest.setTimeout(30_000);

describe('a match card', () => {
  it("opens the workspace's view of its own match, and opens nothing before the workspace is known", async () => {
    renderScreen(<MatchCard match={matchResponse({ id: 5, team1Name: 'Lions', team2Name: 'Tigers' })} />, { path: '/my/matches' });
    // The first render comes before the workspace's load delay (core §4) has passed.
    expect(screen.getByTestId('match-card')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect((await screen.findByRole('link', { name: 'Lions vs Tigers' })).getAttribute('href')).toBe('/my/matches/5');
  });

  it("opens the published view of another workspace's match", async () => {
    renderScreen(<MatchCard match={matchResponse({ id: 6, workspaceId: 999, team1Name: 'Hawks', team2Name: 'Kites' })} />, { path: '/my/matches' });
    expect((await screen.findByRole('link', { name: 'Hawks vs Kites' })).getAttribute('href')).toBe('/matches/6');
  });
});
