import { diaryToday, TRAINING_API, type AttendanceListResponse } from '@cricket/contracts';
import type { Page } from 'playwright-core';
import { registerUser, useJourney, type ApiSession } from '../harness';

jest.setTimeout(180_000);

/**
 * A coach's workspace with a player in it: both registered, the player added as a member
 * and switched to the coach's workspace, each with a browser page signed in as them.
 */
describe('training, attendance and the diary', () => {
  const journey = useJourney();

  async function pageFor(session: ApiSession): Promise<Page> {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const [name, value] = session.cookie.split('=');
    await context.addCookies([{ name, value, url: journey.baseUrl }]);
    return context.newPage();
  }

  async function academy() {
    const coach = await registerUser(journey.baseUrl, { role: 'coach' });
    const player = await registerUser(journey.baseUrl, { role: 'player' });
    const workspaceId = coach.registered.workspace.id;
    const added = await coach.session.request('POST', `/api/workspaces/${workspaceId}/members`, { username: player.user.username, role: 'member' });
    expect(added.status).toBe(201);
    const switched = await player.session.request('POST', '/api/workspaces/switch', { workspaceId });
    expect(switched.status).toBe(200);
    return { coach, player, coachPage: await pageFor(coach.session), playerPage: await pageFor(player.session) };
  }

  const url = (path: string) => `${journey.baseUrl}${path}`;

  it('a coach creates a batch, a player requests, the coach approves and it appears in My Enrollments', async () => {
    const { player, coachPage, playerPage } = await academy();
    const batchName = `Morning Juniors ${Date.now().toString(36)}`;

    await coachPage.goto(url('/training-batches/create'));
    await coachPage.getByLabel('Batch Name').fill(batchName);
    await coachPage.getByLabel('Mon', { exact: true }).check();
    await coachPage.getByLabel('Wed', { exact: true }).check();
    await coachPage.getByLabel('Start Time').fill('06:30');
    await coachPage.getByLabel('End Time').fill('08:00');
    await coachPage.getByLabel('Start Date').fill('2030-01-06');
    await coachPage.getByLabel('End Date').fill('2030-03-31');
    await coachPage.getByLabel('Capacity').fill('12');
    await coachPage.getByLabel('Monthly Fee (₹)').fill('1500');
    await coachPage.getByRole('button', { name: 'Create Batch' }).click();
    await coachPage.waitForURL(/\/training-batches\/\d+$/);
    await coachPage.locator('.ant-card-head-title', { hasText: batchName }).waitFor();

    await playerPage.goto(url('/training-batches'));
    const card = playerPage.getByTestId('batch-card').filter({ hasText: batchName });
    await card.getByRole('button', { name: 'Request to Enroll' }).click();
    // The card reads its state again from the server after the request.
    await card.getByText('Requested', { exact: true }).waitFor();

    await coachPage.goto(url('/coach-enrollments'));
    const request = coachPage.getByRole('row').filter({ hasText: player.user.name });
    await request.getByRole('button', { name: 'Approve' }).click();
    await coachPage.getByText('No pending enrollment requests.').waitFor();

    await playerPage.goto(url('/player-enrollments'));
    const mine = playerPage.getByRole('row').filter({ hasText: batchName });
    await mine.getByText('Approved', { exact: true }).waitFor();
  });

  it('a coach opens a session, a player checks in with its QR link and the dashboard shows the rate', async () => {
    const { coach, player, coachPage, playerPage } = await academy();
    const listName = `Nets ${Date.now().toString(36)}`;
    const created = await coach.session.request<AttendanceListResponse>('POST', TRAINING_API.lists, {
      name: listName,
      members: [{ userId: player.registered.id, name: player.user.name }, { name: 'Guest Bowler' }],
    });
    expect(created.status).toBe(201);

    await coachPage.goto(url(`/new-session?listId=${created.body.id}`));
    await coachPage.getByLabel('Title').fill('Evening nets');
    await coachPage.getByLabel('Start Time').fill('17:00');
    await coachPage.getByLabel('End Time').fill('19:00');
    await coachPage.getByRole('button', { name: 'Create Session' }).click();
    await coachPage.waitForURL(/\/sessions\/\d+$/);
    await coachPage.getByTestId('session-qr').locator('svg').waitFor();
    const link = await coachPage.getByTestId('check-in-link').getAttribute('href');
    expect(link).toMatch(/\/qr\/[^/]+$/);

    await playerPage.goto(link as string);
    await playerPage.getByText("You're checked in: Present").waitFor();
    // Scanning again changes nothing.
    await playerPage.reload();
    await playerPage.getByText('You were already checked in to this session').waitFor();

    await coachPage.goto(url('/dashboard'));
    await coachPage.getByRole('progressbar', { name: `${player.user.name} 100%` }).waitFor();
    // The guest has not checked in: one of two attended.
    await coachPage.getByTestId('list-rate').filter({ hasText: listName }).getByText('50%', { exact: false }).first().waitFor();
  });

  it("a player writes today's diary entry and sees it in history with the derived strike rate", async () => {
    const { playerPage } = await academy();
    await playerPage.goto(url('/diary/entry'));
    await playerPage.waitForURL(url(`/diary/entry/${diaryToday()}`));
    await playerPage.getByRole('switch', { name: 'Batting' }).click();
    await playerPage.getByLabel('Balls Faced').fill('24');
    await playerPage.getByLabel('Runs', { exact: true }).fill('36');
    await playerPage.getByLabel('4s').fill('4');
    await playerPage.getByTestId('derived-strikeRate').getByText('150').waitFor();
    const saved = playerPage.waitForResponse((res) => res.request().method() === 'PUT' && res.url().includes('/api/diary/entries/'));
    await playerPage.getByRole('button', { name: 'Save Entry' }).click();
    expect((await saved).status()).toBe(200);

    await playerPage.goto(url('/diary/history'));
    const row = playerPage.getByRole('row').filter({ has: playerPage.getByRole('link', { name: /\w{3} \d{1,2}, \d{4}/ }) });
    await row.getByRole('cell', { name: '150.00' }).waitFor();
    await row.getByRole('cell', { name: '36 (24)' }).waitFor();
  });
});
