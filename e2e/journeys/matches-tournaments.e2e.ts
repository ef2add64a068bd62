import { addDays, MATCH_MESSAGES, MATCH_TEXTS, TOURNAMENT_TEXTS, utcToday, type FixturesResponse, type ResultPayload } from '@cricket/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { chooseOption, eventually, fieldErrors, registerUser, useJourney, type ApiSession } from '../harness';

const toast = (page: Page) => page.locator('.ant-notification-notice');
/** The UTC day `days` from today, YYYY-MM-DD: the day tournaments count their dates from. */
const daysFromToday = (days: number) => addDays(utcToday(), days);


/** A browser signed in as a freshly registered user (its own workspace, as admin). */
async function signedInPage(baseUrl: string, newContext: () => Promise<BrowserContext>): Promise<{ page: Page; session: ApiSession }> {
  const { session } = await registerUser(baseUrl);
  const context = await newContext();
  const [name, value] = session.cookie.split('=');
  await context.addCookies([{ name, value, url: baseUrl }]);
  return { page: await context.newPage(), session };
}

async function createTeam(page: Page, baseUrl: string, name: string): Promise<number> {
  await page.goto(`${baseUrl}/my/teams/create`);
  await page.getByLabel('Team Name').fill(name);
  await page.getByRole('button', { name: 'Create Team' }).click();
  await page.waitForURL(/\/my\/teams\/\d+$/);
  await page.getByRole('heading', { name }).waitFor();
  return Number(new URL(page.url()).pathname.split('/').pop());
}

