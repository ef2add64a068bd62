import { addDays, SCORING_PATHS, utcToday, type MatchResponse, type PlayerResponse, type ScoringEvent, type ScoringStateResponse, type TeamDetailResponse, type TournamentResponse } from '@cricket/contracts';
import type { Page } from 'playwright-core';
import { created, read, registerUser, signedInContextPage, teamWithSquad, twoOverMatchPayload, useJourney, type ApiSession } from '../harness';

jest.setTimeout(180_000);

const dot = (): ScoringEvent => ({ type: 'delivery', runs: 0 });
const single = (): ScoringEvent => ({ type: 'delivery', runs: 1 });
const six = (): ScoringEvent => ({ type: 'delivery', runs: 6, boundary: 6 });
const times = (count: number, event: () => ScoringEvent) => Array.from({ length: count }, event);

/** Records a match's events one after another, as a scorer's taps would. */
async function score(session: ApiSession, matchId: number, events: ScoringEvent[]): Promise<void> {
  await created(session, SCORING_PATHS.scoring(matchId), {});
  let sequence = (await read<ScoringStateResponse>(session, SCORING_PATHS.scoring(matchId))).summary?.eventCount ?? 0;
  for (const event of events) sequence = (await created<{ eventCount: number }>(session, SCORING_PATHS.events(matchId), { expectedSequence: sequence, event })).eventCount;
}

/** Lions 12/0 in singles (Lion 1 and Lion 2 six each); Tiger 1 wins it with three sixes off three balls. */
const tigerOneWinsIt = (lions: string[], tigers: string[]): ScoringEvent[] => [
  { type: 'innings_start', battingTeam: 'team1', striker: lions[0], nonStriker: lions[1], bowler: tigers[0] },
  ...times(6, single),
  { type: 'bowler', bowler: tigers[1] },
  ...times(6, single),
  { type: 'innings_start', battingTeam: 'team2', striker: tigers[0], nonStriker: tigers[1], bowler: lions[0] },
  ...times(3, six),
];

/** The names on a tournament's board, best first, as its Stats tab shows them. */
async function board(page: Page, title: string): Promise<string[]> {
  const table = page.getByRole('table', { name: title });
  await table.getByRole('link').first().waitFor();
  return table.getByRole('link').allInnerTexts();
}

