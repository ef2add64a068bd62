import { foldMatch } from './fold';
import { ball, balls, bowler, four, newSetup, noBall, overs, six, start, wide } from './test-factories';
import type { MatchSetup, ScoringEvent } from './types';

const play = (events: ScoringEvent[], setup: MatchSetup = newSetup()) => foldMatch(setup, [start(), ...events]);
const inningsOf = (events: ScoringEvent[], setup?: MatchSetup) => play(events, setup).innings[0];
const line = (events: ScoringEvent[], player: string) => inningsOf(events).batters.find((one) => one.player === player)!;
const bowling = (events: ScoringEvent[], player = 'T11') => inningsOf(events).bowlers.find((one) => one.player === player)!;

describe('legal balls and the over', () => {
  it('six legal balls make an over; the next over needs a new bowler', () => {
    const state = play(balls(6, 1));
    const innings = state.innings[0];
    expect(innings.legalBalls).toBe(6);
    expect(innings.overs).toHaveLength(1);
    expect(innings.bowler).toBeNull();
    expect(state.next).toBe('bowler');
  });

  it('balls per over is a match setting (an 8-ball over)', () => {
    const setup = newSetup({ rules: { ballsPerOver: 8 } });
    expect(play(balls(6), setup).next).toBe('delivery');
    expect(play(balls(8), setup).next).toBe('bowler');
  });

  it('counts balls faced, dots and boundaries for the batter', () => {
    expect(line([ball(0), four(), six(), ball(0)], 'L1')).toMatchObject({ runs: 10, balls: 4, fours: 1, sixes: 1, dots: 2 });
  });

  it('four overthrows after a completed run are not a four for the batter, and the batters have crossed', () => {
    const innings = inningsOf([ball(5, { boundary: 4 })]);
    expect(innings.batters[0]).toMatchObject({ runs: 5, fours: 0 });
    expect(innings.striker).toBe('L2');
  });
});

describe('wides', () => {
  it('a wide is one run plus the runs taken, not a legal ball and not a ball faced', () => {
    const innings = inningsOf([wide(), wide(2)]);
    expect(innings.runs).toBe(4);
    expect(innings.legalBalls).toBe(0);
    expect(innings.extras).toMatchObject({ wides: 4, total: 4 });
    expect(innings.batters[0].balls).toBe(0);
    expect(innings.deliveries.map((one) => one.label)).toEqual(['1wd', '3wd']);
  });

  it('wides to the boundary are five wides and the batters stay at their ends', () => {
    const innings = inningsOf([wide(4, { boundary: 4 })]);
    expect(innings.extras.wides).toBe(5);
    expect(innings.striker).toBe('L1');
  });

  it('are charged to the bowler and counted as wide deliveries', () => {
    expect(bowling([wide(), wide(4, { boundary: 4 })])).toMatchObject({ runs: 6, wides: 2, legalBalls: 0 });
  });

  it('one run taken off a wide changes the ends', () => {
    expect(inningsOf([wide(1)]).striker).toBe('L2');
  });

  it('the wide penalty is a match setting', () => {
    expect(inningsOf([wide()], newSetup({ rules: { wideRuns: 2 } })).runs).toBe(2);
  });

  it('cannot carry byes or leg-byes, nor a six', () => {
    expect(() => play([wide(1, { runsKind: 'bye' })])).toThrow('On a wide every run is a wide: no byes, leg-byes or runs off the bat');
    expect(() => play([wide(6, { boundary: 6 })])).toThrow('Only a hit off the bat can be a six');
  });
});

describe('no-balls', () => {
  it('a no-ball is one run plus the runs off the bat, credited to the batter, a ball faced but not a legal ball', () => {
    const innings = inningsOf([noBall(4, { boundary: 4 })]);
    expect(innings.runs).toBe(5);
    expect(innings.legalBalls).toBe(0);
    expect(innings.extras).toMatchObject({ noBalls: 1, total: 1 });
    expect(innings.batters[0]).toMatchObject({ runs: 4, balls: 1, fours: 1 });
    expect(innings.bowlers[0]).toMatchObject({ runs: 5, noBalls: 1 });
    expect(innings.deliveries[0].label).toBe('4+nb');
  });

  it('byes and leg-byes off a no-ball are extras, and only the no-ball is charged to the bowler', () => {
    const innings = inningsOf([noBall(2, { runsKind: 'bye' }), noBall(1, { runsKind: 'leg_bye' })]);
    expect(innings.runs).toBe(5);
    expect(innings.extras).toMatchObject({ noBalls: 2, byes: 2, legByes: 1, total: 5 });
    expect(innings.batters[0].runs).toBe(0);
    expect(innings.bowlers[0].runs).toBe(2);
  });

  it('a six off a no-ball', () => {
    expect(inningsOf([noBall(6, { boundary: 6 })]).batters[0]).toMatchObject({ runs: 6, sixes: 1 });
  });
});