describe('matches, teams and tournaments', () => {
  const journey = useJourney();

  it('creates two teams and a friendly match (every field error first), lists it, opens it and shares it', async () => {
    const { page } = await signedInPage(journey.baseUrl, () =>
      journey.browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] }),
    );
    const lions = await createTeam(page, journey.baseUrl, 'Lions');
    await createTeam(page, journey.baseUrl, 'Tigers');

    // A guest player as captain, then the squad and captain on the team's page.
    await page.goto(`${journey.baseUrl}/my/teams/${lions}/manage`);
    await page.getByTestId('join-code').waitFor();
    await page.getByText('Guest player').click();
    await page.getByLabel('Player Name').fill('Ravi Kumar');
    await chooseOption(page, 'Playing Role', 'Bowler');
    await chooseOption(page, 'Bowling Style', 'Slow left-arm orthodox');
    await page.getByLabel('Jersey Number', { exact: true }).fill('7');
    await page.getByRole('checkbox', { name: 'Captain', exact: true }).check();
    await page.getByRole('button', { name: 'Add Player' }).click();
    await page.locator('.ant-table-row', { hasText: 'Ravi Kumar' }).getByText('Captain', { exact: true }).waitFor();
    await page.goto(`${journey.baseUrl}/my/teams/${lions}`);
    await page.locator('.ant-descriptions-item', { hasText: 'Captain' }).first().getByText('Ravi Kumar').waitFor();
    expect(await page.locator('.ant-table-row', { hasText: 'Ravi Kumar' }).innerText()).toMatch(/7\s+Ravi Kumar\s+Captain\s+Guest\s+Bowler/);
    // His page names how he bowls.
    await page.locator('.ant-table-row', { hasText: 'Ravi Kumar' }).getByRole('link', { name: 'Ravi Kumar' }).click();
    await page.getByRole('heading', { name: 'Ravi Kumar' }).waitFor();
    await page.getByText('Bowler · Slow left-arm orthodox', { exact: true }).waitFor();

    await page.goto(`${journey.baseUrl}/my/matches/create`);
    await page.getByRole('heading', { name: 'Create New Match' }).waitFor();
    await page.getByText('Set up a new cricket match').waitFor();
    // Defaults of core §5: today, 14:00, t20, a friendly.
    expect(await page.getByLabel('Time').inputValue()).toBe('14:00');
    expect(await page.getByLabel('Date').inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByLabel('Date').fill('');
    await page.getByLabel('Time').fill('');
    await page.getByRole('button', { name: 'Create Match' }).click();
    await eventually(async () =>
      expect(await fieldErrors(page)).toEqual([
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

    await chooseOption(page, 'Team 1', 'Lions');
    await chooseOption(page, 'Team 2', 'Lions');
    await page.getByLabel('Venue').fill('Riverside Oval');
    await page.getByLabel('Date').fill(daysFromToday(3));
    await page.getByLabel('Time').fill('10:30');
    expect(await page.getByLabel('Team 1 Short Name').inputValue()).toBe('LIO');
    await page.getByRole('button', { name: 'Create Match' }).click();
    await toast(page).getByText(MATCH_MESSAGES.sameTeam).waitFor();
    expect(page.url()).toContain('/my/matches/create');

    await chooseOption(page, 'Team 2', 'Tigers');
    await page.getByRole('button', { name: 'Create Match' }).click();
    await page.waitForURL(/\/matches\/\d+$/);
    const matchId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Lions vs Tigers' }).waitFor();
    await page.getByText(MATCH_TEXTS.friendly, { exact: true }).first().waitFor();
    await page.getByTestId('scoring-headline').getByText('Scoring has not started').waitFor();

    await page.goto(`${journey.baseUrl}/my/matches`);
    await page.getByRole('link', { name: 'Lions vs Tigers' }).click();
    await page.waitForURL(`${journey.baseUrl}/my/matches/${matchId}`);
    await page.getByText('Riverside Oval').waitFor();
    await page.getByRole('link', { name: 'Edit Match' }).waitFor();

    await page.getByRole('button', { name: 'Share' }).click();
    await toast(page).getByText(MATCH_TEXTS.linkCopied).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${journey.baseUrl}/matches/${matchId}`);

    await page.goto(`${journey.baseUrl}/my/matches/999999`);
    await page.getByText(MATCH_TEXTS.notFound).waitFor();
    await page.context().close();
  });

  it('creates a tournament, registers teams, generates fixtures and shows the points table', async () => {
    const { page, session } = await signedInPage(journey.baseUrl, () => journey.browser.newContext());
    const lions = await createTeam(page, journey.baseUrl, 'Lions');
    await createTeam(page, journey.baseUrl, 'Tigers');

    await page.goto(`${journey.baseUrl}/tournaments`);
    await page.getByText(TOURNAMENT_TEXTS.listSubtitle).waitFor();
    await page.getByRole('button', { name: TOURNAMENT_TEXTS.createButton }).click();
    await page.waitForURL(`${journey.baseUrl}/tournaments/create`);
    await page.getByLabel('Tournament Name').fill('Monsoon Cup');
    await page.getByLabel('Start Date').fill(daysFromToday(10));
    await page.getByLabel('Maximum Teams').fill('4');
    await page.getByRole('button', { name: TOURNAMENT_TEXTS.createButton }).click();
    await page.waitForURL(/\/tournaments\/\d+$/);
    const tournamentId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByText('Starts in 10 days').waitFor();

    await page.getByRole('tab', { name: 'Registered Teams' }).click();
    // Only the open tab's panel is visible, so this follows the tab that is open.
    const panel = page.getByRole('tabpanel');
    for (const team of ['Lions', 'Tigers']) {
      await chooseOption(page, panel.getByRole('combobox'), team);
      await panel.getByRole('button', { name: 'Register Team' }).click();
      await panel.locator('.ant-table-row', { hasText: team }).waitFor();
    }

    await page.getByRole('tab', { name: 'Fixtures' }).click();
    await panel.getByRole('button', { name: 'Generate Fixtures' }).click();
    // Generating is once only: the organiser confirms in the popup, outside the tab's panel.
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Generate Fixtures' }).click();
    await panel.getByTestId('fixture').getByText('Lions vs Tigers').waitFor();

    // The scorer records the result: Lions 150/5 in 20 overs beat Tigers, all out for 120 in 18.3.
    const fixtures = await session.request<FixturesResponse>('GET', `/api/tournaments/${tournamentId}/fixtures`);
    const [fixture] = fixtures.body.matches;
    expect((await session.request('POST', `/api/my/matches/${fixture.id}/status`, { status: 'live' })).status).toBe(200);
    const lionsFirst = fixture.team1Id === lions;
    const lionsInnings = { score: 150, wickets: 5, overs: '20' };
    const tigersInnings = { score: 120, wickets: 10, overs: '18.3' };
    const [one, two] = lionsFirst ? [lionsInnings, tigersInnings] : [tigersInnings, lionsInnings];
    const result: ResultPayload = {
      outcome: 'win',
      winnerTeamId: lions,
      team1Score: one.score,
      team1Wickets: one.wickets,
      team1Overs: one.overs,
      team2Score: two.score,
      team2Wickets: two.wickets,
      team2Overs: two.overs,
    };
    expect((await session.request('PUT', `/api/my/matches/${fixture.id}/result`, result)).status).toBe(200);

    await page.reload();
    await page.getByRole('tab', { name: 'Points Table' }).click();
    // Tigers were bowled out, so their innings counts as the full 20 overs: NRR 150/20 − 120/20 = +1.500.
    const rows = panel.locator('.ant-table-row');
    await eventually(async () =>
      expect((await rows.allInnerTexts()).map((row) => row.split(/\s+/).join(' '))).toEqual([
        'Lions 1 1 0 0 0 2 +1.500',
        'Tigers 1 0 1 0 0 0 -1.500',
      ]),
    );

    // The league sanctions the Lions' slow over rate: 0.05 off their net run rate, shown with its reason.
    await panel.getByRole('button', { name: 'Add Penalty' }).click();
    const dialog = page.getByRole('dialog');
    await chooseOption(page, dialog.getByLabel('Team'), 'Lions');
    await dialog.getByLabel('Net run rate deducted').fill('0.05');
    await dialog.getByLabel('Reason').fill('Slow over rate, one over down');
    await dialog.getByRole('button', { name: 'Add Penalty' }).click();
    await panel.getByText('Lions: −0.050 net run rate').waitFor();
    await panel.getByText('Slow over rate, one over down').waitFor();
    await eventually(async () => expect((await rows.first().innerText()).split(/\s+/).join(' ')).toBe('Lions 1 1 0 0 0 2 +1.450 *'));
    await page.context().close();
  });
});
