import { dismissalError, howOut, possibleDismissals } from './dismissals';
import { foldMatch } from './fold';
import { battingCard } from './scorecard';
import { ball, balls, batterIn, bowler, newSetup, noBall, out, start, wide } from './test-factories';
import type { MatchSetup, ScoringEvent } from './types';

const play = (events: ScoringEvent[], setup: MatchSetup = newSetup()) => foldMatch(setup, [start(), ...events]);
const inningsOf = (events: ScoringEvent[], setup?: MatchSetup) => play(events, setup).innings[0];
const card = (events: ScoringEvent[]) => {
  const state = play(events);
  return battingCard(state, state.innings[0]);
};

describe('which dismissals each ball allows', () => {
  it('a legal ball allows every kind', () => {
    expect(possibleDismissals(undefined, false)).toHaveLength(9);
  });
  it('a wide: stumped, hit wicket, run out, obstructing the field (Law 22.8)', () => {
    expect(possibleDismissals('wide', false).sort()).toEqual(['hit_wicket', 'obstructing_the_field', 'run_out', 'stumped']);
  });
  it('a no-ball: run out, hit the ball twice, obstructing the field (Law 21.18)', () => {
    expect(possibleDismissals('no_ball', false).sort()).toEqual(['hit_the_ball_twice', 'obstructing_the_field', 'run_out']);
  });
  it('a free hit, even when called wide: only what a no-ball allows', () => {
    expect(possibleDismissals(undefined, true).sort()).toEqual(['hit_the_ball_twice', 'obstructing_the_field', 'run_out']);
    expect(possibleDismissals('wide', true).sort()).toEqual(['obstructing_the_field', 'run_out']);
  });

  it.each([
    [wide(0, { wicket: { kind: 'caught' } }), 'A batter cannot be out caught off a wide'],
    [wide(0, { wicket: { kind: 'bowled' } }), 'A batter cannot be out bowled off a wide'],
    [wide(0, { wicket: { kind: 'lbw' } }), 'A batter cannot be out lbw off a wide'],
    [noBall(0, { wicket: { kind: 'stumped' } }), 'A batter cannot be out stumped off a no-ball'],
    [noBall(0, { wicket: { kind: 'hit_wicket' } }), 'A batter cannot be out hit wicket off a no-ball'],
    [noBall(0, { wicket: { kind: 'caught_and_bowled' } }), 'A batter cannot be out caught and bowled off a no-ball'],
    [out('caught', { batter: 'L2' }), 'Only the striker can be out caught'],
    [out('caught', {}, { runs: 1 }), 'No runs count when a batter is out caught'],
    [out('run_out', {}, { runs: 4, boundary: 4 }), 'A ball on which a batter is out cannot reach the boundary'],
    [ball(0, { wicket: { kind: 'timed_out' as 'bowled' } }), 'timed out is recorded on its own, not on a delivery'],
  ])('rejects an impossible dismissal: %#', (delivery, message) => {
    expect(() => play([delivery])).toThrow(message);
  });

  it('rejects anything but a run out, obstruction or hitting twice on a free hit', () => {
    expect(() => play([noBall(), out('bowled')])).toThrow('A batter cannot be out bowled off a free hit');
    expect(() => play([noBall(), wide(0, { wicket: { kind: 'stumped' } })])).toThrow('A batter cannot be out stumped off a free hit');
    expect(inningsOf([noBall(), out('run_out', { batter: 'L1' }), batterIn('L3')]).wickets).toBe(1);
  });

  it('rejects a dismissed batter who is not at the crease', () => {
    expect(() => play([out('run_out', { batter: 'L5' })])).toThrow('L5 is not at the crease');
    expect(dismissalError(out('bowled'), false, 'L1')).toBeNull();
  });
});

describe('each dismissal on the scorecard', () => {
  it.each([
    [out('bowled'), 'b Tiger 11', true],
    [out('caught', { fielders: ['T3'] }), 'c Tiger 3 b Tiger 11', true],
    [out('caught_and_bowled'), 'c & b Tiger 11', true],
    [out('lbw'), 'lbw b Tiger 11', true],
    [out('stumped', { fielders: ['T1'] }), 'st Tiger 1 b Tiger 11', true],
    [out('hit_wicket'), 'hit wicket b Tiger 11', true],
    [out('run_out', { fielders: ['T4', 'T1'] }), 'run out (Tiger 4/Tiger 1)', false],
    [out('hit_the_ball_twice'), 'hit the ball twice', false],
    [out('obstructing_the_field'), 'obstructing the field', false],
  ])('%#: how out reads "%s"; the bowler is credited: %s', (delivery, text, credited) => {
    const state = play([delivery]);
    const innings = state.innings[0];
    expect(battingCard(state, innings)[0].howOut).toBe(text);
    expect(innings.wickets).toBe(1);
    expect(innings.bowlers[0].wickets).toBe(credited ? 1 : 0);
    expect(state.next).toBe('batter');
  });

  it('how-out text for not out, retirements and a catch without a fielder', () => {
    const name = (id: string) => id;
    expect(howOut(null, name, 'not_out')).toBe('not out');
    expect(howOut(null, name, 'retired_hurt')).toBe('retired hurt');
    expect(howOut(null, name, 'retired_not_out')).toBe('retired not out');
    expect(howOut({ kind: 'caught', bowler: 'B', fielders: [] }, name)).toBe('c ? b B');
    expect(howOut({ kind: 'timed_out', bowler: null, fielders: [] }, name)).toBe('timed out');
  });
});

