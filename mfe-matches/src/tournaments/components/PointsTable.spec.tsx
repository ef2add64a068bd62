import { mockApi, renderScreen } from '../../test/renderRemote';
import type { PointsTableResponse } from '@cricket/contracts';
import { screen } from '@testing-library/react';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { PointsTable } from './PointsTable';

// antd renders slowly in jsdom; the default 5 s is too tight on a shared machine.
jest.setTimeout(30_000);

const row = (teamId: number, teamName: string, points: number, netRunRate: number) => ({
  teamId, teamName, teamShortName: teamName.slice(0, 3), played: 2, won: points / 2, lost: 2 - points / 2, tied: 0, noResult: 0, points,
  netRunRate, runsFor: 300, oversFor: '40', runsAgainst: 290, oversAgainst: '40',
});

describe('PointsTable', () => {
  it('shows the rows as the service orders them, NRR to three decimals, and the tournament’s tie-breakers', async () => {
    const table: PointsTableResponse = { tournamentId: 5, rows: [row(1, 'Stars', 4, 0.5264), row(2, 'Sixers', 2, -0.2)], tieBreakers: ['head_to_head', 'net_run_rate'] };
    mockApi({ '/api/tournaments/5/points-table': { status: 200, body: table } });
    renderScreen(<PointsTable tournamentId="5" />, { path: '/tournaments/5' });
    await screen.findByText(TOURNAMENT_SCREEN_TEXTS.levelOnPoints(['Head to head', 'Net run rate']));
    expect(screen.getByText('+0.526')).toBeTruthy();
    expect(screen.getByText('-0.200')).toBeTruthy();
    expect(screen.getAllByRole('row').slice(1).map((one) => one.querySelector('td')?.textContent)).toEqual(['Stars', 'Sixers']);
  });
});
