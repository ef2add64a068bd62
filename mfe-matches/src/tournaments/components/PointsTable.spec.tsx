import { callsOf, mockApi, scriptedApi } from '@cricket/shell-sdk/testing';
import { renderScreen } from '../../test/renderScreen';
import { TOURNAMENT_MESSAGES, type PointsTableResponse, type TournamentPenaltyResponse } from '@cricket/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { PointsTable } from './PointsTable';

// antd renders slowly in jsdom; the default 5 s is too tight on a shared machine.
jest.setTimeout(30_000);

const row = (teamId: number, teamName: string, points: number, netRunRate: number, netRunRateDeducted = 0) => ({
  teamId, teamName, teamShortName: teamName.slice(0, 3), played: 2, won: points / 2, lost: 2 - points / 2, tied: 0, noResult: 0, points,
  netRunRate, pointsDeducted: 0, netRunRateDeducted, runsFor: 300, oversFor: '40', runsAgainst: 290, oversAgainst: '40',
});

const penalty: TournamentPenaltyResponse = {
  id: 3, tournamentId: 5, teamId: 2, teamName: 'Sixers', points: 0, netRunRate: 0.05, reason: 'Slow over rate, one over down', createdBy: 7, createdAt: '2026-11-25T05:00:00.000Z',
};