describe('careers', () => {
  const journey = useJourney();

  it("after each scored match, a player's page shows the new innings and the tournament's leaderboard reorders", async () => {
    const { baseUrl, browser } = journey;
    const { session } = await registerUser(baseUrl);
    const cup = await created<TournamentResponse>(session, '/api/tournaments', { name: 'Monsoon Cup', startDate: addDays(utcToday(), 3), maxTeams: 4 });
    const lionsTeam = await teamWithSquad(session, 'Lions', 'Lion', 5, cup.id);
    const tigersTeam = await teamWithSquad(session, 'Tigers', 'Tiger', 5, cup.id);
    const ids = async (teamId: number) => (await read<TeamDetailResponse>(session, `/api/my/teams/${teamId}`)).players.map((player) => String(player.id));
    const [lions, tigers] = [await ids(lionsTeam.id), await ids(tigersTeam.id)];

    const first = await created<MatchResponse>(session, '/api/my/matches', twoOverMatchPayload(lionsTeam, tigersTeam, cup.id));
    await score(session, first.id, tigerOneWinsIt(lions, tigers));

    const page = await signedInContextPage(browser, baseUrl, session);
    await page.goto(`${baseUrl}/tournaments/${cup.id}`);
    await page.getByRole('tab', { name: 'Stats' }).click();
    expect((await board(page, 'Most runs'))[0]).toBe('Tiger 1');
    expect(await board(page, 'Most sixes')).toEqual(['Tiger 1']);

    await page.goto(`${baseUrl}/players/${lions[1]}`);
    await page.getByRole('heading', { name: 'Lion 2' }).waitFor();
    const matches = (count: number) => page.getByRole('table', { name: `Matches (${count})` });
    await matches(1).getByRole('cell', { name: '6* (6)' }).waitFor();

    // Lion 2 hits four sixes in the next match, which the Lions win, and bowls Tiger 2 with the last ball.
    const second = await created<MatchResponse>(session, '/api/my/matches', twoOverMatchPayload(lionsTeam, tigersTeam, cup.id));
    await score(session, second.id, [
      { type: 'innings_start', battingTeam: 'team1', striker: lions[1], nonStriker: lions[0], bowler: tigers[0] },
      ...times(4, six),
      ...times(2, dot),
      { type: 'bowler', bowler: tigers[1] },
      ...times(6, dot),
      { type: 'innings_start', battingTeam: 'team2', striker: tigers[0], nonStriker: tigers[1], bowler: lions[0] },
      ...times(6, dot),
      { type: 'bowler', bowler: lions[1] },
      ...times(5, dot),
      { type: 'delivery', runs: 0, wicket: { kind: 'bowled' } },
    ]);

    await page.reload();
    await matches(2).getByRole('cell', { name: '24* (6)' }).waitFor();
    await matches(2).getByRole('cell', { name: '6* (6)' }).waitFor();
    const batting = page.getByRole('region', { name: 'Batting' });
    expect(await batting.locator('[data-figure="Runs"] dd').innerText()).toBe('30');
    expect(await batting.locator('[data-figure="Highest"] dd').innerText()).toBe('24*');
    // Never out, so no way out to chart; the wicket he took, by how it fell.
    const wickets = page.getByRole('img', { name: 'Wickets taken, by how they fell' });
    await wickets.waitFor();
    expect(await wickets.locator('title').allTextContents()).toEqual(['bowled: 1']);
    expect(await page.getByRole('img', { name: 'How out' }).count()).toBe(0);
    // Tiger 2 faced the second over, strike having changed at the over's end.
    await page.goto(`${baseUrl}/players/${tigers[1]}`);
    const howOut = page.getByRole('img', { name: 'How out' });
    await howOut.waitFor();
    expect(await howOut.locator('title').allTextContents()).toEqual(['bowled: 1']);

    await page.goto(`${baseUrl}/tournaments/${cup.id}`);
    await page.getByRole('tab', { name: 'Stats' }).click();
    expect((await board(page, 'Most runs'))[0]).toBe('Lion 2');
    expect(await board(page, 'Most sixes')).toEqual(['Lion 2', 'Tiger 1']);
  });

  it('a player who joined a squad by its link finds their own page from their profile, with the innings they played', async () => {
    const { baseUrl, browser } = journey;
    const club = await registerUser(baseUrl);
    const lionsTeam = await teamWithSquad(club.session, 'Lions', 'Lion', 4);
    const tigersTeam = await teamWithSquad(club.session, 'Tigers', 'Tiger', 5);

    // Ravi opens the link the team's manager shared and is in the Lions' squad.
    const ravi = await registerUser(baseUrl, { name: 'Ravi Kumar' });
    const page = await signedInContextPage(browser, baseUrl, ravi.session, { width: 390, height: 844 });
    await page.goto(`${baseUrl}/profile`);
    const myPages = page.locator('.ant-card', { has: page.getByText('My player pages', { exact: true }) });
    await myPages.getByText("You are in no team's squad yet", { exact: false }).waitFor();
    await page.goto(`${baseUrl}/join-team/${lionsTeam.joinCode}`);
    await page.waitForURL(/\/my\/teams$/);

    const squad = (await read<TeamDetailResponse>(club.session, `/api/my/teams/${lionsTeam.id}`)).players;
    const own = squad.find((player: PlayerResponse) => player.userId === ravi.registered.id) as PlayerResponse;
    const tigers = (await read<TeamDetailResponse>(club.session, `/api/my/teams/${tigersTeam.id}`)).players.map((player) => String(player.id));
    const match = await created<MatchResponse>(club.session, '/api/my/matches', twoOverMatchPayload(lionsTeam, tigersTeam));
    // Ravi opens and makes 12 off 7 before he is bowled; the Tigers chase 14 with three sixes.
    await score(club.session, match.id, [
      { type: 'innings_start', battingTeam: 'team1', striker: String(own.id), nonStriker: String(squad[0].id), bowler: tigers[0] },
      six(),
      dot(),
      six(),
      ...times(3, dot),
      { type: 'bowler', bowler: tigers[1] },
      single(),
      { type: 'delivery', runs: 0, wicket: { kind: 'bowled' } },
      { type: 'batter_in', batter: String(squad[1].id) },
      ...times(4, dot),
      { type: 'innings_start', battingTeam: 'team2', striker: tigers[0], nonStriker: tigers[1], bowler: String(squad[0].id) },
      ...times(3, six),
    ]);

    await page.goto(`${baseUrl}/profile`);
    await myPages.getByRole('link', { name: 'Lions' }).click();
    await page.getByRole('heading', { name: 'Ravi Kumar' }).waitFor();
    expect(page.url()).toBe(`${baseUrl}/players/${own.id}`);
    await page.getByRole('table', { name: 'Matches (1)' }).getByRole('cell', { name: '12 (7)' }).waitFor();
    const howOut = page.getByRole('img', { name: 'How out' });
    await howOut.waitFor();
    expect(await howOut.locator('title').allTextContents()).toEqual(['bowled: 1']);
  });

  it("a fan without an account follows a shared match's player of the match to the player's page", async () => {
    const { baseUrl, browser } = journey;
    const club = await registerUser(baseUrl);
    const lionsTeam = await teamWithSquad(club.session, 'Lions', 'Lion', 5);
    const tigersTeam = await teamWithSquad(club.session, 'Tigers', 'Tiger', 5);
    const ids = async (teamId: number) => (await read<TeamDetailResponse>(club.session, `/api/my/teams/${teamId}`)).players.map((player) => String(player.id));
    const [lions, tigers] = [await ids(lionsTeam.id), await ids(tigersTeam.id)];
    const match = await created<MatchResponse>(club.session, '/api/my/matches', twoOverMatchPayload(lionsTeam, tigersTeam));
    await score(club.session, match.id, tigerOneWinsIt(lions, tigers));

    const fan = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await fan.goto(`${baseUrl}/matches/${match.id}`);
    await fan.getByTestId('player-of-the-match').getByRole('link', { name: 'Tiger 1' }).click();
    await fan.getByRole('heading', { name: 'Tiger 1' }).waitFor();
    expect(fan.url()).toBe(`${baseUrl}/players/${tigers[0]}`);
    await fan.getByRole('table', { name: 'Matches (1)' }).getByRole('cell', { name: '18* (3)' }).waitFor();
    // The squad is named, not linked: the team's page is its workspace's.
    await fan.getByText('Tigers', { exact: true }).waitFor();
    expect(await fan.getByRole('link', { name: 'Tigers', exact: true }).count()).toBe(0);
    await fan.context().close();
  });
});
