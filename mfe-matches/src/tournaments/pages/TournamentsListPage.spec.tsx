import { mockApi, permissionRow } from '@cricket/shell-sdk/testing';
import { renderScreen } from '../../test/renderScreen';
import { DEFAULT_TIE_BREAKERS, LIMITS, TOURNAMENT_TEXTS, type TournamentResponse } from '@cricket/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addDays, utcToday } from '@cricket/contracts';
import { TOURNAMENT_SCREEN_TEXTS } from '../../texts';
import { TournamentsListPage } from './TournamentsListPage';

jest.setTimeout(30_000);

const tournament = (id: number, name: string, status: TournamentResponse['status'], overrides: Partial<TournamentResponse> = {}): TournamentResponse => ({
  id,
  workspaceId: 3,
  workspaceName: 'Riverside CC',
  name,
  format: 't20',
  status,
  acceptsEntries: status === 'registration_open',
  startDate: addDays(utcToday(), 5),
  endDate: null,
  registrationDeadline: null,
  maxTeams: 8,
  playersPerSide: 11,
  teamsCount: 2,
  matchesCount: null,
  venues: null,
  venueNames: [],
  coverImage: null,
  description: null,
  fixtureType: null,
  tieBreakers: [...DEFAULT_TIE_BREAKERS],
  createdBy: 7,
  createdAt: '',
  updatedAt: '',
  ...overrides,
});

const summerCup = tournament(1, 'Summer Cup', 'registration_open');
const cityLeague = tournament(2, 'City League', 'ongoing', { startDate: addDays(utcToday(), -3), matchesCount: 4, venues: 2, maxTeams: 4 });
const winterShield = tournament(3, 'Winter Shield', 'completed');

const cardNames = () => screen.queryAllByTestId('tournament-card').map((card) => card.querySelector('h4')?.textContent);

function renderList(answer: Parameters<typeof mockApi>[0][string], permissions = [permissionRow('tournaments', { canView: true, canEdit: true })]) {
  mockApi({ '/api/tournaments': answer });
  renderScreen(<TournamentsListPage />, { path: '/tournaments', permissions });
}

