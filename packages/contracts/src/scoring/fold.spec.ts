import { ScoringError } from './messages';
import { foldMatch } from './fold';
import { appendEvent, replaceEvent, undoLast, undoLastDelivery } from './history';
import { resolveRules } from './rules';
import { ball, balls, batterIn, bowler, four, newSetup, noBall, out, overs, six, start, wide } from './test-factories';
import type { MatchSetup, ScoringEvent, TeamSide } from './types';

const t2 = newSetup({ format: 't2' });
const bowlersOf = (side: TeamSide): [string, string] => (side === 'team1' ? ['T11', 'T10'] : ['L11', 'L10']);
/** A whole t2 innings of `runs` a ball. */
const innings = (side: TeamSide, runs: number): ScoringEvent[] => [start(side, bowlersOf(side)[0]), ...overs(2, runs, bowlersOf(side))];

describe('rules per format', () => {
  it.each([
    ['t20', 20, 4, 1, true],
    ['odi', 50, 10, 1, true],
    ['t10', 10, 2, 1, true],
    ['t2', 2, 1, 1, true],
    ['test', null, null, 2, false],
  ] as const)('%s: %s overs, %s per bowler, %i innings a side, free hit %s', (format, oversPerInnings, perBowler, inningsPerSide, freeHit) => {
    expect(resolveRules(format)).toMatchObject({ oversPerInnings, maxOversPerBowler: perBowler, inningsPerSide, freeHit, ballsPerOver: 6 });
  });

  it('the match’s overs and the league’s settings override the format', () => {
    expect(resolveRules('custom', 12)).toMatchObject({ oversPerInnings: 12, maxOversPerBowler: 3 });
    expect(resolveRules('t20', null, { freeHit: false, ballsPerOver: 5, lastManStands: true })).toMatchObject({ freeHit: false, ballsPerOver: 5, lastManStands: true });
  });
});

describe('bowlers', () => {
  it('the same bowler cannot bowl consecutive overs', () => {
    expect(() => foldMatch(newSetup(), [start(), ...balls(6), bowler('T11')])).toThrow('The same bowler cannot bowl consecutive overs');
  });

  it('a bowler may bowl a fifth of the overs: a fifth over in a T20 is refused', () => {
    const eightOvers = overs(8, 0, ['T11', 'T10']);
    expect(() => foldMatch(newSetup(), [start(), ...eightOvers, bowler('T11')])).toThrow('A bowler may bowl at most 4 overs in this innings');
    expect(foldMatch(newSetup(), [start(), ...eightOvers, bowler('T9')]).current!.bowler).toBe('T9');
  });

  it('a bowler replaced mid-over: the over is shared, no maiden, and neither may bowl the next over', () => {
    const events = [start(), ...balls(3), bowler('T9'), ...balls(3)];
    const state = foldMatch(newSetup(), events);
    expect(state.innings[0].overs[0]).toMatchObject({ bowlers: ['T11', 'T9'], maiden: false, legalBalls: 6 });
    expect(state.innings[0].bowlers.map((one) => [one.player, one.legalBalls, one.maidens])).toEqual([
      ['T11', 3, 0],
      ['T9', 3, 0],
    ]);
    expect(() => foldMatch(newSetup(), [...events, bowler('T9')])).toThrow('The same bowler cannot bowl consecutive overs');
    expect(() => foldMatch(newSetup(), [...events, bowler('T11')])).toThrow('The same bowler cannot bowl consecutive overs');
  });

  it('the bowler must be of the fielding side', () => {
    expect(() => foldMatch(newSetup(), [start(), ...balls(6), bowler('L5')])).toThrow('The bowler must be a player of the fielding side');
    expect(() => foldMatch(newSetup(), [{ type: 'innings_start', battingTeam: 'team1', striker: 'L1', nonStriker: 'L2', bowler: 'L3' }])).toThrow(
      'The bowler must be a player of the fielding side',
    );
  });
});

