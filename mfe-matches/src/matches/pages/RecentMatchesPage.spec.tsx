import { mockApi, permissionRow } from '@cricket/shell-sdk/testing';
import { renderScreen } from '../../test/renderScreen';
import { screen } from '@testing-library/react';
import { matchResponse } from '../../test/matchFixtures';
import { MATCH_SCREEN_TEXTS } from '../../texts';
import { RecentMatchesPage } from './RecentMatchesPage';

jest.setTimeout(30_000);

describe('Recent Matches (/matches/recent, the bottom bar’s Matches)', () => {
  it('lists the live and played matches in the order the service gives (newest first), not the upcoming ones', async () => {
    const matches = [
      matchResponse({ id: 9, team1Name: 'Eagles', status: 'upcoming', date: '2026-03-09' }),
      matchResponse({ id: 8, team1Name: 'Hawks', status: 'live', date: '2026-03-08' }),
      matchResponse({ id: 7, team1Name: 'Kites', status: 'completed', date: '2026-03-07', result: 'Kites won by 5 wickets' }),
    ];
    mockApi({ '/api/my/matches': { status: 200, body: { matches } } });
    renderScreen(<RecentMatchesPage />, { path: '/matches/recent', permissions: [permissionRow('matches', { canView: true })] });
    expect(await screen.findByText(MATCH_SCREEN_TEXTS.recentTitle)).toBeTruthy();
    await screen.findByText('Kites won by 5 wickets');
    expect(screen.getAllByTestId('match-card').map((card) => card.textContent?.split(' vs ')[0])).toEqual(['Hawks', 'Kites']);
  });

  it('says so when there is none yet', async () => {
    mockApi({ '/api/my/matches': { status: 200, body: { matches: [matchResponse({ status: 'upcoming' })] } } });
    renderScreen(<RecentMatchesPage />, { path: '/matches/recent' });
    expect(await screen.findByText(MATCH_SCREEN_TEXTS.noRecentMatches)).toBeTruthy();
  });
});