describe('Tournaments list (core §2)', () => {
  it('shows six skeleton cards while loading', async () => {
    renderList('pending');
    expect(screen.getByText(TOURNAMENT_TEXTS.listSubtitle)).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('tournament-skeleton')).toHaveLength(LIMITS.tournamentSkeletonCards));
  });

  it('opens on Registration Open, switches tabs, and reads wrapped answers', async () => {
    renderList({ status: 200, body: { tournaments: [summerCup, cityLeague, winterShield] } });
    await waitFor(() => expect(cardNames()).toEqual(['Summer Cup']));
    expect(screen.getByRole('tab', { name: 'Registration Open' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Ongoing' }));
    await waitFor(() => expect(cardNames()).toEqual(['City League']));
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(cardNames()).toEqual(['Summer Cup', 'City League', 'Winter Shield']));
  });

  it("shows 'Starts in N days' or 'Started' and the matches and venues fallbacks", async () => {
    renderList({ status: 200, body: [summerCup, cityLeague] });
    fireEvent.click(await screen.findByRole('tab', { name: 'All' }));
    await waitFor(() => expect(cardNames()).toHaveLength(2));
    const [summer, city] = screen.getAllByTestId('tournament-card');
    expect(summer.querySelector('[data-testid="tournament-countdown"]')?.textContent).toBe('Starts in 5 days');
    expect(city.querySelector('[data-testid="tournament-countdown"]')?.textContent).toBe(TOURNAMENT_TEXTS.started);
    // maxTeams 8 without counts: 2 × 8 − 1 = 15 matches, ceil(8 / 8) = 1 venue.
    expect(Array.from(summer.querySelectorAll('.ant-statistic-content-value')).map((n) => n.textContent)).toEqual(['2/8', '15', '1']);
    expect(Array.from(city.querySelectorAll('.ant-statistic-content-value')).map((n) => n.textContent)).toEqual(['2/4', '4', '2']);
  });

  it('marks the matches fallback as an estimate and shows a real count, 6 for a four-team round robin, as it is', async () => {
    const roundRobin = tournament(4, 'Round Robin Cup', 'registration_open', { maxTeams: 4, teamsCount: 4, matchesCount: 6, fixtureType: 'round_robin' });
    const noFixtures = tournament(5, 'Planned Cup', 'registration_open', { maxTeams: 4 });
    renderList({ status: 200, body: [roundRobin, noFixtures] });
    await waitFor(() => expect(cardNames()).toEqual(['Round Robin Cup', 'Planned Cup']));
    const [real, planned] = screen.getAllByTestId('tournament-card');
    const matches = (card: HTMLElement) => card.querySelectorAll('.ant-statistic-content')[1].textContent;
    expect(matches(real)).toBe('6');
    expect(matches(planned)).toBe(`7${TOURNAMENT_SCREEN_TEXTS.matchesEstimated}`);
    expect(planned.querySelector(`[aria-label="${TOURNAMENT_SCREEN_TEXTS.matchesEstimatedHint}"]`)).toBeTruthy();
  });

  it('shows and files a tournament under the status its dates have reached, unless the organiser moved it further', async () => {
    const started = tournament(6, 'Started Cup', 'registration_open', { startDate: addDays(utcToday(), -1), endDate: addDays(utcToday(), 2) });
    const finished = tournament(7, 'Finished Cup', 'registration_open', { startDate: addDays(utcToday(), -9), endDate: addDays(utcToday(), -2) });
    const startedEarly = tournament(8, 'Early Cup', 'ongoing', { startDate: addDays(utcToday(), 3) });
    renderList({ status: 200, body: [started, finished, startedEarly, summerCup] });
    await waitFor(() => expect(cardNames()).toEqual(['Summer Cup']));
    const statuses = () => screen.queryAllByTestId('tournament-status').map((tag) => tag.textContent);
    fireEvent.click(screen.getByRole('tab', { name: 'Ongoing' }));
    await waitFor(() => expect(cardNames()).toEqual(['Started Cup', 'Early Cup']));
    expect(statuses()).toEqual(['Ongoing', 'Ongoing']);
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(cardNames()).toEqual(['Finished Cup']));
    expect(statuses()).toEqual(['Completed']);
  });

  it('searches, shows the empty state, and Clear Filters goes back to Registration Open with no search', async () => {
    renderList({ status: 200, body: [summerCup, cityLeague, winterShield] });
    await waitFor(() => expect(cardNames()).toEqual(['Summer Cup']));
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    const search = screen.getByPlaceholderText(TOURNAMENT_SCREEN_TEXTS.searchPlaceholder) as HTMLInputElement;
    fireEvent.change(search, { target: { value: 'league' } });
    await waitFor(() => expect(cardNames()).toEqual(['City League']));
    fireEvent.change(search, { target: { value: 'no such cup' } });
    expect(await screen.findByText(TOURNAMENT_SCREEN_TEXTS.noTournaments)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TOURNAMENT_TEXTS.clearFilters }));
    await waitFor(() => expect(cardNames()).toEqual(['Summer Cup']));
    expect(search.value).toBe('');
    expect(screen.getByRole('tab', { name: 'Registration Open' }).getAttribute('aria-selected')).toBe('true');
  });

  it("disables 'Create Tournament' with the spec's title without the tournaments edit permission", async () => {
    renderList({ status: 200, body: [] }, [permissionRow('tournaments', { canView: true })]);
    // The tournaments list answers first, so the permissions have loaded too by then.
    await screen.findByText(TOURNAMENT_SCREEN_TEXTS.noTournaments);
    const button = screen.getByRole('button', { name: TOURNAMENT_TEXTS.createButton }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.closest('[title]')?.getAttribute('title')).toBe(TOURNAMENT_TEXTS.createDenied);
  });

  it("enables 'Create Tournament' to /tournaments/create with the permission", async () => {
    renderList({ status: 200, body: [] });
    const button = () => screen.getByRole('button', { name: TOURNAMENT_TEXTS.createButton }) as HTMLButtonElement;
    // While permissions load the guard denies (core §6), so the enabled button comes later.
    await waitFor(() => expect(button().disabled).toBe(false));
    fireEvent.click(button());
    expect(screen.getByTestId('location').textContent).toBe('/tournaments/create');
  });
});