describe('innings end and the limited-overs result', () => {
  it('ends when the overs are done, and the chase has its target', () => {
    const state = foldMatch(t2, innings('team1', 1));
    expect(state.innings[0]).toMatchObject({ runs: 12, legalBalls: 12, completed: true, endReason: 'overs' });
    expect(state.next).toBe('innings_start');
    expect(foldMatch(t2, [...innings('team1', 1), start('team2', 'L11')]).current!.target).toBe(13);
  });

  it('the chase ends as soon as the target is reached: won by wickets', () => {
    const state = foldMatch(t2, [...innings('team1', 1), start('team2', 'L11'), out('bowled'), batterIn('T3'), six(), six(), ball(1)]);
    expect(state.innings[1]).toMatchObject({ runs: 13, endReason: 'target', completed: true });
    expect(state.result).toMatchObject({ outcome: 'win', winner: 'team2', by: { wickets: 9 }, text: 'Tigers won by 9 wickets' });
    expect(state.completed).toBe(true);
    expect(state.next).toBe('none');
  });

  it('a chase that falls short: won by runs', () => {
    const state = foldMatch(t2, [...innings('team1', 2), ...innings('team2', 1)]);
    expect(state.result).toMatchObject({ winner: 'team1', by: { runs: 12 }, text: 'Lions won by 12 runs' });
  });

  it('one run and one wicket are singular', () => {
    expect(foldMatch(t2, [...innings('team1', 1), start('team2', 'L11'), ...overs(1, 1, ['L11', 'L10']), bowler('L10'), ...balls(5, 1), ball(0)]).result?.text).toBe('Lions won by 1 run');
  });

  it('no event is accepted once the match is over', () => {
    expect(() => foldMatch(t2, [...innings('team1', 2), ...innings('team2', 1), ball()])).toThrow('The match is over');
  });

  it('the innings order: the other side chases, and not a third innings', () => {
    expect(() => foldMatch(t2, [...innings('team1', 0), start('team1')])).toThrow('Lions cannot bat in this innings');
    expect(() => foldMatch(t2, [start(), start()])).toThrow('An innings is already in progress');
    expect(() => foldMatch(t2, [ball()])).toThrow('Start an innings first');
    expect(() => foldMatch(t2, [{ type: 'innings_start', battingTeam: 'team1', striker: 'L1', nonStriker: 'L1', bowler: 'T11' }])).toThrow(
      'Striker and non-striker must be different players',
    );
  });

  it('an error names the event it is about', () => {
    try {
      foldMatch(t2, [start(), ball(), ball(), batterIn('L3')]);
      throw new Error('not refused');
    } catch (error) {
      expect(error).toBeInstanceOf(ScoringError);
      expect((error as ScoringError).eventIndex).toBe(3);
    }
  });
});

describe('a tie and the super over', () => {
  const level = (): ScoringEvent[] => [...innings('team1', 1), ...innings('team2', 1)];

  it('a tie without super overs is "Match tied"', () => {
    const noSuperOver = newSetup({ format: 't2', rules: { superOverOnTie: false } });
    expect(foldMatch(noSuperOver, level()).result).toMatchObject({ outcome: 'tie', text: 'Match tied' });
  });

  it('a tie waits for a super over, batted first by the side that batted second', () => {
    const state = foldMatch(t2, level());
    expect(state.innings[1].runs).toBe(state.innings[0].runs);
    expect(state.result).toBeNull();
    expect(state.next).toBe('innings_start');
    expect(() => foldMatch(t2, [...level(), start('team1')])).toThrow('The side that batted second bats first in the super over');
    const superOver = foldMatch(t2, [...level(), start('team2', 'L11')]).current!;
    expect(superOver).toMatchObject({ superOver: true, maxLegalBalls: 6, allOutWickets: 2, maxOversPerBowler: 1 });
  });

  it('two wickets end a super over; the other side then chases its score', () => {
    const events = [...level(), start('team2', 'L11'), four(), out('bowled'), batterIn('T3'), out('bowled')];
    const state = foldMatch(t2, events);
    expect(state.innings[2]).toMatchObject({ runs: 4, wickets: 2, endReason: 'all_out' });
    const chase = foldMatch(t2, [...events, start('team1', 'T11'), six()]);
    expect(chase.result).toMatchObject({ outcome: 'win', winner: 'team1', superOver: true, text: 'Match tied (Lions won the super over)' });
  });

  it('a tied super over is followed by another, the order swapped again', () => {
    const superOver = (side: TeamSide, runs: number) => [start(side, bowlersOf(side)[0]), ...balls(6, runs)];
    const events = [...level(), ...superOver('team2', 1), ...superOver('team1', 1)];
    const state = foldMatch(t2, events);
    expect(state.result).toBeNull();
    expect(state.next).toBe('innings_start');
    expect(() => foldMatch(t2, [...events, start('team2', 'L11')])).toThrow('The side that batted second bats first in the super over');
    const decided = foldMatch(t2, [...events, ...superOver('team1', 2), ...superOver('team2', 0)]);
    expect(decided.result?.text).toBe('Match tied (Lions won the super over)');
  });
});

