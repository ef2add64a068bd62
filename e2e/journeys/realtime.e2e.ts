import { WS_CLOSE_NO_REASON } from '@cricket/contracts';
import { registerUser, useJourney } from '../harness';

describe('realtime', () => {
  const journey = useJourney();

  it('/ws-test shows the connection, the pong and the close reason', async () => {
    const { session } = await registerUser(journey.baseUrl);
    const context = await journey.browser.newContext();
    const [name, value] = session.cookie.split('=');
    await context.addCookies([{ name, value, url: journey.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/ws-test`);
    await page.getByRole('button', { name: 'Run test' }).click();
    const log = page.getByRole('log', { name: 'Connection log' });
    await log.getByText('Received: connection').waitFor({ timeout: 10_000 });
    await log.getByText('Received: pong').waitFor({ timeout: 10_000 });
    // The test closes the socket after 1 s; the server echoes no reason.
    await log.getByText(`Closed: code 1000, reason: ${WS_CLOSE_NO_REASON}`).waitFor({ timeout: 10_000 });
    await context.close();
  });

  // A change in one browser appearing in another without reload: ground-booking.e2e.ts.
});
