import { CALENDAR_YEARS, isIsoDate } from '../matches/dates';
import { findInputProblem, INT4_MAX, isStorableText, JSON_DEPTH_MAX, parseId, parseWholeNumber } from './input';

function nested(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

describe('the input every request meets', () => {
  it('refuses NUL and unpaired UTF-16 halves, and keeps every other text', () => {
    expect(['a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800'].filter(isStorableText)).toEqual([]);
    expect(['', 'Kohli', '😀 six', 'नमस्ते', "'; DROP TABLE teams; --", '\u2028'].every(isStorableText)).toBe(true);
  });

  it('names the field that holds unstorable text, in arrays and objects, keys included', () => {
    expect(findInputProblem({ name: 'ok', players: [{ name: 'ok' }, { name: 'a\u0000b' }] })).toEqual({ kind: 'unstorableText', field: 'players[1].name' });
    expect(findInputProblem({ meta: { ['\ud800']: 1 } })).toEqual({ kind: 'unstorableText', field: 'meta' });
    expect(findInputProblem('\ud800')).toEqual({ kind: 'unstorableText', field: 'body' });
    expect(findInputProblem({ name: 'Mumbai Indians', overs: 20, tags: ['a', null, true] })).toBeNull();
  });

  it(`allows ${JSON_DEPTH_MAX} levels of nesting and refuses deeper, without recursion`, () => {
    expect(findInputProblem(nested(JSON_DEPTH_MAX))).toBeNull();
    expect(findInputProblem(nested(JSON_DEPTH_MAX + 1))).toEqual({ kind: 'tooDeep' });
    expect(findInputProblem(nested(100_000))).toEqual({ kind: 'tooDeep' });
  });

  it('reads ids as plain decimals within PostgreSQL integer', () => {
    expect(['1', '42', String(INT4_MAX)].map(parseId)).toEqual([1, 42, INT4_MAX]);
    expect(['0', '-1', '+1', '07', '0x10', '1e1', '1.0', ' 1', '', String(INT4_MAX + 1), '99999999999999999999'].map(parseId)).toEqual(Array(11).fill(null));
    expect([parseWholeNumber('0'), parseWholeNumber('00'), parseId(16)]).toEqual([0, null, null]);
  });
});

describe('the calendar of stored dates', () => {
  it(`accepts real dates from ${CALENDAR_YEARS.min} to ${CALENDAR_YEARS.max} and refuses the rest`, () => {
    expect(['1877-03-15', '2026-02-28', '2024-02-29', '2200-12-31'].every(isIsoDate)).toBe(true);
    expect(['0000-01-01', '1799-12-31', '2201-01-01', '9999-12-31', '2026-02-30', '2026-13-01', '26-01-01'].some(isIsoDate)).toBe(false);
  });
});