describe('test cricket: declarations, follow-on, innings victory, draw', () => {
  const test: MatchSetup = newSetup({ format: 'test' });
  /** An innings of `fours` fours then declared. */
  const declared = (side: TeamSide, fours: number): ScoringEvent[] => {
    const [first, second] = bowlersOf(side);
    const events: ScoringEvent[] = [start(side, first)];
    for (let n = 0; n < fours; n += 1) {
      if (n > 0 && n % 6 === 0) events.push(bowler((n / 6) % 2 === 0 ? first : second));
      events.push(four());
    }
    return [...events, { type: 'declare' }];
  };

  it('declarations end an innings in a test, and only there', () => {
    const state = foldMatch(test, declared('team1', 3));
    expect(state.innings[0]).toMatchObject({ runs: 12, endReason: 'declared', completed: true });
    expect(() => foldMatch(t2, [start(), { type: 'declare' }])).toThrow('Declarations are only allowed in test matches');
  });

  it('the follow-on needs a lead of 200; then the side batting second bats again', () => {
    expect(foldMatch(test, [...declared('team1', 51), ...declared('team2', 1), start('team2', 'L11')]).current!.followOn).toBe(true);
    expect(() => foldMatch(test, [...declared('team1', 51), ...declared('team2', 2), start('team2', 'L11')])).toThrow(
      'The follow-on needs a first-innings lead of at least 200 runs',
    );
  });

  it('a side that follows on and stays behind loses by an innings', () => {
    const state = foldMatch(test, [...declared('team1', 60), ...declared('team2', 5), ...declared('team2', 10)]);
    expect(state.result).toMatchObject({ winner: 'team1', by: { innings: true, runs: 180 }, text: 'Lions won by an innings and 180 runs' });
  });

  it('the fourth innings chases the lead and wins by wickets', () => {
    const events = [...declared('team1', 10), ...declared('team2', 5), ...declared('team1', 5)];
    const chase = foldMatch(test, [...events, start('team2', 'L11')]).current!;
    expect(chase.target).toBe(41);
    const state = foldMatch(test, [...events, ...declared('team2', 11).slice(0, -1)]);
    expect(state.result?.text).toBe('Tigers won by 10 wickets');
  });

  it('an innings closed when play ends makes the test a draw', () => {
    const state = foldMatch(test, [...declared('team1', 10), start('team2', 'L11'), four(), { type: 'end_innings', reason: 'closed' }]);
    expect(state.result).toMatchObject({ outcome: 'drawn', text: 'Match drawn' });
  });

  it('an innings can be forfeited only before its first ball', () => {
    expect(foldMatch(test, [start(), { type: 'end_innings', reason: 'forfeited' }]).innings[0].endReason).toBe('forfeited');
    expect(() => foldMatch(test, [start(), ball(), { type: 'end_innings', reason: 'forfeited' }])).toThrow('An innings can only be forfeited before its first ball');
  });
});

describe('revised overs and target entered by hand (DLS)', () => {
  it('a revised chase wins or loses "(DLS method)"', () => {
    const revised: ScoringEvent[] = [...innings('team1', 2), { type: 'revise', overs: 1, target: 10 }, start('team2', 'L11')];
    const chase = foldMatch(t2, revised).current!;
    expect(chase).toMatchObject({ target: 10, maxLegalBalls: 6, revised: true });
    expect(foldMatch(t2, [...revised, ...balls(6, 1)]).result?.text).toBe('Lions won by 3 runs (DLS method)');
    expect(foldMatch(t2, [...revised, ...balls(5, 2)]).result?.text).toBe('Tigers won by 10 wickets (DLS method)');
  });

  it('overs cut during the innings below the balls bowled are refused; cut to the balls bowled ends it', () => {
    const events = [start(), ...overs(1, 1)];
    expect(() => foldMatch(newSetup(), [...events, bowler('T10'), ball(), { type: 'revise', overs: 1 }])).toThrow('Revised overs must be at least the overs already bowled');
    expect(foldMatch(newSetup(), [...events, { type: 'revise', overs: 1 }]).innings[0]).toMatchObject({ completed: true, endReason: 'overs', maxOversPerBowler: 1 });
  });

  it('a closed chase waits for a recorded result', () => {
    const state = foldMatch(t2, [...innings('team1', 1), start('team2', 'L11'), ball(), { type: 'end_innings', reason: 'closed' }]);
    expect(state.next).toBe('result');
    expect(() => foldMatch(t2, [...innings('team1', 1), start('team2', 'L11'), ball(), { type: 'end_innings', reason: 'closed' }, start('team2')])).toThrow(
      'The match has no more innings to play',
    );
    const noResult = foldMatch(t2, [...innings('team1', 1), start('team2', 'L11'), ball(), { type: 'end_innings', reason: 'closed' }, { type: 'result', outcome: 'no_result' }]);
    expect(noResult.result).toMatchObject({ outcome: 'no_result', text: 'No result' });
  });
});

