import { mockApi } from '@cricket/shell-sdk/testing';
import { renderScreen } from '../../test/renderScreen';
import { screen } from '@testing-library/react';
import { RemoteRoutes } from '../../routes';
import { matchDetail, notStartedView } from '../../test/matchFixtures';
import { MATCH_SCREEN_TEXTS, SCORING_SCREEN_TEXTS } from '../../texts';

jest.setTimeout(30_000);

/** Issue 21: a shared /matches/{id} link opens for a fan without an account, read-only. */
describe('a shared match link, signed out', () => {
  it('shows the match and its live score through the published reads, with no edit or scoring control', async () => {
    const calls = mockApi({ '/api/matches/5': { status: 200, body: matchDetail() }, '/api/matches/5/scoring': { status: 200, body: notStartedView } });
    renderScreen(<RemoteRoutes />, { path: '/matches/5', route: '*', signedIn: false });
    expect(await screen.findByText('Lions vs Tigers')).toBeTruthy();
    expect((await screen.findByTestId('scoring-headline')).textContent).toBe(SCORING_SCREEN_TEXTS.notStarted);
    expect(screen.getByRole('link', { name: SCORING_SCREEN_TEXTS.watchLive }).getAttribute('href')).toBe('/matches/5/score');
    for (const control of [MATCH_SCREEN_TEXTS.editMatch, MATCH_SCREEN_TEXTS.scoreMatch]) {
      expect(screen.queryByRole('button', { name: control })).toBeNull();
      expect(screen.queryByRole('link', { name: control })).toBeNull();
    }
    expect(calls.map((call) => call.path).filter((path) => path.startsWith('/api/my/'))).toEqual([]);
  });

  it('opens the live view too', async () => {
    mockApi({ '/api/matches/5': { status: 200, body: matchDetail() }, '/api/matches/5/scoring': { status: 200, body: notStartedView } });
    renderScreen(<RemoteRoutes />, { path: '/matches/5/score', route: '*', signedIn: false });
    expect((await screen.findByTestId('live-headline')).textContent).toBe(SCORING_SCREEN_TEXTS.notStarted);
  });
});