describe('the new batter after a wicket', () => {
  it('must come in before the next ball', () => {
    expect(() => play([out('bowled'), ball()])).toThrow('A new batter must come in before the next ball');
  });

  it('comes in only after a wicket or a retirement, and not twice', () => {
    expect(() => play([batterIn('L3')])).toThrow('A new batter can only come in after a wicket or a retirement');
    expect(() => play([out('bowled'), batterIn('L2')])).toThrow('Lion 2 is already batting');
    expect(() => play([out('bowled'), batterIn('L1')])).toThrow('Lion 1 is out and cannot bat again');
    expect(() => play([out('bowled'), batterIn('T3')])).toThrow('Tiger 3 is not a player of Lions');
  });

  it('faces the next ball after a catch (Law 18.11)', () => {
    const innings = inningsOf([out('caught', { fielders: ['T2'] }), batterIn('L3')]);
    expect(innings.striker).toBe('L3');
    expect(innings.nonStriker).toBe('L2');
  });

  it('is at the non-striker end after a catch off the last ball of the over', () => {
    const innings = inningsOf([...balls(5), out('caught'), batterIn('L3'), bowler('T10')]);
    expect(innings.striker).toBe('L2');
    expect(innings.nonStriker).toBe('L3');
  });
});

describe('run outs: either batter, on any run, completed runs kept', () => {
  it.each([
    // [runs completed, who is out, end where the wicket fell, striker next (new batter L3), runs to L1]
    [0, 'L1', undefined, 'L2', 0],
    [0, 'L2', undefined, 'L3', 0],
    [1, 'L1', undefined, 'L3', 1],
    [1, 'L2', undefined, 'L1', 1],
    [2, 'L1', undefined, 'L2', 2],
    [2, 'L2', undefined, 'L3', 2],
    [3, 'L1', undefined, 'L3', 3],
    [0, 'L2', 'non_striker' as const, 'L1', 0],
    [1, 'L1', 'non_striker' as const, 'L2', 1],
  ])('%i run(s) completed, %s out (end %s): %s faces next', (runs, batter, end, striker, credited) => {
    const state = play([out('run_out', { batter, end }, { runs }), batterIn('L3')]);
    const innings = state.innings[0];
    expect(innings.runs).toBe(runs);
    expect(innings.batters.find((one) => one.player === 'L1')!.runs).toBe(credited);
    expect(innings.batters.find((one) => one.player === batter)!.status).toBe('out');
    expect(innings.striker).toBe(striker);
    expect(new Set([innings.striker, innings.nonStriker])).toEqual(new Set(['L1', 'L2', 'L3'].filter((id) => id !== batter)));
  });

  it('off a wide: the wide and the completed runs count', () => {
    const innings = inningsOf([wide(1, { wicket: { kind: 'run_out', batter: 'L2' } })]);
    expect(innings.runs).toBe(2);
    expect(innings.extras.wides).toBe(2);
    expect(innings.wickets).toBe(1);
  });

  it('off a no-ball with byes: the no-ball and the byes count, and the bowler is not credited', () => {
    const innings = inningsOf([noBall(1, { runsKind: 'bye', wicket: { kind: 'run_out', batter: 'L1' } })]);
    expect(innings).toMatchObject({ runs: 2, wickets: 1 });
    expect(innings.bowlers[0].wickets).toBe(0);
  });

  it('stumped off a wide: one wide, the bowler is credited', () => {
    const innings = inningsOf([wide(0, { wicket: { kind: 'stumped', fielders: ['T1'] } })]);
    expect(innings).toMatchObject({ runs: 1, wickets: 1, legalBalls: 0 });
    expect(innings.bowlers[0]).toMatchObject({ wickets: 1, wides: 1 });
  });

  it('obstructing the field dismisses the non-striker too', () => {
    const innings = inningsOf([out('obstructing_the_field', { batter: 'L2' }, { runs: 1 })]);
    expect(innings.batters.find((one) => one.player === 'L2')!.dismissal?.kind).toBe('obstructing_the_field');
    expect(innings.runs).toBe(1);
  });
});