describe('byes and leg-byes', () => {
  it('are extras, not charged to the bowler, and the ball counts as faced', () => {
    const innings = inningsOf([ball(1, { runsKind: 'bye' }), ball(4, { runsKind: 'leg_bye', boundary: 4 })]);
    expect(innings.runs).toBe(5);
    expect(innings.extras).toMatchObject({ byes: 1, legByes: 4, total: 5 });
    expect(innings.bowlers[0]).toMatchObject({ runs: 0, legalBalls: 2, dots: 2 });
    expect(innings.batters.find((one) => one.player === 'L2')).toMatchObject({ balls: 1, runs: 0 });
    expect(innings.deliveries.map((one) => one.label)).toEqual(['1b', '4lb']);
  });

  it('an over of only byes is still a maiden; a wide spoils it', () => {
    const maiden = inningsOf([ball(1, { runsKind: 'bye' }), ...balls(5)]);
    expect(maiden.bowlers[0].maidens).toBe(1);
    expect(maiden.overs[0].maiden).toBe(true);
    expect(inningsOf([wide(), ...balls(6)]).bowlers[0].maidens).toBe(0);
  });
});

describe('penalty runs (5, Law 41)', () => {
  it('to the batting side on a ball: extras, not the batter or the bowler', () => {
    const innings = inningsOf([ball(1, { penalty: { to: 'batting' } })]);
    expect(innings.runs).toBe(6);
    expect(innings.extras).toMatchObject({ penalty: 5, total: 5 });
    expect(innings.batters[0].runs).toBe(1);
    expect(innings.bowlers[0].runs).toBe(1);
  });

  it('to the batting side between balls', () => {
    expect(inningsOf([{ type: 'penalty', to: 'batting' }]).runs).toBe(5);
  });

  it('to the fielding side with no completed innings: added to its next innings', () => {
    const state = foldMatch(newSetup({ format: 't2' }), [start(), { type: 'penalty', to: 'fielding' }, ...overs(2), start('team2', 'L11')]);
    expect(state.innings[0].runs).toBe(0);
    expect(state.innings[1]).toMatchObject({ runs: 5, extras: expect.objectContaining({ penalty: 5 }) });
  });

  it('to the fielding side in the chase: added to its completed innings, so the target rises', () => {
    const state = foldMatch(newSetup({ format: 't2' }), [start(), ...overs(2, 1), start('team2', 'L11'), ball(0, { penalty: { to: 'fielding' } })]);
    expect(state.innings[0].runs).toBe(17);
    expect(state.innings[1].target).toBe(18);
  });
});

describe('strike rotation', () => {
  it.each([
    [0, 'L1'],
    [1, 'L2'],
    [2, 'L1'],
    [3, 'L2'],
  ])('%i runs run leave %s on strike', (runs, striker) => {
    expect(inningsOf([ball(runs)]).striker).toBe(striker);
  });

  it('a boundary leaves the batters at their ends', () => {
    expect(inningsOf([four()]).striker).toBe('L1');
    expect(inningsOf([six()]).striker).toBe('L1');
  });

  it('the ends change at the end of the over', () => {
    const endOfOver = inningsOf([...balls(6)]);
    expect(endOfOver.striker).toBe('L2');
    const singleLastBall = inningsOf([...balls(5), ball(1)]);
    expect(singleLastBall.striker).toBe('L1');
  });

  it('the scorer can correct the ends', () => {
    expect(inningsOf([{ type: 'swap_strike' }]).striker).toBe('L2');
  });
});

describe('free hit after a no-ball', () => {
  const flags = (events: ScoringEvent[], setup?: MatchSetup) => inningsOf(events, setup).deliveries.map((one) => one.freeHit);

  it('the ball after a no-ball is a free hit; a legal ball ends it', () => {
    expect(flags([noBall(), ball(), ball()])).toEqual([false, true, false]);
  });

  it('carries over a wide and another no-ball', () => {
    expect(flags([noBall(), wide(), noBall(), ball(), ball()])).toEqual([false, true, true, true, false]);
  });

  it('survives the change of strike and is shown as pending', () => {
    const innings = inningsOf([noBall(1)]);
    expect(innings.freeHit).toBe(true);
    expect(innings.striker).toBe('L2');
  });

  it('is off in test cricket and when the league turns it off', () => {
    expect(flags([noBall(), ball()], newSetup({ format: 'test' }))).toEqual([false, false]);
    expect(flags([noBall(), ball()], newSetup({ rules: { freeHit: false } }))).toEqual([false, false]);
  });
});

describe('input checks', () => {
  it.each([[-1], [13], [1.5]])('refuses %s runs', (runs) => {
    expect(() => play([ball(runs)])).toThrow('Runs must be a whole number from 0 to 12');
  });

  it('refuses a boundary larger than the runs', () => {
    expect(() => play([ball(3, { boundary: 4 })])).toThrow('A boundary is 4 or 6, and the runs must include it');
  });

  it('a bowler must be named at the start of each over', () => {
    expect(() => play([...balls(6), ball()])).toThrow('A new bowler is required at the start of the over');
    expect(play([...balls(6), bowler('T10'), ball()]).innings[0].legalBalls).toBe(7);
  });
});
