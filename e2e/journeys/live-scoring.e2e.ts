import { addDays, utcToday, type MatchResponse, type TournamentResponse } from '@cricket/contracts';
import { created, expectNoReload, markWindow, registerUser, scoringConsole, showsScore, signedInContextPage, socketConnected, teamWithSquad, twoOverMatchPayload, useJourney } from '../harness';

jest.setTimeout(180_000);

describe('live scoring', () => {
  const journey = useJourney();

  it('a scorer scores a two-over tournament match ball by ball; a fan watches it live; the points table follows', async () => {
    const { baseUrl, browser } = journey;
    const { session: scorerSession } = await registerUser(baseUrl);
    const { session: fanSession } = await registerUser(baseUrl);

    const cup = await created<TournamentResponse>(scorerSession, '/api/tournaments', { name: 'Monsoon Cup', startDate: addDays(utcToday(), 13), maxTeams: 4 });
    const lions = await teamWithSquad(scorerSession, 'Lions', 'Lion', 5, cup.id);
    const tigers = await teamWithSquad(scorerSession, 'Tigers', 'Tiger', 5, cup.id);
    const match = await created<MatchResponse>(scorerSession, '/api/my/matches', twoOverMatchPayload(lions, tigers, cup.id));

    // The fan (another workspace) cannot score: the console sends them to the live view, which waits for the first ball.
    const fan = await signedInContextPage(browser, baseUrl, fanSession);
    const fanSocket = socketConnected(fan);
    await fan.goto(`${baseUrl}/my/matches/${match.id}/score`);
    await fan.waitForURL(`${baseUrl}/matches/${match.id}/score`);
    await fanSocket;
    await fan.getByTestId('live-headline').getByText('Scoring has not started').waitFor();
    await markWindow(fan);

    // The scorer opens the match on a phone, and the console from its Cricket Scoring card.
    const scorer = await signedInContextPage(browser, baseUrl, scorerSession, { width: 390, height: 844 });
    await scorer.goto(`${baseUrl}/my/matches/${match.id}`);
    await scorer.getByTestId('scoring-headline').getByText('Scoring has not started').waitFor();
    await scorer.getByRole('link', { name: 'Score Match' }).click();
    await scorer.waitForURL(`${baseUrl}/my/matches/${match.id}/score`);

    // The toss decides who bats first (the match page may still be on screen while the console loads).
    const { start, openInnings, pad } = scoringConsole(scorer);
    await start('Lions');

    const dialog = () => scorer.getByRole('dialog');
    /** One ball, then both browsers show the score: the scorer's at once, the fan's without a reload. */
    const ball = async (record: () => Promise<void>, score: string, overs: string) => {
      await record();
      await showsScore(scorer, score, overs);
      await showsScore(fan, score, overs);
    };
    const tap = (label: string) => () => pad(label).click();
    const extra = (label: string, runs: string) => async () => {
      await pad(label).click();
      await dialog().getByRole('button', { name: runs, exact: true }).click();
    };
    const choosePlayer = async (title: string, player: string) => {
      await scorer.getByRole('region', { name: title }).getByRole('button', { name: player, exact: true }).click();
    };

    // Lions: a single, a wide, a four, a no-ball and a six off the free hit, a dot, bowled.
    await openInnings('Lion 1', 'Lion 2', 'Tiger 1');
    await ball(tap('1'), '1/0', '0.1');
    // The scoreboard and the pad fit the phone: nothing is wider than its 390 px.
    expect(await scorer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await ball(extra('WD', '0'), '2/0', '0.1');
    await ball(tap('4'), '6/0', '0.2');
    await ball(extra('NB', '0'), '7/0', '0.2');
    await scorer.getByTestId('free-hit').waitFor();
    await fan.getByTestId('free-hit').waitFor();
    await ball(tap('6'), '13/0', '0.3');
    expect(await fan.getByTestId('free-hit').count()).toBe(0);
    await ball(tap('0'), '13/0', '0.4');
    await ball(async () => {
      await pad('W').click();
      await dialog().getByRole('button', { name: 'Record Wicket' }).click();
    }, '13/1', '0.5');
    await choosePlayer('New batter', 'Lion 3');
    await ball(tap('2'), '15/1', '1');
    // Tiger 1 bowled the first over: the second only if the umpire allowed it, and the scorer says no.
    await choosePlayer('Next bowler', 'Tiger 1');
    const question = scorer.locator('.ant-popconfirm', { hasText: 'The same bowler cannot bowl consecutive overs' });
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    await choosePlayer('Next bowler', 'Tiger 2');
    // A three entered by mistake, and undone.
    await ball(tap('3'), '18/1', '1.1');
    await ball(() => scorer.getByRole('button', { name: /Undo/ }).click(), '15/1', '1');
    // Six singles tapped as fast as the scorer can: queued and sent in order, none lost or doubled.
    for (let i = 0; i < 6; i++) await pad('1').click();
    await showsScore(scorer, '21/1', '2');
    await showsScore(fan, '21/1', '2');
    await scorer.getByTestId('pending').waitFor({ state: 'detached' });

    // Tigers need 22: a single, then Tiger 1 run out at the non-striker's end after a completed run.
    await openInnings('Tiger 1', 'Tiger 2', 'Lion 1');
    await fan.getByTestId('live-headline').getByText('Tigers need 22 runs from 12 balls').waitFor();
    await ball(tap('1'), '1/0', '0.1');
    await ball(async () => {
      await pad('W').click();
      await dialog().getByText('run out', { exact: true }).click();
      await dialog().getByText('Tiger 1', { exact: true }).click();
      await dialog().getByText('1', { exact: true }).click();
      await dialog().getByText('Lion 3', { exact: true }).click();
      await dialog().getByRole('button', { name: 'Record Wicket' }).click();
    }, '2/1', '0.2');
    await choosePlayer('New batter', 'Tiger 3');
    await ball(tap('4'), '6/1', '0.3');
    await ball(tap('4'), '10/1', '0.4');
    await ball(tap('4'), '14/1', '0.5');
    await ball(tap('0'), '14/1', '1');
    await choosePlayer('Next bowler', 'Lion 2');
    await ball(tap('6'), '20/1', '1.1');
    for (const overs of ['1.2', '1.3', '1.4', '1.5']) await ball(tap('0'), '20/1', overs);
    await ball(tap('0'), '20/1', '2');

    await scorer.getByTestId('result').getByText('Lions won by 1 run').waitFor();
    await fan.getByTestId('live-headline').getByText('Lions won by 1 run').waitFor();
    await fan.getByTestId('result').getByText('Lions won by 1 run').waitFor();
    expect(await fan.getByTestId('innings-2').getByTestId('fall-of-wickets').innerText()).toBe('1-2 (Tiger 1, 0.2 ov)');
    await expectNoReload(fan);

    // The last ball completed the match: the fan opens the tournament's points table and it counts.
    const tournamentSocket = socketConnected(fan);
    await fan.goto(`${baseUrl}/tournaments/${cup.id}`);
    await tournamentSocket;
    await markWindow(fan);
    await fan.getByRole('tab', { name: 'Points Table' }).click();
    // Lions 21 in 2 overs, Tigers 20 in 2 overs: NRR ±0.500.
    await fan.waitForFunction(
      (expected) => Array.from(document.querySelectorAll('[role="tabpanel"] .ant-table-row'), (row) => (row as HTMLElement).innerText.split(/\s+/).join(' ')).join('|') === expected,
      ['Lions 1 1 0 0 0 2 +0.500', 'Tigers 1 0 1 0 0 0 -0.500'].join('|'),
      { timeout: 15_000 },
    );
    await expectNoReload(fan);

    await scorer.context().close();
    await fan.context().close();
  });
});
