import { callsOf, scriptedApi } from '@cricket/shell-sdk/testing';
import { addDays, DEFAULT_TIE_BREAKERS, utcToday, type TournamentResponse, type TournamentStatus } from '@cricket/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../test/renderScreen';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { OrganiserActions } from './OrganiserActions';

// antd renders slowly in jsdom; the default 5 s is too tight on a shared machine.
jest.setTimeout(30_000);

const tournament = (status: TournamentStatus): TournamentResponse => ({
  id: 5, workspaceId: 3, workspaceName: 'Riverside CC', name: 'Summer Cup', format: 't20', status, acceptsEntries: status === 'registration_open', startDate: addDays(utcToday(), 5), endDate: null,
  registrationDeadline: null, maxTeams: 4, playersPerSide: 11, teamsCount: 4, matchesCount: null, venues: null, venueNames: [], coverImage: null,
  description: null, fixtureType: null, tieBreakers: [...DEFAULT_TIE_BREAKERS], createdBy: 7, createdAt: '', updatedAt: '',
});

function renderActions(status: TournamentStatus) {
  const api = scriptedApi(({ method, path, body }) =>
    method === 'POST' && path === '/api/tournaments/5/status' ? { status: 200, body: tournament((body as { status: TournamentStatus }).status) } : { status: 404, body: { message: 'Not found' } },
  );
  renderScreen(<OrganiserActions tournament={tournament(status)} />, { path: '/tournaments/5' });
  return api;
}

const moves = (api: ReturnType<typeof scriptedApi>) => callsOf(api).filter((call) => call.method === 'POST').map((call) => call.body);
const button = (text: string) => screen.getAllByText(text).map((node) => node.closest('button') as HTMLElement);

describe('OrganiserActions', () => {
  it.each([
    ['registration_open', TOURNAMENT_SCREEN_TEXTS.startTournament, TOURNAMENT_SCREEN_TEXTS.startTournamentConfirm, 'ongoing'],
    ['ongoing', TOURNAMENT_SCREEN_TEXTS.completeTournament, TOURNAMENT_SCREEN_TEXTS.completeTournamentConfirm, 'completed'],
  ] as const)('from %s asks what %s does before moving the tournament', async (status, label, question, to) => {
    const api = renderActions(status);
    fireEvent.click(button(label)[0]);
    expect(await screen.findByText(question)).toBeTruthy();
    expect(moves(api)).toEqual([]);
    // The confirmation's own button carries the action's name.
    const [, confirm] = button(label);
    fireEvent.click(confirm);
    await waitFor(() => expect(moves(api)).toEqual([{ status: to }]));
  });

  it('sends nothing when the organiser cancels', async () => {
    const api = renderActions('registration_open');
    fireEvent.click(button(TOURNAMENT_SCREEN_TEXTS.startTournament)[0]);
    await screen.findByText(TOURNAMENT_SCREEN_TEXTS.startTournamentConfirm);
    fireEvent.click(screen.getByText('Cancel').closest('button') as HTMLElement);
    expect(moves(api)).toEqual([]);
  });

  it('offers no move once completed', () => {
    renderActions('completed');
    expect(screen.queryByText(TOURNAMENT_SCREEN_TEXTS.startTournament)).toBeNull();
    expect(screen.queryByText(TOURNAMENT_SCREEN_TEXTS.completeTournament)).toBeNull();
  });
});
