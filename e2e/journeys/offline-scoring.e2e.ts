import { SCORING_PATHS, type ScoringStateResponse } from '@cricket/contracts';
import { lionsVersusTigers, read, registerUser, scoringConsole, showsScore, signedInContextPage, socketConnected, useJourney } from '../harness';

jest.setTimeout(240_000);

describe('scoring with no signal', () => {
  const journey = useJourney();

  it('a scorer downloads the match, scores two overs offline through a reload, and the server and a fan catch up with no ball doubled', async () => {
    const { baseUrl, browser } = journey;
    const { session } = await registerUser(baseUrl);
    const match = await lionsVersusTigers(session, 5);

    // A fan watches live; the scorer opens the console on a phone, starts, and downloads the match.
    const fan = await signedInContextPage(browser, baseUrl, (await registerUser(baseUrl)).session);
    const fanSocket = socketConnected(fan);
    await fan.goto(`${baseUrl}/matches/${match.id}/score`);
    await fanSocket;
    const scorer = await signedInContextPage(browser, baseUrl, session, { width: 390, height: 844 });
    await scorer.goto(`${baseUrl}/my/matches/${match.id}/score`);
    const { start, openInnings, pad, calls } = scoringConsole(scorer);
    await start('Lions');
    await openInnings('Lion 1', 'Lion 2', 'Tiger 1');
    await scorer.getByRole('button', { name: 'Download for offline scoring' }).click();
    await scorer.getByTestId('offline-copy').getByText(/^Ready to score offline · saved \d\d:\d\d$/).waitFor();
    // The app itself is kept by the service worker once it controls the page.
    await scorer.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

    // No signal: every tap shows at once and waits on the phone.
    await scorer.context().setOffline(true);
    const status = scorer.getByTestId('sync-status');
    const dialog = () => scorer.getByRole('dialog');
    await pad('1').click();
    await showsScore(scorer, '1/0', '0.1');
    await status.getByText('Offline · 1 ball waiting to sync').waitFor();
    await pad('WD').click();
    await dialog().getByRole('button', { name: '0', exact: true }).click();
    await showsScore(scorer, '2/0', '0.1');
    await pad('4').click();
    await showsScore(scorer, '6/0', '0.2');
    await pad('W').click();
    await dialog().getByRole('button', { name: 'Record Wicket' }).click();
    await showsScore(scorer, '6/1', '0.3');
    await scorer.getByRole('region', { name: 'New batter' }).getByRole('button', { name: 'Lion 3', exact: true }).click();
    await pad('2').click();
    await showsScore(scorer, '8/1', '0.4');
    // A three by mistake, undone.
    await pad('3').click();
    await showsScore(scorer, '11/1', '0.5');
    await calls('Undo').click();
    await showsScore(scorer, '8/1', '0.4');
    await pad('0').click();
    await pad('1').click();
    await showsScore(scorer, '9/1', '1');
    await scorer.getByRole('region', { name: 'Next bowler' }).getByRole('button', { name: 'Tiger 2', exact: true }).click();
    const singles = async (balls: [score: string, overs: string][]) => {
      for (const [score, overs] of balls) {
        await pad('1').click();
        await showsScore(scorer, score, overs);
      }
    };
    await singles([['10/1', '1.1'], ['11/1', '1.2'], ['12/1', '1.3']]);

    // A reload with no signal: the console and its waiting balls come back from the phone.
    await scorer.reload();
    await showsScore(scorer, '12/1', '1.3');
    // Truly offline, service worker included: a read nothing keeps does not answer.
    expect(await scorer.evaluate(() => fetch('/api/matches').then(() => 'answered', () => 'no network'))).toBe('no network');
    await status.getByText(/^Offline · \d+ balls waiting to sync$/).waitFor();
    await singles([['13/1', '1.4'], ['14/1', '1.5'], ['15/1', '2']]);
    // Nothing has reached the server: the fan still sees the start of the innings.
    await showsScore(fan, '0/0', '0');

    // The signal returns: the balls sync in order, the fan's view catches up, and the server holds what the phone showed.
    await scorer.context().setOffline(false);
    await status.getByText('All balls synced').waitFor({ timeout: 60_000 });
    await showsScore(fan, '15/1', '2');
    const server = await read<ScoringStateResponse>(session, SCORING_PATHS.scoring(match.id));
    const balls = server.events.filter((record) => record.event.type === 'delivery');
    // Twelve legal balls and a wide; the undone three is not there.
    expect(balls).toHaveLength(13);
    expect(server.state?.innings[0]).toMatchObject({ runs: 15, wickets: 1 });

    await scorer.context().close();
    await fan.context().close();
  });
});