describe('retirements', () => {
  const retire = (batter: string, kind: 'retired_hurt' | 'retired_not_out' | 'retired_out'): ScoringEvent => ({ type: 'retire', batter, kind });

  it('retired hurt is no team wicket and the batter may resume later', () => {
    const events = [ball(2), retire('L1', 'retired_hurt'), batterIn('L3'), ball(1), out('bowled'), batterIn('L1')];
    const innings = inningsOf(events);
    expect(innings.wickets).toBe(1);
    expect(innings.fallOfWickets.map((fall) => fall.player)).toEqual(['L2']);
    const resumed = innings.batters.find((one) => one.player === 'L1')!;
    expect(resumed).toMatchObject({ status: 'not_out', runs: 2, atCrease: true, position: 1 });
    expect(innings.partnerships.map((one) => one.wicket)).toEqual([1, 1, 2]);
  });

  it('shows retired hurt and retired not out on the card while off the field', () => {
    expect(card([retire('L1', 'retired_hurt'), batterIn('L3')])[0].howOut).toBe('retired hurt');
    expect(card([retire('L2', 'retired_not_out'), batterIn('L3')])[1].howOut).toBe('retired not out');
  });

  it('retired out is a team wicket the bowler is not credited with, and the batter cannot return', () => {
    const events = [retire('L1', 'retired_out'), batterIn('L3')];
    const innings = inningsOf(events);
    expect(innings.wickets).toBe(1);
    expect(innings.bowlers[0].wickets).toBe(0);
    expect(card(events)[0].howOut).toBe('retired out');
    expect(() => play([...events, out('bowled'), batterIn('L1')])).toThrow('Lion 1 is out and cannot bat again');
  });

  it('the new batter takes the retired batter’s end', () => {
    expect(inningsOf([retire('L1', 'retired_hurt'), batterIn('L3')]).striker).toBe('L3');
    expect(inningsOf([retire('L2', 'retired_hurt'), batterIn('L3')]).nonStriker).toBe('L3');
  });

  it('only a batter at the crease can retire', () => {
    expect(() => play([retire('L5', 'retired_hurt')])).toThrow('Lion 5 is not at the crease');
  });
});

describe('timed out (Law 40)', () => {
  it('the incoming batter is out, a team wicket not credited to the bowler, and the end stays vacant', () => {
    const state = play([out('bowled'), { type: 'timed_out', batter: 'L3' }]);
    const innings = state.innings[0];
    expect(innings.wickets).toBe(2);
    expect(innings.bowlers[0].wickets).toBe(1);
    expect(battingCard(state, innings)[2]).toMatchObject({ name: 'Lion 3', howOut: 'timed out', balls: 0 });
    expect(state.next).toBe('batter');
  });

  it('only an incoming batter can be timed out', () => {
    expect(() => play([{ type: 'timed_out', batter: 'L3' }])).toThrow('A new batter can only come in after a wicket or a retirement');
    expect(() => play([out('bowled'), { type: 'timed_out', batter: 'L2' }])).toThrow('Lion 2 is already batting');
  });
});

describe('all out', () => {
  const tenWickets = (): ScoringEvent[] => {
    const events: ScoringEvent[] = [];
    for (let wicket = 1; wicket <= 10; wicket += 1) {
      events.push(out('bowled'));
      if (wicket === 6) events.push(bowler('T10'));
      if (wicket < 10) events.push(batterIn(`L${wicket + 2}`));
    }
    return events;
  };

  it('ten wickets end the innings', () => {
    const state = play(tenWickets());
    expect(state.innings[0]).toMatchObject({ wickets: 10, completed: true, endReason: 'all_out' });
    expect(state.next).toBe('innings_start');
  });

  it('with last man stands the last batter bats alone and always faces', () => {
    const setup = newSetup({ rules: { lastManStands: true } });
    const events = tenWickets();
    const state = play([...events.slice(0, -1), out('bowled'), ball(1), ball(1)], setup);
    const innings = state.innings[0];
    expect(innings.completed).toBe(false);
    expect(innings.wickets).toBe(10);
    const alone = innings.batters.filter((one) => one.atCrease);
    expect(alone).toHaveLength(1);
    expect(alone[0]).toMatchObject({ player: innings.striker, runs: 2 });
    expect(innings.nonStriker).toBeNull();
    expect(play([...events, out('bowled')], setup).innings[0]).toMatchObject({ wickets: 11, endReason: 'all_out' });
  });
});
