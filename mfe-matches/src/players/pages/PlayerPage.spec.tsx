import { CAREER_PATHS, careerByFormat, TEAM_MESSAGES, type PlayerMatchEntry, type PlayerMatchFigures, type PlayerProfileResponse } from '@cricket/contracts';
import { fail, mockApi, ok } from '@cricket/shell-sdk/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../test/renderScreen';
import { PLAYER_SCREEN_TEXTS } from '../texts';
import { PlayerPage } from './PlayerPage';

// antd renders slowly in jsdom; the default 5 s is too tight on a shared machine.
jest.setTimeout(30_000);

const figures = (overrides: Partial<PlayerMatchFigures>): PlayerMatchFigures => ({
  player: '7',
  name: 'Asha Rao',
  side: 'team1',
  format: 't20',
  ballsPerOver: 6,
  played: true,
  result: 'won',
  batting: [],
  bowling: [],
  fielding: { catches: 0, stumpings: 0, runOuts: 0 },
  ...overrides,
});

const entry = (matchId: number, date: string, record: PlayerMatchFigures, playerOfTheMatch = false): PlayerMatchEntry => ({
  matchId,
  date,
  season: Number(date.slice(0, 4)),
  format: record.format,
  formatGroup: record.format === 'odi' ? 'odi' : 't20',
  tournamentId: matchId === 2 ? 4 : null,
  tournamentName: matchId === 2 ? 'Monsoon Cup' : null,
  team1Name: 'Lions',
  team2Name: 'Tigers',
  result: 'Lions won by 12 runs',
  playerOfTheMatch,
  figures: record,
});

const t20a = figures({ batting: [{ innings: 1, runs: 87, balls: 50, fours: 8, sixes: 4, notOut: true, howOut: null }], bowling: [{ innings: 2, balls: 24, maidens: 0, runs: 24, wickets: 2, wicketKinds: { bowled: 1, lbw: 1 } }], fielding: { catches: 1, stumpings: 0, runOuts: 0 } });
const t20b = figures({ batting: [{ innings: 1, runs: 0, balls: 3, fours: 0, sixes: 0, notOut: false, howOut: 'caught' }] });
const odi = figures({ format: 'odi', batting: [{ innings: 2, runs: 64, balls: 80, fours: 5, sixes: 1, notOut: false, howOut: 'caught' }] });

const profile: PlayerProfileResponse = {
  player: { id: 7, teamId: 3, userId: null, username: null, name: 'Asha Rao', playingRole: 'all-rounder', battingStyle: 'left-hand', bowlingStyle: 'right-arm-off-break', jerseyNumber: 9, isCaptain: false, isViceCaptain: false, isGuest: false, createdAt: '' },
  teams: [{ playerId: 7, teamId: 3, teamName: 'Lions', teamShortName: 'LIO' }],
  matches: [entry(3, '2026-11-20', odi), entry(2, '2026-11-12', t20a, true), entry(1, '2026-11-05', t20b)],
};

const answers = () => ({
  [`GET ${CAREER_PATHS.player(7)}`]: ok(profile),
  [`GET ${CAREER_PATHS.career(7)}`]: ok({ playerId: 7, name: 'Asha Rao', tournamentId: null, season: null, squad: null, formats: careerByFormat('7', [t20a, t20b, odi]) }),
});

