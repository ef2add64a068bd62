import type { CricsheetMatch, MatchImportResponse, MatchResponse, MatchScorecardResponse } from '@cricket/contracts';
import type { Page } from 'playwright-core';
import { chooseOption, created, expectNoReload, markWindow, read, registerUser, scoringConsole, showsScore, signedInContextPage, socketConnected, teamWithSquad, twoOverMatchPayload, useJourney } from '../harness';

jest.setTimeout(180_000);

/** The first innings' card shows the three calls: the short over, the substitute, the batter absent hurt. */
async function showsTheCalls(page: Page): Promise<void> {
  const card = page.getByTestId('innings-1');
  await card.getByTestId('overs-as-called').getByText("Over 1: 5 balls (umpire's call)", { exact: true }).waitFor();
  await card.getByTestId('substitutions').getByText('Concussion substitute: Tiger 6 for Tiger 3 (Tigers, after 1 ov)', { exact: true }).waitFor();
  await card.locator('.ant-table-row', { hasText: 'Lion 6' }).getByText('absent hurt', { exact: true }).waitFor();
}

describe("the umpires' calls", () => {
  const journey = useJourney();

  it('a scorer on a phone ends an over after five balls, brings on a concussion substitute and records a batter absent hurt; a fan sees them; the file carries them', async () => {
    const { baseUrl, browser } = journey;
    const { session: scorerSession } = await registerUser(baseUrl);
    const { session: fanSession } = await registerUser(baseUrl);

    const lions = await teamWithSquad(scorerSession, 'Lions', 'Lion', 6);
    const tigers = await teamWithSquad(scorerSession, 'Tigers', 'Tiger', 7);
    const match = await created<MatchResponse>(scorerSession, '/api/my/matches', twoOverMatchPayload(lions, tigers));

    // A fan of another workspace watches the live view.
    const fan = await signedInContextPage(browser, baseUrl, fanSession);
    const fanSocket = socketConnected(fan);
    await fan.goto(`${baseUrl}/matches/${match.id}/score`);
    await fanSocket;
    await fan.getByTestId('live-headline').getByText('Scoring has not started').waitFor();
    await markWindow(fan);

    const scorer = await signedInContextPage(browser, baseUrl, scorerSession, { width: 390, height: 844 });
    await scorer.goto(`${baseUrl}/my/matches/${match.id}/score`);
    const { start, openInnings, pad, tap, calls } = scoringConsole(scorer);
    // Tigers name six of their seven: Tiger 6 is their substitute.
    await scorer.getByRole('region', { name: 'Tigers playing XI' }).getByText('Tiger 6', { exact: true }).click();
    await start('Lions');

    const dialog = (title: string) => scorer.getByRole('dialog').filter({ has: scorer.locator('.ant-modal-title', { hasText: title }) });
    const more = async (action: string) => {
      await calls('More').click();
      await dialog('More').getByRole('button', { name: action }).click();
    };
    /** Balls of these runs, then both browsers show the score. */
    const balls = async (runs: string[], score: string, overs: string) => {
      for (const run of runs) await tap(run);
      await showsScore(scorer, score, overs);
      await showsScore(fan, score, overs);
    };
    /** Nothing wider than the phone's 390 px. */
    const fitsThePhone = async () => expect(await scorer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Lions: five singles, then the umpire calls over.
    await openInnings('Lion 1', 'Lion 2', 'Tiger 1');
    await balls(['1', '1', '1', '1', '1'], '5/0', '0.5');
    await calls("End over now (umpire's call)").click();
    const endOver = scorer.locator('.ant-popconfirm', { hasText: 'End this over after 5 balls, as the umpire called it?' });
    await fitsThePhone();
    await endOver.getByRole('button', { name: 'End over' }).click();
    await showsScore(scorer, '5/0', '1');
    await showsScore(fan, '5/0', '1');
    await scorer.getByRole('region', { name: 'Next bowler' }).getByRole('button', { name: 'Tiger 2', exact: true }).click();
    await pad('0').waitFor();

    // Tiger 3 is concussed in the field: Tiger 6 comes on.
    await calls('Substitute').click();
    const substitute = dialog('Substitute');
    await substitute.getByText('Tigers', { exact: true }).click();
    await chooseOption(scorer, 'Going off', 'Tiger 3');
    await chooseOption(scorer, 'Coming on', 'Tiger 6');
    await substitute.getByText('Concussion substitute', { exact: true }).click();
    await fitsThePhone();
    await substitute.getByRole('button', { name: 'Record Substitute' }).click();
    await substitute.waitFor({ state: 'hidden' });

    // Lion 6 cannot bat.
    await more('Absent hurt');
    const absent = dialog('Absent hurt');
    await absent.getByRole('button', { name: 'Lion 6', exact: true }).click();
    await absent.waitFor({ state: 'hidden' });
    await scorer.getByTestId('pending').waitFor({ state: 'detached' });
    expect(await scorer.getByTestId('scoring-notice').count()).toBe(0);

    // The fan sees all three while the innings goes on, without a reload.
    await showsTheCalls(fan);
    await balls(['4', '0', '0', '0', '0', '0'], '9/0', '2');
    await expectNoReload(fan);

    // Tigers need 10: the substitute opens and wins it in two balls.
    await openInnings('Tiger 6', 'Tiger 1', 'Lion 1');
    await balls(['6', '4'], '10/0', '0.2');
    const result = await scorer.getByTestId('result').innerText();
    // Six a side, no wicket down: the match completes itself on the winning hit.
    expect(result).toBe('Tigers won by 5 wickets');

    // The scorecard of the finished match, opened afresh: the first innings' card shows the calls.
    await fan.reload();
    await fan.getByTestId('result').getByText(result, { exact: true }).waitFor();
    await fan.getByRole('tab', { name: 'Lions innings 1' }).click();
    await showsTheCalls(fan);

    // The match as a Cricsheet file carries the calls, and another workspace imports it to the same totals.
    const file = await read<CricsheetMatch>(scorerSession, `/api/my/matches/${match.id}/export?format=cricsheet`);
    const [first] = file.innings;
    expect(first.miscounted_overs).toEqual({ '0': { balls: 5 } });
    expect(first.absent_hurt).toEqual(['Lion 6']);
    const replacements = first.overs!.flatMap((over) => over.deliveries.flatMap((ball) => ball.replacements?.match ?? []));
    expect(replacements).toEqual([{ in: 'Tiger 6', out: 'Tiger 3', team: 'Tigers', reason: 'concussion_substitute' }]);

    const { session: otherSession } = await registerUser(baseUrl);
    const imported = await created<MatchImportResponse>(otherSession, '/api/my/matches/import?format=cricsheet', file);
    const totals = (card: MatchScorecardResponse) => ({ scores: card.innings.map((one) => one.score), calledOvers: card.innings.map((one) => one.calledOvers), result: card.result });
    const original = await read<MatchScorecardResponse>(scorerSession, `/api/my/matches/${match.id}/scorecard`);
    const copy = await read<MatchScorecardResponse>(otherSession, `/api/my/matches/${imported.id}/scorecard`);
    expect(totals(original)).toEqual({ scores: ['9/0 (2 ov)', '10/0 (0.2 ov)'], calledOvers: [[{ over: 1, balls: 5, text: "Over 1: 5 balls (umpire's call)" }], []], result });
    expect(totals(copy)).toEqual(totals(original));

    await scorer.context().close();
    await fan.context().close();
  });
});
