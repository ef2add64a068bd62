import { CAREER_PATHS, careersOf, LEADERBOARD_KINDS, leaderboard, type PlayerMatchFigures, type TournamentLeaderboardsResponse } from '@cricket/contracts';
import { mockApi, ok } from '@cricket/shell-sdk/testing';
import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../test/renderScreen';
import { PLAYER_SCREEN_TEXTS } from '../../players/texts';
import { TournamentStats } from './TournamentStats';

// antd renders slowly in jsdom; the default 5 s is too tight on a shared machine.
jest.setTimeout(30_000);

const batter = (player: string, name: string, runs: number, balls: number, sixes: number): PlayerMatchFigures => ({
  player,
  name,
  side: 'team1',
  format: 't20',
  ballsPerOver: 6,
  played: true,
  result: 'won',
  batting: [{ innings: 1, runs, balls, fours: 2, sixes, notOut: false, howOut: 'caught' }],
  bowling: [],
  fielding: { catches: 0, stumpings: 0, runOuts: 0 },
});

function response(records: PlayerMatchFigures[], matches: number): TournamentLeaderboardsResponse {
  const careers = careersOf(records);
  return { tournamentId: 5, matches, boards: Object.fromEntries(LEADERBOARD_KINDS.map((kind) => [kind, leaderboard(kind, careers)])) as TournamentLeaderboardsResponse['boards'] };
}

const boardOf = (title: string) => screen.getByRole('table', { name: title });

describe('TournamentStats', () => {
  it('ranks the players on each board, each leading to their page, and charts the top run scorers', async () => {
    mockApi({ [`GET ${CAREER_PATHS.tournamentLeaderboards(5)}`]: ok(response([batter('11', 'Asha Rao', 40, 30, 1), batter('12', 'Ben Ito', 72, 45, 5)], 1)) });
    renderScreen(<TournamentStats tournamentId={5} />, { path: '/tournaments/5' });
    expect(await screen.findByText(PLAYER_SCREEN_TEXTS.statsFrom(1))).toBeTruthy();
    const runs = within(boardOf('Most runs')).getAllByRole('link');
    expect(runs.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ben Ito', '/players/12'],
      ['Asha Rao', '/players/11'],
    ]);
    // Neither has faced the qualifying balls for a strike rate, nobody has bowled.
    expect(within(boardOf('Best strike rate')).getByText(PLAYER_SCREEN_TEXTS.noLeaders)).toBeTruthy();
    expect(within(boardOf('Most wickets')).getByText(PLAYER_SCREEN_TEXTS.noLeaders)).toBeTruthy();
    expect(screen.getByRole('img', { name: PLAYER_SCREEN_TEXTS.topScorers }).querySelectorAll('rect')).toHaveLength(2);
  });

  it('says what fills the boards before a match is completed', async () => {
    mockApi({ [`GET ${CAREER_PATHS.tournamentLeaderboards(5)}`]: ok(response([], 0)) });
    renderScreen(<TournamentStats tournamentId={5} />, { path: '/tournaments/5' });
    expect(await screen.findByText(PLAYER_SCREEN_TEXTS.noStats)).toBeTruthy();
  });
});
