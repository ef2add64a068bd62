import { CAREER_PATHS, careersOf, LEADERBOARD_KINDS, leaderboard, type PlayerMatchFigures, type WorkspaceLeaderboardsResponse } from '@cricket/contracts';
import { mockApi, ok } from '@cricket/shell-sdk/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../test/renderScreen';
import { PLAYER_SCREEN_TEXTS } from '../texts';
import { LeaderboardsPage } from './LeaderboardsPage';

// antd renders slowly in jsdom; the default 5 s is too tight on a shared machine.
jest.setTimeout(30_000);

const bowler: PlayerMatchFigures = {
  player: '21',
  name: 'Kiran Pal',
  side: 'team2',
  format: 'odi',
  ballsPerOver: 6,
  played: true,
  result: 'lost',
  batting: [],
  bowling: [{ innings: 1, balls: 60, maidens: 1, runs: 41, wickets: 3, wicketKinds: { caught: 3 } }],
  fielding: { catches: 0, stumpings: 0, runOuts: 0 },
};

const season = new Date().getFullYear();
const boards = (records: PlayerMatchFigures[]) => Object.fromEntries(LEADERBOARD_KINDS.map((kind) => [kind, leaderboard(kind, careersOf(records))])) as WorkspaceLeaderboardsResponse['boards'];

describe('LeaderboardsPage', () => {
  it("opens on this season's T20 boards and follows the format chosen", async () => {
    const calls = mockApi({
      [`GET ${CAREER_PATHS.leaderboards(season, 't20')}`]: ok({ season, format: 't20', matches: 0, boards: boards([]) }),
      [`GET ${CAREER_PATHS.leaderboards(season, 'odi')}`]: ok({ season, format: 'odi', matches: 1, boards: boards([bowler]) }),
    });
    renderScreen(<LeaderboardsPage />, { path: '/leaderboards' });
    expect(await screen.findByText(PLAYER_SCREEN_TEXTS.noSeasonStats)).toBeTruthy();
    fireEvent.click(screen.getByText('One-day'));
    const leader = await screen.findByRole('link', { name: 'Kiran Pal' });
    // Rank 1 on the wickets board, with 3 wickets.
    expect(leader.closest('tr')?.textContent).toMatch(/^1Kiran Pal3/);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain(CAREER_PATHS.leaderboards(season, 'odi')));
  });
});
