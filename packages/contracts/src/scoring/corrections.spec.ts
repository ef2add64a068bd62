import { parseScoringEvent, SCORING_API_MESSAGES, BALL_COMMENT_MAX } from './api';
import { commentary } from './commentary';
import { foldMatch } from './fold';
import { ballNumber, replaceEvent } from './history';
import { matchScorecard } from './scorecard';
import { ball, balls, batterIn, bowler, four, newSetup, noBall, out, start, wide } from './test-factories';
import type { ScoringEvent } from './types';

/** A two-over match of seven a side, as the console records it: Lions bat first. */
const seven = (prefix: string, name: string) => Array.from({ length: 7 }, (_, i) => ({ id: `${prefix}${i + 1}`, name: `${name} ${i + 1}` }));
const setup = newSetup({
  format: 't2',
  teams: {
    team1: { name: 'Lions', players: seven('L', 'Lion'), playingXI: seven('L', 'Lion').map((one) => one.id) },
    team2: { name: 'Tigers', players: seven('T', 'Tiger'), playingXI: seven('T', 'Tiger').map((one) => one.id) },
  },
});

describe('correcting an earlier ball: the whole match is folded again', () => {
  // Over 1: 1, 5, overthrows (2 run + 4), Tiger 1 hurt and Tiger 2 takes over, 0, 0, 0; over 2 by Tiger 3.
  const events: ScoringEvent[] = [
    start('team1', 'T1'),
    ball(1),
    ball(5),
    ball(6, { boundary: 4 }),
    bowler('T2'),
    ...balls(3),
    bowler('T3'),
    ball(1),
    four(),
  ];

  it('a single of the previous over made a two: totals, overs, ends and the scorecard follow; nothing else moves', () => {
    const before = foldMatch(setup, events);
    const corrected = replaceEvent(setup, events, 1, ball(2));
    const innings = corrected.state.current!;
    expect(corrected.events).toHaveLength(events.length);
    expect(corrected.state.eventCount).toBe(before.eventCount);
    expect([innings.runs, innings.legalBalls]).toEqual([before.current!.runs + 1, 8]);
    expect(innings.overs.map((over) => [over.runs, over.balls])).toEqual([
      [13, ['2', '5', '6', '0', '0', '0']],
      [5, ['1', '4']],
    ]);
    // Lion 1 kept the strike after the two and hit the five too; the overthrows and the four are Lion 2's.
    const card = matchScorecard(corrected.state).innings[0];
    expect(card.batting.map((row) => [row.name, row.runs, row.balls])).toEqual([
      ['Lion 1', 2 + 5 + 1, 3],
      ['Lion 2', 6 + 4, 5],
    ]);
    expect(before.current!.striker).not.toBe(innings.striker);
  });

  it('a correction the ball itself cannot be is refused naming the ball', () => {
    expect(() => replaceEvent(setup, events, 2, wide(0, { wicket: { kind: 'caught' } }))).toThrow(
      'Ball 0.2 of innings 1 cannot be corrected that way: A batter cannot be out caught off a wide',
    );
  });

  it('a correction that makes a later entry impossible is refused naming both', () => {
    const withWicket = [start('team1', 'T1'), ball(1), out('bowled'), batterIn('L3'), ball(2)];
    expect(() => replaceEvent(setup, withWicket, 2, ball())).toThrow(
      'Correcting ball 0.2 of innings 1 makes the new batter after ball 0.2 of innings 1 impossible: A new batter can only come in after a wicket or a retirement',
    );
    // Tiger 3 opening would bowl the second over too.
    expect(() => replaceEvent(setup, events, 0, start('team1', 'T3'))).toThrow(
      'Correcting the start of innings 1 makes the change of bowler to Tiger 3 after ball 0.6 of innings 1 impossible: The same bowler cannot bowl consecutive overs',
    );
  });

  it('a run out at the striker\'s end corrected to the other end puts the new batter there', () => {
    const runOut = [start('team1', 'T1'), out('run_out', { batter: 'L1', fielders: ['T4'], end: 'striker' }, { runs: 1 }), batterIn('L3')];
    expect(foldMatch(setup, runOut).current).toMatchObject({ striker: 'L3', nonStriker: 'L2' });
    const corrected = replaceEvent(setup, runOut, 1, out('run_out', { batter: 'L1', fielders: ['T4'], end: 'non_striker' }, { runs: 1 }));
    expect(corrected.state.current).toMatchObject({ striker: 'L2', nonStriker: 'L3' });
  });
});

describe('bowler changed mid-over', () => {
  it('the bowler already on cannot be brought on again', () => {
    expect(() => foldMatch(setup, [start('team1', 'T1'), ball(), bowler('T1')])).toThrow('Tiger 1 is already bowling');
  });
});

describe('commentary', () => {
  it('tells each ball, latest first, with the runs, overthrows, extras, wickets and the scorer\'s comment', () => {
    const state = foldMatch(setup, [
      start('team1', 'T1'),
      ball(5, { comment: 'Misfield at long on' }),
      ball(6, { boundary: 4 }),
      four(),
      wide(1),
      noBall(2),
      ball(3, { runsKind: 'leg_bye' }),
      out('run_out', { batter: 'L2', fielders: ['T4'], end: 'striker' }, { runs: 1 }),
    ]);
    expect(commentary(state).map((line) => [line.ball, line.text, line.comment])).toEqual([
      ['0.5', 'Tiger 1 to Lion 2, OUT! Lion 2 run out (Tiger 4), 1 run', null],
      ['0.4', 'Tiger 1 to Lion 1, 3 leg byes', null],
      ['0.4', 'Tiger 1 to Lion 1, no-ball, 2 runs', null],
      ['0.4', 'Tiger 1 to Lion 2, 2 wides', null],
      ['0.3', 'Tiger 1 to Lion 2, FOUR', null],
      ['0.2', 'Tiger 1 to Lion 2, 6 runs (2 runs + 4 overthrows)', null],
      ['0.1', 'Tiger 1 to Lion 1, 5 runs', 'Misfield at long on'],
    ]);
    expect(commentary(state)[0]).toMatchObject({ eventIndex: 7, innings: 1, wicket: true, label: '1W' });
  });

  it('numbers a wide or no-ball with the ball that replaces it', () => {
    expect(ballNumber({ over: 2, ballInOver: 3, legal: true })).toBe('2.3');
    expect(ballNumber({ over: 2, ballInOver: 3, legal: false })).toBe('2.4');
  });
});

describe("a ball's comment as posted", () => {
  it('is kept trimmed; a blank one is none; too long or not text is refused', () => {
    expect(parseScoringEvent({ type: 'delivery', runs: 1, comment: '  Edged, dropped at slip ' })).toEqual({ value: { type: 'delivery', runs: 1, comment: 'Edged, dropped at slip' } });
    expect(parseScoringEvent({ type: 'delivery', runs: 1, comment: '   ' })).toEqual({ value: { type: 'delivery', runs: 1 } });
    expect(parseScoringEvent({ type: 'delivery', runs: 1, comment: 'x'.repeat(BALL_COMMENT_MAX + 1) })).toEqual({ error: SCORING_API_MESSAGES.comment });
    expect(parseScoringEvent({ type: 'delivery', runs: 1, comment: 7 })).toEqual({ error: SCORING_API_MESSAGES.comment });
  });
});
