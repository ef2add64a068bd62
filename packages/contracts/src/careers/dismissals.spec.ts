import { fromCricsheet } from '../scoring';
import { readCricsheet } from '../scoring/cricsheet-corpus';
import { ball, batterIn, newSetup, out, start } from '../scoring/test-factories';
import { dismissalsByKind } from './dismissals';
import { playerMatchFigures } from './match-figures';
import { figuresOf, recordOf } from './test-matches';

const t2 = newSetup({ format: 't2' });

describe('dismissals by kind', () => {
  it('counts how a batter got out over their matches, most first, and leaves not out and retired hurt out', () => {
    // L1 is bowled by T11 in the first, caught off T11 in the second, and retires hurt in the third.
    const first = recordOf(figuresOf(t2, [start(), out('bowled')]), 'L1');
    const second = recordOf(figuresOf(t2, [start(), ball(), ball(), out('caught', { fielders: ['T4'] })]), 'L1');
    const third = recordOf(figuresOf(t2, [start(), ball(2), ball(), { type: 'retire', batter: 'L1', kind: 'retired_hurt' }]), 'L1');
    const fourth = recordOf(figuresOf(t2, [start(), out('lbw'), batterIn('L3'), ball()]), 'L1');
    expect(dismissalsByKind([first, second, third, fourth]).howOut).toEqual([
      { kind: 'bowled', count: 1 },
      { kind: 'caught', count: 1 },
      { kind: 'lbw', count: 1 },
    ]);
    expect(dismissalsByKind([first, fourth, fourth]).howOut).toEqual([
      { kind: 'lbw', count: 2 },
      { kind: 'bowled', count: 1 },
    ]);
  });

  it('counts the wickets a bowler took by how they fell; a run out off their bowling is none of them', () => {
    const records = figuresOf(t2, [start(), out('bowled'), batterIn('L3'), out('caught', { fielders: ['T4'] }), batterIn('L4'), out('run_out', { fielders: ['T5'] })]);
    expect(dismissalsByKind([recordOf(records, 'T11')])).toEqual({ howOut: [], wicketsTaken: [{ kind: 'bowled', count: 1 }, { kind: 'caught', count: 1 }] });
  });

  it('a real match: every bowler’s wickets by kind add up to their wickets', () => {
    const records = playerMatchFigures(fromCricsheet(readCricsheet('ipl_1082625.json')).state);
    for (const record of records) {
      const taken = dismissalsByKind([record]).wicketsTaken.reduce((sum, one) => sum + one.count, 0);
      expect(taken).toBe(record.bowling.reduce((sum, one) => sum + one.wickets, 0));
    }
    expect(records.reduce((sum, record) => sum + record.batting.filter((one) => one.howOut).length, 0)).toBe(9 + 10);
  });
});
