import type { Page } from 'playwright-core';
import { eventually, lionsVersusTigers, registerUser, scoringConsole, showsScore, signedInContextPage, socketConnected, useJourney } from '../harness';

jest.setTimeout(180_000);

/** The titles of the notifications the app's service worker is showing on this device. */
const shownTitles = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return (await registration?.getNotifications())?.map((notification) => notification.title) ?? [];
  });

describe('match-day notifications', () => {
  const journey = useJourney();

  it('a fan who opts in is told of a wicket through the service worker, and nothing of the balls before', async () => {
    const { baseUrl, browser } = journey;
    const { session } = await registerUser(baseUrl);
    const match = await lionsVersusTigers(session, 5);

    const scorer = await signedInContextPage(browser, baseUrl, session, { width: 390, height: 844 });
    await scorer.goto(`${baseUrl}/my/matches/${match.id}/score`);
    const { start, openInnings, pad } = scoringConsole(scorer);
    await start('Lions');
    await openInnings('Lion 1', 'Lion 2', 'Tiger 1');
    await pad('4').click();
    await showsScore(scorer, '4/0', '0.1');

    // The fan allows notifications and opts in on the live view; the four already on the board is not announced.
    const fan = await signedInContextPage(browser, baseUrl, (await registerUser(baseUrl)).session, { width: 390, height: 844 });
    await fan.context().grantPermissions(['notifications'], { origin: baseUrl });
    const fanSocket = socketConnected(fan);
    await fan.goto(`${baseUrl}/matches/${match.id}/score`);
    await fanSocket;
    await showsScore(fan, '4/0', '0.1');
    await fan.getByRole('button', { name: 'Notify me' }).click();
    await fan.getByRole('button', { name: 'Notifying: tap to stop' }).waitFor();

    await pad('W').click();
    await scorer.getByRole('dialog').getByRole('button', { name: 'Record Wicket' }).click();
    await showsScore(fan, '4/1', '0.2');
    await eventually(async () => expect(await shownTitles(fan)).toEqual(['Wicket: Lion 1']), 15_000);

    await scorer.context().close();
    await fan.context().close();
  });
});
