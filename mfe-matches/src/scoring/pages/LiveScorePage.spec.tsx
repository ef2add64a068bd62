import { mockApi } from '@cricket/shell-sdk/testing';
import { renderScreen } from '../../test/renderScreen';
import type { ScoringEvent } from '@cricket/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { MATCH_ALERT_TEXTS } from '../notifications/texts';
import { ball, matchDetail, notStartedView, openers, scoringView } from '../../test/matchFixtures';
import { LiveScorePage } from './LiveScorePage';

jest.setTimeout(60_000);

/** Lions 21/1 in two overs: a wide, a no-ball then a six off the free hit, a bowled and a new batter. */
const lionsInnings: ScoringEvent[] = [
  openers,
  ball(1),
  ball(0, { extra: 'wide' }),
  ball(4, { boundary: 4 }),
  ball(0, { extra: 'no_ball' }),
  ball(6, { boundary: 6 }),
  ball(0),
  ball(0, { wicket: { kind: 'bowled' } }),
  { type: 'batter_in', batter: '103' },
  ball(2),
  { type: 'bowler', bowler: '202' },
  ...Array.from({ length: 6 }, () => ball(1)),
];

/** Tigers 5/1 after three balls: a four, a single, then the non-striker run out by Lion 3. */
const tigersSoFar: ScoringEvent[] = [
  { type: 'innings_start', battingTeam: 'team2', striker: '201', nonStriker: '202', bowler: '101' },
  ball(4, { boundary: 4 }),
  ball(1),
  ball(0, { wicket: { kind: 'run_out', batter: '201', fielders: ['103'] } }),
  { type: 'batter_in', batter: '203' },
];

function renderLive(view: ReturnType<typeof scoringView>, status: 'live' | 'completed' = 'live') {
  mockApi({
    '/api/matches/5': { status: 200, body: matchDetail({ status }) },
    '/api/matches/5/scoring': { status: 200, body: view },
  });
  renderScreen(<LiveScorePage />, { path: '/matches/5/score', route: '/matches/:id/score' });
}

const text = (testId: string) => screen.getByTestId(testId).textContent;
/** The cells of each row of the innings card's `table`-th table (0 batting, 1 bowling). */
const rows = (card: HTMLElement, table: number) =>
  Array.from(card.querySelectorAll('.ant-table-tbody')[table].querySelectorAll('.ant-table-row'), (row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent));