describe('recorded results', () => {
  it.each([
    [{ type: 'result', outcome: 'abandoned' }, 'Match abandoned'],
    [{ type: 'result', outcome: 'conceded', winner: 'team2' }, 'Tigers won (Lions conceded)'],
    [{ type: 'result', outcome: 'drawn' }, 'Match drawn'],
  ] as [ScoringEvent, string][])('%o', (event, text) => {
    const state = foldMatch(t2, [start(), ball(), event]);
    expect(state.result?.text).toBe(text);
    expect(state.innings[0].endReason).toBe('closed');
    expect(state.completed).toBe(true);
  });

  it('conceding needs a winner', () => {
    expect(() => foldMatch(t2, [{ type: 'result', outcome: 'conceded' }])).toThrow('Name the side that wins when the other concedes');
  });
});

describe('undo and edit are re-folds, so they restore everything', () => {
  const setup = newSetup();
  const beforeWicket: ScoringEvent[] = [start(), ball(1), four(), ball(2), noBall()];

  it('undo after a wicket restores the batter, the bowler, the score, the free hit and the ends', () => {
    const before = foldMatch(setup, beforeWicket);
    const withWicket = appendEvent(setup, beforeWicket, out('run_out', { batter: 'L1' }, { runs: 1 }));
    expect(withWicket.state.current!.wickets).toBe(1);
    const undone = undoLast(setup, withWicket.events);
    expect(undone.events).toEqual(beforeWicket);
    expect(undone.state).toEqual(before);
    expect(undone.state.current!.freeHit).toBe(true);
  });

  it('undoing the last delivery also drops the new batter and bowler entered after it', () => {
    const events = [...beforeWicket, ball(), out('bowled'), batterIn('L3'), bowler('T10')];
    const undone = undoLastDelivery(setup, events);
    expect(undone.events).toHaveLength(beforeWicket.length + 1);
    expect(undone.state.next).toBe('delivery');
    expect(undone.state.current!.batters.map((one) => one.player)).toEqual(['L1', 'L2']);
  });

  it('nothing to undo', () => {
    expect(() => undoLast(setup, [])).toThrow('There is nothing to undo');
    expect(() => undoLastDelivery(setup, [start()])).toThrow('There is nothing to undo');
  });

  it('editing a ball of an earlier over recomputes what came after', () => {
    const events = [start(), ...overs(3, 1)];
    const edited = replaceEvent(setup, events, 2, six());
    const innings = edited.state.current!;
    expect(innings.runs).toBe(18 - 1 + 6);
    expect(innings.overs.map((over) => over.runs)).toEqual([11, 6, 6]);
    // A single became a six: the ends differ from then on.
    expect(innings.striker).not.toBe(foldMatch(setup, events).current!.striker);
  });

  it('an edit that makes a later event impossible is refused', () => {
    const events = [start(), ball(), out('bowled'), batterIn('L3'), ball()];
    expect(() => replaceEvent(setup, events, 2, ball())).toThrow('A new batter can only come in after a wicket or a retirement');
    expect(() => replaceEvent(setup, events, 9, ball())).toThrow('There is no scoring event at that position');
  });

  it('appending an impossible event changes nothing and says why', () => {
    expect(() => appendEvent(setup, beforeWicket, wide(0, { wicket: { kind: 'caught' } }))).toThrow('A batter cannot be out caught off a wide');
  });

  it('each state knows the sequence number of the next event', () => {
    expect(foldMatch(setup, beforeWicket).eventCount).toBe(5);
  });
});