/** A figure of the career's batting, bowling or fielding section. */
function description(section: string, label: string): string | null | undefined {
  return within(screen.getByRole('region', { name: section })).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('PlayerPage', () => {
  it('shows the career of the format played most, the form chart and every match with its figures', async () => {
    mockApi(answers());
    renderScreen(<PlayerPage />, { path: '/players/7', route: '/players/:id' });
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeTruthy();
    expect(screen.getByText('All-rounder · Left-hand bat · Right-arm off-break')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lions' }).getAttribute('href')).toBe('/my/teams/3');

    await screen.findByRole('region', { name: PLAYER_SCREEN_TEXTS.batting });
    // Two T20 matches against one one-day: T20 first, 87 not out and a duck.
    expect(description(PLAYER_SCREEN_TEXTS.batting, PLAYER_SCREEN_TEXTS.runs)).toBe('87');
    expect(description(PLAYER_SCREEN_TEXTS.batting, PLAYER_SCREEN_TEXTS.highest)).toBe('87*');
    expect(description(PLAYER_SCREEN_TEXTS.batting, PLAYER_SCREEN_TEXTS.ducks)).toBe('1');
    expect(description(PLAYER_SCREEN_TEXTS.bowling, PLAYER_SCREEN_TEXTS.best)).toBe('2/24');

    fireEvent.click(screen.getByRole('button', { name: 'One-day' }));
    await waitFor(() => expect(description(PLAYER_SCREEN_TEXTS.batting, PLAYER_SCREEN_TEXTS.highest)).toBe('64'));
    expect(description(PLAYER_SCREEN_TEXTS.batting, PLAYER_SCREEN_TEXTS.average)).toBe('64.00');

    expect(screen.getByRole('img', { name: PLAYER_SCREEN_TEXTS.runsPerInnings })).toBeTruthy();
    // Caught twice, not out once; her two wickets bowled and lbw.
    const bars = async (chart: string) => [...(await screen.findByRole('img', { name: chart })).querySelectorAll('title')].map((title) => title.textContent);
    expect(await bars(PLAYER_SCREEN_TEXTS.howOut)).toEqual(['caught: 2']);
    expect(await bars(PLAYER_SCREEN_TEXTS.wicketsTaken)).toEqual(['bowled: 1', 'lbw: 1']);
    const rows = within(screen.getByRole('table', { name: PLAYER_SCREEN_TEXTS.matchesTitle(3) })).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('64 (80)'),
      expect.stringMatching(/Player of the match.*Monsoon Cup.*87\* \(50\).*2\/24 \(4\).*1 ct/),
      expect.stringContaining('0 (3)'),
    ]);
  });

  it("narrows the career to one of the player's tournaments, and back to all of them", async () => {
    const calls = mockApi({
      ...answers(),
      [`GET ${CAREER_PATHS.career(7, { tournamentId: 4 })}`]: ok({ playerId: 7, name: 'Asha Rao', tournamentId: 4, season: null, squad: null, formats: careerByFormat('7', [t20a]) }),
    });
    renderScreen(<PlayerPage />, { path: '/players/7', route: '/players/:id' });
    await screen.findByRole('region', { name: PLAYER_SCREEN_TEXTS.batting });
    expect(description(PLAYER_SCREEN_TEXTS.batting, PLAYER_SCREEN_TEXTS.ducks)).toBe('1');
    // Only her own tournament is offered, and only her own season.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: PLAYER_SCREEN_TEXTS.tournament }));
    fireEvent.click((await screen.findAllByTitle('Monsoon Cup')).at(-1)!);
    await waitFor(() => expect(description(PLAYER_SCREEN_TEXTS.batting, PLAYER_SCREEN_TEXTS.ducks)).toBe('0'));
    expect(description(PLAYER_SCREEN_TEXTS.batting, PLAYER_SCREEN_TEXTS.matches)).toBe('1');
    expect(calls.map((call) => call.path)).toContain(CAREER_PATHS.career(7, { tournamentId: 4 }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: PLAYER_SCREEN_TEXTS.season }));
    const offered = () => [...document.querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title') ?? '');
    await waitFor(() => expect(offered()).toContain(PLAYER_SCREEN_TEXTS.allSeasons));
    expect(offered().filter((title) => /^\d{4}$/.test(title))).toEqual(['2026']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: PLAYER_SCREEN_TEXTS.tournament }));
    fireEvent.click((await screen.findAllByTitle(PLAYER_SCREEN_TEXTS.allTournaments)).at(-1)!);
    await waitFor(() => expect(description(PLAYER_SCREEN_TEXTS.batting, PLAYER_SCREEN_TEXTS.ducks)).toBe('1'));
  });

  it("narrows a registered user's career to one of their squads", async () => {
    const twoSquads = { ...profile, teams: [...profile.teams, { playerId: 21, teamId: 8, teamName: 'College XI', teamShortName: 'COL' }] };
    const calls = mockApi({
      ...answers(),
      [`GET ${CAREER_PATHS.player(7)}`]: ok(twoSquads),
      [`GET ${CAREER_PATHS.career(7, { squad: 21 })}`]: ok({ playerId: 7, name: 'Asha Rao', tournamentId: null, season: null, squad: 21, formats: careerByFormat('7', [odi]) }),
    });
    renderScreen(<PlayerPage />, { path: '/players/7', route: '/players/:id' });
    await screen.findByRole('region', { name: PLAYER_SCREEN_TEXTS.batting });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: PLAYER_SCREEN_TEXTS.squad }));
    fireEvent.click((await screen.findAllByTitle('College XI')).at(-1)!);
    await waitFor(() => expect(description(PLAYER_SCREEN_TEXTS.batting, PLAYER_SCREEN_TEXTS.highest)).toBe('64'));
    expect(calls.map((call) => call.path)).toContain(CAREER_PATHS.career(7, { squad: 21 }));
  });

  it('says a player it cannot find is not found, and asks nothing for an id that is no id', async () => {
    mockApi({ [`GET ${CAREER_PATHS.player(8)}`]: fail(404, TEAM_MESSAGES.playerNotFound) });
    renderScreen(<PlayerPage />, { path: '/players/8', route: '/players/:id' });
    expect(await screen.findByText(TEAM_MESSAGES.playerNotFound)).toBeTruthy();

    const calls = mockApi({});
    renderScreen(<PlayerPage />, { path: '/players/x1', route: '/players/:id' });
    expect((await screen.findAllByText(TEAM_MESSAGES.playerNotFound)).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
  });
});