describe('Live view (issue #6)', () => {
  it("tells the match ball by ball, latest first, under each innings, with the scorer's comments", async () => {
    const commented = tigersSoFar.map((event, index) => (index === 1 ? { ...event, comment: 'Through the covers' } : event));
    renderLive(scoringView([...lionsInnings, ...commented]));
    const lines = within(await screen.findByTestId('commentary')).getAllByTestId('commentary-line');
    expect(lines.slice(0, 3).map((line) => line.textContent)).toEqual([
      '0.3WLion 1 to Tiger 2, OUT! Tiger 1 run out (Lion 3)',
      '0.21Lion 1 to Tiger 1, 1 run',
      '0.14Lion 1 to Tiger 1, FOURThrough the covers',
    ]);
    expect(screen.getByTestId('commentary').textContent).toContain('Tigers innings 2');
    expect(lines).toHaveLength(3 + 14);
  });

  it('shows the chase: headline, scoreboard, win probability, charts and both scorecards', async () => {
    renderLive(scoringView([...lionsInnings, ...tigersSoFar]));
    expect((await screen.findByTestId('live-headline')).textContent).toBe('Tigers need 17 runs from 9 balls');
    const board = screen.getByTestId('scoreboard');
    expect(within(board).getByText('Lions 21/1 (2 ov)')).toBeTruthy();
    expect([text('score'), text('overs'), text('run-rate'), text('required-rate')]).toEqual(['5/1', '(0.3 ov)', 'CRR 10.00', 'RRR 11.33']);
    expect([text('striker'), text('non-striker'), text('bowler')]).toEqual(['Tiger 3* 0(0)', 'Tiger 2 0(1)', 'Bowler: Lion 1 0.3-0-5-0']);
    expect(within(screen.getByTestId('this-over')).getAllByRole('listitem').map((chip) => chip.textContent)).toEqual(['4', '1', 'W']);
    expect(text('win-probability')).toMatch(/^Tigers win probability\d+%$/);

    expect(screen.getByRole('img', { name: TEXTS.worm }).querySelectorAll('title')[1].textContent).toBe('Lions innings 1, over 2: 21');
    expect(screen.getByRole('img', { name: TEXTS.manhattan }).querySelector('rect title')?.textContent).toBe('Lions innings 1, over 1: 15 runs, 1 wkt');

    // The innings being played is open; the first innings' card is one tab away.
    const tigers = screen.getByTestId('innings-2');
    expect(rows(tigers, 0)[0]).toEqual(['Tiger 1run out (Lion 3)', '5', '2', '1', '0', '250.00']);
    expect(within(tigers).getByTestId('fall-of-wickets').textContent).toBe('1-5 (Tiger 1, 0.3 ov)');
    fireEvent.click(screen.getByText('Lions innings 1', { selector: '[role=tab]' }));
    const lions = await waitFor(() => screen.getByTestId('innings-1'));
    expect(rows(lions, 0)).toEqual([
      ['Lion 1not out', '4', '4', '0', '0', '100.00'],
      ['Lion 2b Tiger 1', '10', '5', '1', '1', '200.00'],
      ['Lion 3not out', '5', '4', '0', '0', '125.00'],
    ]);
    expect(within(lions).getByTestId('extras').textContent).toBe('Extras 2 (b 0, lb 0, w 1, nb 1, p 0)');
    expect(rows(lions, 1)).toEqual([
      ['Tiger 1', '1', '0', '15', '1', '15.00', '1', '1'],
      ['Tiger 2', '1', '0', '6', '0', '6.00', '0', '0'],
    ]);
    expect(within(lions).getByTestId('fall-of-wickets').textContent).toBe('1-13 (Lion 2, 0.5 ov)');
    expect(Array.from(within(lions).getByTestId('partnerships').querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'Lion 1 1(1) & Lion 2 10(5): 13 (5 balls)',
      'Lion 3 5(4) & Lion 1 3(3): 8 (7 balls), unbroken',
    ]);
  });

  it('shows the result once the match is complete', async () => {
    const chase = [...lionsInnings, { type: 'innings_start', battingTeam: 'team2', striker: '201', nonStriker: '202', bowler: '101' } as ScoringEvent];
    const allSingles = [...chase, ...Array.from({ length: 6 }, () => ball(1)), { type: 'bowler', bowler: '102' } as ScoringEvent, ...Array.from({ length: 6 }, () => ball(1))];
    renderLive(scoringView(allSingles, 'completed'), 'completed');
    expect((await screen.findByTestId('live-headline')).textContent).toBe('Lions won by 9 runs');
    expect(text('result')).toBe('Lions won by 9 runs');
    expect(text('win-probability')).toMatch(/^Tigers win probability0%$/);
  });

  it("shows the umpires' calls: an over called after five balls, a concussion substitute, a batter absent hurt", async () => {
    renderLive(
      scoringView([
        openers,
        ...Array.from({ length: 5 }, () => ball(1)),
        { type: 'end_over' },
        { type: 'bowler', bowler: '202' },
        { type: 'substitute', side: 'team2', out: '201', in: '205', reason: 'concussion' },
        { type: 'absent_hurt', batter: '105' },
        ball(2),
      ]),
    );
    await screen.findByTestId('scoreboard');
    expect([text('score'), text('overs')]).toEqual(['7/0', '(1.1 ov)']);
    const lions = screen.getByTestId('innings-1');
    expect(rows(lions, 0)).toContainEqual(['Lion 5absent hurt', '0', '0', '0', '0', '-']);
    expect(within(lions).getByTestId('overs-as-called').textContent).toBe("Over 1: 5 balls (umpire's call)");
    expect(within(lions).getByTestId('substitutions').textContent).toBe('Concussion substitute: Tiger 5 for Tiger 1 (Tigers, after 1 ov)');
  });

  it('says when scoring has not started', async () => {
    renderLive(notStartedView);
    expect((await screen.findByTestId('live-headline')).textContent).toBe(TEXTS.notStarted);
    expect(screen.queryByTestId('scoreboard')).toBeNull();
  });

  describe('Notify me (issue 16)', () => {
    /** The browser's Notifications API as a page sees it, answering a permission request with `answer`. */
    function fakeNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
      const fake = Object.assign(jest.fn(), { permission, requestPermission: jest.fn() });
      fake.requestPermission.mockImplementation(async () => {
        fake.permission = answer;
        return answer;
      });
      Object.defineProperty(window, 'Notification', { value: fake, configurable: true, writable: true });
      return fake;
    }
    afterEach(() => {
      delete (window as { Notification?: unknown }).Notification;
      localStorage.clear();
    });

    it('asks the browser once the watcher opts in, and remembers the choice for this match', async () => {
      const notifications = fakeNotifications('default', 'granted');
      renderLive(scoringView([openers, ball(1)]));
      const toggle = await screen.findByRole('button', { name: MATCH_ALERT_TEXTS.notifyMe });
      expect(toggle.getAttribute('aria-pressed')).toBe('false');
      fireEvent.click(toggle);
      await waitFor(() => expect(toggle.getAttribute('aria-pressed')).toBe('true'));
      expect(notifications.requestPermission).toHaveBeenCalledTimes(1);
      expect(localStorage.getItem('match-alerts:5')).toBe('on');
      // Nothing already on the board when the page opened is announced.
      expect(notifications).not.toHaveBeenCalled();
    });

    it('says in words when the browser blocks notifications', async () => {
      fakeNotifications('denied');
      renderLive(scoringView([openers, ball(1)]));
      expect((await screen.findByTestId('notifications-denied')).textContent).toBe(MATCH_ALERT_TEXTS.denied);
      expect((screen.getByRole('button', { name: MATCH_ALERT_TEXTS.notifyMe }) as HTMLButtonElement).disabled).toBe(true);
    });
  });
});
