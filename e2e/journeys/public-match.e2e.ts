import { MATCH_TEXTS, MATCH_VISIBILITY_TEXTS } from '@cricket/contracts';
import { expectNoReload, lionsVersusTigers, markWindow, registerUser, scoringConsole, showsScore, signedInContextPage, socketConnected, socketMessages, useJourney } from '../harness';

jest.setTimeout(180_000);

const PHONE = { width: 390, height: 844 };

/** Issue 21, done means (b): a fan with no account follows a shared match link live, and reaches nothing else. */
describe('a public match page', () => {
  const journey = useJourney();

  it('a fan without an account opens the shared link on a phone, sees the score change live, and cannot reach the rest of the workspace', async () => {
    const { baseUrl, browser } = journey;
    const { session } = await registerUser(baseUrl);
    const match = await lionsVersusTigers(session, 5);

    // The scorer, signed in on a phone, copies the match's link with Share.
    const scorer = await signedInContextPage(browser, baseUrl, session, PHONE);
    await scorer.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await scorer.goto(`${baseUrl}/my/matches/${match.id}`);
    await scorer.getByRole('button', { name: 'Share' }).click();
    await scorer.getByText(MATCH_TEXTS.linkCopied).waitFor();
    const link = await scorer.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${baseUrl}/matches/${match.id}`);

    // The fan: a browser with no account at all.
    const fan = await (await browser.newContext({ viewport: PHONE })).newPage();
    const fanSocket = socketConnected(fan);
    const fanSockets: string[] = [];
    fan.on('websocket', (socket) => fanSockets.push(socket.url()));
    await fan.goto(link);
    await fan.getByRole('heading', { name: 'Lions vs Tigers' }).waitFor();
    await fan.getByTestId('scoring-headline').getByText('Scoring has not started').waitFor();
    await fanSocket;
    expect(fan.url()).toBe(link);
    // Read-only: no edit or scoring control, and the page fits the phone.
    for (const control of ['Edit Match', 'Score Match']) {
      expect(await fan.getByRole('button', { name: control }).count()).toBe(0);
      expect(await fan.getByRole('link', { name: control }).count()).toBe(0);
    }
    expect(await fan.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await markWindow(fan);

    // The scorer records balls; the fan's page follows without a reload.
    await scorer.getByRole('link', { name: 'Score Match' }).click();
    await scorer.waitForURL(`${baseUrl}/my/matches/${match.id}/score`);
    const { start, openInnings, pad } = scoringConsole(scorer);
    await start('Lions');
    await openInnings('Lion 1', 'Lion 2', 'Tiger 1');
    await pad('4').click();
    await showsScore(scorer, '4/0', '0.1');
    await showsScore(fan, '4/0', '0.1');
    await pad('1').click();
    await showsScore(fan, '5/0', '0.2');
    await expectNoReload(fan);

    // Watch live: the scorecard and charts, live too.
    await fan.getByRole('link', { name: 'Watch live' }).click();
    await fan.waitForURL(`${link}/score`);
    await showsScore(fan, '5/0', '0.2');
    await fan.getByText('Lion 1').first().waitFor();
    await pad('2').click();
    await showsScore(fan, '7/0', '0.3');
    await expectNoReload(fan);
    // One socket all along: moving between the match's pages kept it.
    expect(fanSockets).toHaveLength(1);

    // Nothing else of the workspace: its pages send the fan to sign-in, its API answers 401.
    for (const path of [`/my/matches/${match.id}`, `/my/matches/${match.id}/score`, '/my/matches', '/my/teams', `/tournaments`, '/workspace-settings']) {
      await fan.goto(`${baseUrl}${path}`);
      // Sent to sign in, and back here afterwards.
      await fan.waitForURL(`${baseUrl}/login?next=${encodeURIComponent(path)}`);
    }
    const api = await fan.evaluate(async (id) => {
      const statuses: number[] = [];
      for (const path of [`/api/my/matches/${id}`, '/api/my/matches', '/api/my/teams', '/api/workspaces/current']) statuses.push((await fetch(path)).status);
      return statuses;
    }, match.id);
    expect(api).toEqual([401, 401, 401, 401]);

    // The workspace's admin makes its matches members-only in the workspace settings: the link stops opening for the fan.
    await scorer.goto(`${baseUrl}/workspace-settings`);
    await scorer.getByText(MATCH_VISIBILITY_TEXTS.options.members).click();
    await scorer.getByText(MATCH_VISIBILITY_TEXTS.saved).waitFor();
    await fan.goto(link);
    await fan.getByText(MATCH_TEXTS.notFound).waitFor();
    expect(await fan.getByText('Lions vs Tigers').count()).toBe(0);
    // Its members still open it.
    await scorer.goto(link);
    await scorer.getByRole('heading', { name: 'Lions vs Tigers' }).waitFor();
  });

  it("shows a ball scored while the fan's subscription was still on its way", async () => {
    const { baseUrl, browser } = journey;
    const { session } = await registerUser(baseUrl);
    const match = await lionsVersusTigers(session, 5);
    const scorer = await signedInContextPage(browser, baseUrl, session, PHONE);
    const scorerHears = socketMessages(scorer);
    await scorer.goto(`${baseUrl}/my/matches/${match.id}/score`);
    const { start, openInnings, pad } = scoringConsole(scorer);
    await start('Lions');
    await openInnings('Lion 1', 'Lion 2', 'Tiger 1');
    await pad('4').click();
    await showsScore(scorer, '4/0', '0.1');

    // The fan's subscription is held on the way to the server until the next ball is in.
    const fan = await (await browser.newContext({ viewport: PHONE })).newPage();
    const held: string[] = [];
    let release: () => void = () => undefined;
    let subscribing: () => void = () => undefined;
    const subscriptionHeld = new Promise<void>((resolve) => (subscribing = resolve));
    await fan.routeWebSocket(/\/ws(\?|$)/, (socket) => {
      const server = socket.connectToServer();
      const pass = (message: string | Buffer) => server.send(message);
      release = () => held.splice(0).forEach(pass);
      socket.onMessage((message) => {
        if (!String(message).includes('SUBSCRIBE_MATCH')) return pass(message);
        held.push(String(message));
        subscribing();
      });
    });
    await fan.goto(`${baseUrl}/matches/${match.id}/score`);
    await showsScore(fan, '4/0', '0.1');
    await subscriptionHeld;
    await pad('2').click();
    // The ball has gone out to the match's subscribers: the scorer's own socket heard it.
    await scorerHears.heard((message) => message.type === 'BALL_RECORDED' && (message.data as { score?: { live?: { runs?: number } } }).score?.live?.runs === 6);

    // Once the server has it, the fan's page catches up, without a reload.
    await markWindow(fan);
    release();
    await showsScore(fan, '6/0', '0.2');
    await expectNoReload(fan);
    await pad('1').click();
    await showsScore(fan, '7/0', '0.3');
  });
});