describe('PointsTable', () => {
  it('shows the rows as the service orders them, NRR to three decimals, and the tournament’s tie-breakers', async () => {
    const table: PointsTableResponse = { tournamentId: 5, rows: [row(1, 'Stars', 4, 0.5264), row(2, 'Sixers', 2, -0.2)], tieBreakers: ['head_to_head', 'net_run_rate'], penalties: [] };
    mockApi({ '/api/tournaments/5/points-table': { status: 200, body: table } });
    renderScreen(<PointsTable tournamentId="5" canManage={false} />, { path: '/tournaments/5' });
    await screen.findByText(TOURNAMENT_SCREEN_TEXTS.levelOnPoints(['Head to head', 'Net run rate']));
    expect(screen.getByText('+0.526')).toBeTruthy();
    expect(screen.getByText('-0.200')).toBeTruthy();
    expect(screen.getAllByRole('row').slice(1).map((one) => one.querySelector('td')?.textContent)).toEqual(['Stars', 'Sixers']);
    expect(screen.queryByText(TOURNAMENT_SCREEN_TEXTS.penalties)).toBeNull();
  });

  it('marks a penalised figure and lists the penalty with its reason, without changes for a reader', async () => {
    const table: PointsTableResponse = { tournamentId: 5, rows: [row(1, 'Stars', 4, 0.5), row(2, 'Sixers', 2, -0.25, 0.05)], tieBreakers: ['net_run_rate'], penalties: [penalty] };
    mockApi({ '/api/tournaments/5/points-table': { status: 200, body: table } });
    renderScreen(<PointsTable tournamentId="5" canManage={false} />, { path: '/tournaments/5' });
    expect(await screen.findByText('-0.250 *')).toBeTruthy();
    const penalties = screen.getByTestId('tournament-penalties');
    expect(within(penalties).getByText('Sixers: −0.050 net run rate')).toBeTruthy();
    expect(within(penalties).getByText('Slow over rate, one over down')).toBeTruthy();
    expect(within(penalties).queryByText(TOURNAMENT_SCREEN_TEXTS.addPenalty)).toBeNull();
    expect(within(penalties).queryByText(TOURNAMENT_SCREEN_TEXTS.removePenalty)).toBeNull();
  });

  /** The organiser's tab over a fake API that keeps the penalties it is sent. */
  function organiserTable(initial: TournamentPenaltyResponse[] = []) {
    let penalties = initial;
    const api = scriptedApi(({ method, path, body }) => {
      if (path === '/api/tournaments/5/points-table') return { status: 200, body: { tournamentId: 5, rows: [row(1, 'Stars', 4, 0.5), row(2, 'Sixers', 2, -0.2)], tieBreakers: [], penalties } };
      if (path === '/api/tournaments/5/teams') return { status: 200, body: { teams: [{ teamId: 1, teamName: 'Stars' }, { teamId: 2, teamName: 'Sixers' }] } };
      if (method === 'POST' && path === '/api/tournaments/5/penalties') {
        penalties = [{ ...penalty, ...(body as object) }];
        return { status: 201, body: penalties[0] };
      }
      if (method === 'DELETE' && path === '/api/tournaments/5/penalties/3') {
        penalties = [];
        return { status: 204, body: null };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
    renderScreen(<PointsTable tournamentId="5" canManage />, { path: '/tournaments/5' });
    return api;
  }

  // Role queries walk antd's whole accessibility tree and are slow in jsdom: these find by text and label.
  const button = (container: HTMLElement, text: string) => within(container).getByText(text).closest('button') as HTMLElement;

  async function fillPenalty(reason: string) {
    fireEvent.click(button(await screen.findByTestId('tournament-penalties'), TOURNAMENT_SCREEN_TEXTS.addPenalty));
    const dialog = (await screen.findByText(TOURNAMENT_SCREEN_TEXTS.addPenalty, { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;
    fireEvent.mouseDown(within(dialog).getByLabelText(TOURNAMENT_SCREEN_TEXTS.penaltyTeam));
    fireEvent.click(await screen.findByTitle('Sixers'));
    fireEvent.change(within(dialog).getByLabelText(TOURNAMENT_SCREEN_TEXTS.penaltyReason), { target: { value: reason } });
    return dialog;
  }

  it('refuses a penalty that deducts nothing, sending nothing', async () => {
    const api = organiserTable();
    const dialog = await fillPenalty('Slow over rate, one over down');
    fireEvent.click(button(dialog.querySelector('.ant-modal-footer') as HTMLElement, TOURNAMENT_SCREEN_TEXTS.addPenalty));
    expect(await within(dialog).findByText(TOURNAMENT_MESSAGES.penaltyNothing)).toBeTruthy();
    expect(callsOf(api).some((one) => one.method === 'POST')).toBe(false);
  });

  it('lets the organiser record a penalty, which then shows under the table', async () => {
    const api = organiserTable();
    const dialog = await fillPenalty('Slow over rate, one over down');
    fireEvent.change(within(dialog).getByLabelText(TOURNAMENT_SCREEN_TEXTS.penaltyNetRunRate), { target: { value: '0.05' } });
    fireEvent.click(button(dialog.querySelector('.ant-modal-footer') as HTMLElement, TOURNAMENT_SCREEN_TEXTS.addPenalty));
    await waitFor(() => expect(callsOf(api).filter((one) => one.method === 'POST').map((one) => one.body)).toEqual([
      { teamId: 2, points: 0, netRunRate: 0.05, reason: 'Slow over rate, one over down' },
    ]));
    expect(await within(screen.getByTestId('tournament-penalties')).findByText('Sixers: −0.050 net run rate')).toBeTruthy();
  });

  it('removes a penalty only once the organiser confirms', async () => {
    const api = organiserTable([penalty]);
    const list = await screen.findByTestId('tournament-penalties');
    fireEvent.click((await within(list).findByText(TOURNAMENT_SCREEN_TEXTS.removePenalty)).closest('button') as HTMLElement);
    expect(callsOf(api).some((one) => one.method === 'DELETE')).toBe(false);
    fireEvent.click((await screen.findByText('OK')).closest('button') as HTMLElement);
    await waitFor(() => expect(callsOf(api).filter((one) => one.method === 'DELETE').map((one) => one.path)).toEqual(['/api/tournaments/5/penalties/3']));
    await waitFor(() => expect(within(screen.getByTestId('tournament-penalties')).queryByText('Sixers: −0.050 net run rate')).toBeNull());
  });
});
