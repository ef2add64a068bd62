import { addDays, TEAM_NAME_MAX, TEXT_MAX, utcToday, type GroundResponse, type MatchResponse, type TournamentResponse } from '@cricket/contracts';
import { groundPayload } from '@cricket/contracts/testing';
import type { Page } from 'playwright-core';
import { chooseOption, created, lionsVersusTigers, registerUser, scoringConsole, showsScore, signedInContextPage, teamWithSquad, twoOverMatchPayload, useJourney } from '../harness';

jest.setTimeout(240_000);

const PHONE = { width: 390, height: 844 };

/** The page does not scroll sideways: nothing is wider than the phone. */
async function fitsThePhone(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe('match day on a phone', () => {
  const journey = useJourney();

  it('two seven-player squads name their XIs and play a two-over match with a five, overthrows, a bowler hurt mid-over, a run out at the striker\'s end and a corrected ball, ending itself on the winning hit', async () => {
    const { baseUrl, browser } = journey;
    const { session } = await registerUser(baseUrl);
    const match = await lionsVersusTigers(session, 7, { playersPerSide: 7 });

    // The match page shows the core §4 headline; the scorer's console is on the phone beside it.
    const watcher = await signedInContextPage(browser, baseUrl, session, PHONE);
    await watcher.goto(`${baseUrl}/my/matches/${match.id}`);
    const headline = (text: string) =>
      watcher.waitForFunction((expected) => document.querySelector('[data-testid="match-headline"]')?.textContent === expected, text, { timeout: 15_000 });
    await headline('T20 • Dec 12, 2026');

    const scorer = await signedInContextPage(browser, baseUrl, session, PHONE);
    await scorer.goto(`${baseUrl}/my/matches/${match.id}/score`);
    // Each side names its XI before the toss: seven of seven, with a captain and a wicket-keeper.
    for (const [team, player] of [['Lions', 'Lion'], ['Tigers', 'Tiger']] as const) {
      const xi = scorer.getByRole('region', { name: `${team} playing XI` });
      await xi.getByText('7 chosen, up to 7; the rest of the squad are substitutes').waitFor();
      expect(await xi.getByRole('checkbox', { checked: true }).count()).toBe(7);
      await chooseOption(scorer, xi.getByLabel(`${team} Captain`), `${player} 1`);
      await chooseOption(scorer, xi.getByLabel(`${team} Wicket-keeper`), `${player} 7`);
    }
    const { start, openInnings, pad, calls } = scoringConsole(scorer);
    await start('Lions');

    // A fan follows the live view: the correction must reach them without a reload.
    const fan = await signedInContextPage(browser, baseUrl, session, PHONE);
    await fan.goto(`${baseUrl}/matches/${match.id}/score`);
    await fan.getByTestId('live-headline').waitFor();

    const ball = async (label: string, score: string, overs: string) => {
      await pad(label).click();
      await showsScore(scorer, score, overs);
    };
    const dialog = scorer.getByRole('dialog');

    // Over 1: a single, a five, two run and four overthrows; Tiger 1 is hurt and Tiger 2 finishes the over.
    await openInnings('Lion 1', 'Lion 2', 'Tiger 1');
    await headline('Lions batting first');
    // Everything the scorer taps is within the phone's width and one screen's height.
    const reach = await scorer.evaluate(() => {
      const pad = document.querySelector('[aria-label="Outcome"]')!.getBoundingClientRect();
      const bar = document.querySelector(`[aria-label="Scorer's calls"]`)!.getBoundingClientRect();
      return { height: bar.bottom - pad.top, right: Math.max(pad.right, bar.right), page: document.documentElement.scrollWidth };
    });
    expect(reach.height).toBeLessThanOrEqual(PHONE.height);
    expect(Math.max(reach.right, reach.page)).toBeLessThanOrEqual(PHONE.width);
    await ball('1', '1/0', '0.1');
    await ball('5', '6/0', '0.2');
    await pad('Overthrows').click();
    await dialog.getByRole('button', { name: '2 + 4', exact: true }).click();
    await showsScore(scorer, '12/0', '0.3');
    await calls('Change bowler').click();
    await dialog.getByRole('button', { name: 'Tiger 2', exact: true }).click();
    await scorer.getByTestId('bowler').getByText('Bowler: Tiger 2 0-0-0-0').waitFor();
    await ball('0', '12/0', '0.4');
    await ball('1', '13/0', '0.5');
    await ball('0', '13/0', '1');
    // Neither bowler of the shared over may bowl the next.
    await scorer.getByRole('region', { name: 'Next bowler' }).getByRole('button', { name: 'Tiger 3', exact: true }).click();

    // Over 2: Lion 1 sent back and run out at the striker's end; the new batter goes there, on strike.
    await pad('W').click();
    await dialog.getByText('run out', { exact: true }).click();
    await dialog.getByText("Striker's end", { exact: true }).click();
    await dialog.getByText('Tiger 4', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Record Wicket' }).click();
    await showsScore(scorer, '13/1', '1.1');
    await scorer.getByRole('region', { name: 'New batter' }).getByRole('button', { name: 'Lion 3', exact: true }).click();
    await scorer.getByTestId('striker').getByText('Lion 3* 0(0)').waitFor();

    // The previous over's fourth ball was a four, not a dot: corrected, the match is refolded.
    await calls('Correct a ball').click();
    await dialog.getByRole('button', { name: '0.4 Tiger 2 to Lion 1, no run' }).click();
    await dialog.getByRole('region', { name: 'Outcome' }).getByRole('button', { name: '4', exact: true }).click();
    await showsScore(scorer, '17/1', '1.1');
    // The fan's scorecard and commentary follow: Tiger 2 conceded 5, and the ball is a four.
    const tiger2Runs = () =>
      fan.waitForFunction(
        () => {
          const row = Array.from(document.querySelectorAll('[data-testid="innings-1"] .ant-table-row')).find((one) => one.querySelector('td')?.textContent === 'Tiger 2');
          return row?.querySelectorAll('td')[3]?.textContent === '5';
        },
        undefined,
        { timeout: 15_000 },
      );
    await tiger2Runs();
    await fan.getByTestId('commentary').getByText('Tiger 2 to Lion 1, FOUR', { exact: true }).waitFor();
    for (const [i, overs] of ['1.2', '1.3', '1.4', '1.5', '2'].entries()) await ball('1', `${18 + i}/1`, overs);

    // Tigers need 23 from the match's 12 balls (not 120), counted down ball by ball.
    await openInnings('Tiger 1', 'Tiger 2', 'Lion 1');
    await headline('Tigers needs 23 runs in 12 balls');
    expect(await fitsThePhone(scorer)).toBeLessThanOrEqual(390);
    await ball('6', '6/0', '0.1');
    await headline('Tigers needs 17 runs in 11 balls');
    await ball('6', '12/0', '0.2');
    await headline('Tigers needs 11 runs in 10 balls');
    await ball('7', '19/0', '0.3');
    await headline('Tigers needs 4 runs in 9 balls');

    // The winning four completes the match at once: seven-a-side, no wicket down, won by 7 − 1.
    // The match page beside the console follows; how soon is printed (a figure, not a pass mark:
    // timing targets live in bench/).
    const tapped = Date.now();
    await pad('4').click();
    await headline('Tigers won by 6 wickets');
    await watcher.locator('[data-status="completed"]').waitFor();
    const followed = Date.now() - tapped;
    process.stdout.write(`\nmatch day: the match page showed the result and 'completed' ${followed} ms after the winning tap\n`);
    await showsScore(scorer, '23/0', '0.4');
    await scorer.getByTestId('result').getByText('Tigers won by 6 wickets').waitFor();
    expect(await scorer.getByRole('button', { name: 'Finish Match' }).count()).toBe(0);

    // The scorer undoes the winning ball: live again, the need back; the next ball wins it again.
    await calls('Undo').click();
    await showsScore(scorer, '19/0', '0.3');
    await headline('Tigers needs 4 runs in 9 balls');
    await watcher.locator('[data-status="live"]').waitFor();
    await ball('4', '23/0', '0.4');
    await headline('Tigers won by 6 wickets');

    // The finished match's first-innings card keeps the correction.
    await fan.reload();
    await fan.getByRole('tab', { name: 'Lions innings 1' }).click();
    await tiger2Runs();
    await fan.context().close();

    // The phone's Matches tab lists it among the recent matches.
    await scorer.getByRole('navigation', { name: 'Bottom navigation' }).getByRole('link', { name: 'Matches' }).click();
    await scorer.waitForURL(`${baseUrl}/matches/recent`);
    const card = scorer.getByTestId('match-card').filter({ hasText: 'Lions vs Tigers' });
    await card.getByText('Tigers won by 6 wickets').waitFor();
    expect(await scorer.getByText('Match Not Found').count()).toBe(0);

    await scorer.context().close();
    await watcher.context().close();
  });

  it('long unbroken team, ground and tournament names wrap: no page scrolls sideways at 390 px', async () => {
    const { baseUrl, browser } = journey;
    const { session } = await registerUser(baseUrl);
    const long = (letter: string, max: number) => letter.repeat(max);
    const cup = await created<TournamentResponse>(session, '/api/tournaments', { name: long('C', 150), startDate: addDays(utcToday(), 13), maxTeams: 4, venueNames: [long('V', 150)] });
    const first = await teamWithSquad(session, long('L', TEAM_NAME_MAX), 'Lion', 2, cup.id);
    const second = await teamWithSquad(session, long('T', TEAM_NAME_MAX), 'Tiger', 2, cup.id);
    const match = await created<MatchResponse>(session, '/api/my/matches', { ...twoOverMatchPayload(first, second, cup.id), venue: long('G', TEXT_MAX.place) });
    const ground = await created<GroundResponse>(session, '/api/grounds', groundPayload({ name: long('G', TEXT_MAX.name) }));
    await created(session, `/api/my/matches/${match.id}/scoring`, {});

    const page = await signedInContextPage(browser, baseUrl, session, PHONE);
    const pages: [path: string, shows: string][] = [
      [`/my/matches/${match.id}`, 'Match Summary'],
      [`/my/matches/${match.id}/score`, 'Innings 1'],
      [`/matches/${match.id}/score`, 'Live Score'],
      ['/matches/recent', 'Recent Matches'],
      ['/my/matches', 'My Matches'],
      ['/my/teams', 'My Teams'],
      [`/my/teams/${first.id}`, 'Lion 1'],
      [`/tournaments/${cup.id}`, 'Points Table'],
      ['/tournaments', 'Create Tournament'],
      ['/ground-booking', ground.name],
    ];
    const widths: Record<string, number> = {};
    for (const [path, shows] of pages) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByText(shows).first().waitFor();
      widths[path] = await fitsThePhone(page);
    }
    expect(Object.entries(widths).filter(([, width]) => width > 390)).toEqual([]);
    await page.context().close();
  });
});
