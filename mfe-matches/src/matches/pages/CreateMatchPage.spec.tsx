import { mockApi } from '@cricket/shell-sdk/testing';
import { renderScreen } from '../../test/renderScreen';
import { DEFAULT_MATCH_TIME, MATCH_MESSAGES, MATCH_TEXTS, type TeamResponse } from '@cricket/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { todayIso } from '../../common/utils/dates';
import { MATCH_SCREEN_TEXTS } from '../../texts';
import { CreateMatchPage } from './CreateMatchPage';

const team = (id: number, name: string, shortName: string): TeamResponse => ({
  id,
  workspaceId: 3,
  name,
  shortName,
  description: null,
  logoUrl: null,
  homeGround: null,
  joinCode: 'ABCDEFGH',
  captainId: null,
  viceCaptainId: null,
  playersCount: 0,
  createdBy: 7,
  createdAt: '',
  updatedAt: '',
});

// antd renders slowly in jsdom; the default 5 s is too tight on a shared machine.
jest.setTimeout(30_000);

const lions = team(11, 'Lions', 'LNS');
const tigers = team(12, 'tigers xi', '');

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errors = () => Array.from(document.querySelectorAll('.ant-form-item-explain-error')).map((node) => node.textContent);
const submit = () => fireEvent.click(screen.getByRole('button', { name: MATCH_SCREEN_TEXTS.createButton }));

/** Opens the antd Select labelled `label` and picks the option `option`. */
async function choose(label: string, option: string) {
  const input = field(label);
  fireEvent.mouseDown(input);
  const dropdown = await waitFor(() => {
    const open = document.getElementById(`${input.id}_list`)?.closest('.ant-select-dropdown');
    if (!open) throw new Error(`${label} dropdown not open`);
    return open as HTMLElement;
  });
  fireEvent.click(within(dropdown).getByTitle(option));
}

function renderCreate(answers: Parameters<typeof mockApi>[0] = {}, workspace?: null) {
  const calls = mockApi({
    '/api/my/teams': { status: 200, body: { teams: [lions, tigers] } },
    '/api/my/tournaments': { status: 200, body: [] },
    ...answers,
  });
  renderScreen(<CreateMatchPage />, { path: '/matches/create', ...(workspace === null ? { workspace } : {}) });
  return calls;
}

describe('Create New Match (core §5)', () => {
  it('starts with format t20, today, 14:00 and a friendly', async () => {
    renderCreate();
    expect(await screen.findByText(MATCH_SCREEN_TEXTS.createTitle)).toBeTruthy();
    expect(screen.getByText(MATCH_SCREEN_TEXTS.createSubtitle)).toBeTruthy();
    expect(field('Date').value).toBe(todayIso());
    expect(field('Time').value).toBe(DEFAULT_MATCH_TIME);
    expect(screen.getByTitle('T20')).toBeTruthy();
    expect(screen.getByTitle(MATCH_SCREEN_TEXTS.friendlyOption)).toBeTruthy();
  });

  it('shows every required-field message of core §5 and sends nothing', async () => {
    const calls = renderCreate();
    await screen.findByText(MATCH_SCREEN_TEXTS.createTitle);
    fireEvent.change(field('Date'), { target: { value: '' } });
    fireEvent.change(field('Time'), { target: { value: '' } });
    submit();
    await waitFor(() =>
      expect(errors()).toEqual([
        MATCH_MESSAGES.team1Id,
        MATCH_MESSAGES.team1Name,
        MATCH_MESSAGES.team1ShortName,
        MATCH_MESSAGES.team2Id,
        MATCH_MESSAGES.team2Name,
        MATCH_MESSAGES.team2ShortName,
        MATCH_MESSAGES.venue,
        MATCH_MESSAGES.date,
        MATCH_MESSAGES.time,
      ]),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('fills names from the picked team, with the short-name fallback', async () => {
    renderCreate();
    await waitFor(() => expect(fetchMockCalled('/api/my/teams')).toBe(true));
    await choose('Team 1', 'Lions');
    await choose('Team 2', 'tigers xi');
    expect(field('Team 1 Name').value).toBe('Lions');
    expect(field('Team 1 Short Name').value).toBe('LNS');
    expect(field('Team 2 Name').value).toBe('tigers xi');
    expect(field('Team 2 Short Name').value).toBe('TIG');
  });

  it('toasts when both teams are the same and creates nothing', async () => {
    const calls = renderCreate();
    await waitFor(() => expect(fetchMockCalled('/api/my/teams')).toBe(true));
    await choose('Team 1', 'Lions');
    await choose('Team 2', 'Lions');
    fireEvent.change(field('Venue'), { target: { value: 'Oval' } });
    submit();
    expect(await screen.findByText(MATCH_MESSAGES.sameTeam)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('posts the payload and goes to /matches/{id}', async () => {
    const calls = renderCreate({ '/api/my/matches': { status: 201, body: { id: 42 } } });
    await waitFor(() => expect(fetchMockCalled('/api/my/teams')).toBe(true));
    await choose('Team 1', 'Lions');
    await choose('Team 2', 'tigers xi');
    fireEvent.change(field('Venue'), { target: { value: 'Oval' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/matches/42'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      team1Id: 11,
      team2Id: 12,
      team1Name: 'Lions',
      team1ShortName: 'LNS',
      team2Name: 'tigers xi',
      team2ShortName: 'TIG',
      format: 't20',
      venue: 'Oval',
      date: todayIso(),
      time: '14:00',
      tournamentId: null,
      overs: null,
      playersPerSide: null,
      status: 'upcoming',
      workspaceId: 3,
    });
    expect(await screen.findByText(MATCH_TEXTS.created)).toBeTruthy();
  });

  it('goes to /matches when the answer has no id', async () => {
    renderCreate({ '/api/my/matches': { status: 201, body: {} } });
    await waitFor(() => expect(fetchMockCalled('/api/my/teams')).toBe(true));
    await choose('Team 1', 'Lions');
    await choose('Team 2', 'tigers xi');
    fireEvent.change(field('Venue'), { target: { value: 'Oval' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/matches'));
    expect(await screen.findByText(MATCH_TEXTS.createdWithoutId)).toBeTruthy();
  });

  it("notes 'Workspace Selection Required' when teams fail without a workspace, and takes any team id", async () => {
    renderCreate({ '/api/my/teams': { status: 403, body: { statusCode: 403, message: 'No active workspace found', error: 'Forbidden' } } }, null);
    expect(await screen.findByText(MATCH_TEXTS.workspaceRequiredTitle, {}, { timeout: 5000 })).toBeTruthy();
    expect(field('Team 1').getAttribute('placeholder')).toBe(MATCH_SCREEN_TEXTS.teamIdPlaceholder);
  });

  it('goes to / on Cancel', async () => {
    renderCreate();
    fireEvent.click(await screen.findByRole('button', { name: MATCH_SCREEN_TEXTS.cancel }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

function fetchMockCalled(path: string): boolean {
  return (global.fetch as jest.Mock).mock.calls.some(([input]) => String(input).split('?')[0] === path);
}
