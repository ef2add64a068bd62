import { callsOf, permissionRow, scriptedApi } from '@cricket/shell-sdk/testing';
import { renderScreen } from '../../test/renderScreen';
import { DEFAULT_TIE_BREAKERS, type MatchPayload, type TournamentResponse } from '@cricket/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchDetail } from '../../test/matchFixtures';
import { MATCH_SCREEN_TEXTS } from '../../texts';
import { EditMatchPage } from './EditMatchPage';

// antd renders slowly in jsdom; the default 5 s is too tight on a shared machine.
jest.setTimeout(30_000);

const league: TournamentResponse = {
  id: 8, workspaceId: 3, workspaceName: 'Riverside CC', name: 'Summer League', format: 't20', status: 'ongoing', acceptsEntries: false, startDate: '2026-03-01', endDate: null,
  registrationDeadline: null, maxTeams: 8, playersPerSide: 11, teamsCount: 2, matchesCount: null, venues: null, venueNames: [], coverImage: null, description: null,
  fixtureType: null, tieBreakers: [...DEFAULT_TIE_BREAKERS], createdBy: 7, createdAt: '', updatedAt: '',
};

describe('Edit Match of a finished match', () => {
  it('keeps what was played and changes only the tournament', async () => {
    const completed = matchDetail({ status: 'completed', venue: 'Oval', result: 'Lions won by 5 runs' });
    const fetchMock = scriptedApi(({ method, path, body }) => {
      if (path === '/api/my/matches/5' && method === 'GET') return { status: 200, body: completed };
      if (path === '/api/my/matches/5' && method === 'PUT') return { status: 200, body: { ...completed.match, tournamentId: (body as MatchPayload).tournamentId } };
      if (path === '/api/my/tournaments') return { status: 200, body: [league] };
      return { status: 200, body: { teams: [] } };
    });
    renderScreen(<EditMatchPage />, { path: '/my/matches/5/edit', route: '/my/matches/:id/edit', permissions: [permissionRow('matches', { canView: true, canEdit: true })] });

    await screen.findByText(MATCH_SCREEN_TEXTS.finishedMatch);
    expect((screen.getByLabelText('Venue') as HTMLInputElement).disabled).toBe(true);
    const tournament = screen.getByLabelText('Tournament') as HTMLInputElement;
    expect(tournament.disabled).toBe(false);
    fireEvent.mouseDown(tournament);
    const dropdown = await waitFor(() => {
      const open = document.getElementById(`${tournament.id}_list`)?.closest('.ant-select-dropdown');
      if (!open) throw new Error('tournament dropdown not open');
      return open as HTMLElement;
    });
    fireEvent.click(within(dropdown).getByTitle('Summer League'));
    fireEvent.click(screen.getByRole('button', { name: MATCH_SCREEN_TEXTS.saveButton }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/my/matches/5'));
    const put = callsOf(fetchMock).find((request) => request.method === 'PUT')!;
    expect(put.body).toMatchObject({ tournamentId: 8, venue: 'Oval', team1Id: 11, team2Id: 12 });
  });
});
