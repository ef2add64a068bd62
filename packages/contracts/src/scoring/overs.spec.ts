import { ballsToOvers, formatOvers, oversToBalls, runRate } from './overs';

describe('overs notation: 12.3 means 12 overs and 3 balls', () => {
  it.each([
    [75, 6, 12.3, '12.3'],
    [72, 6, 12, '12'],
    [0, 6, 0, '0'],
    [5, 6, 0.5, '0.5'],
    [120, 6, 20, '20'],
    [19, 8, 2.3, '2.3'],
    [23, 5, 4.3, '4.3'],
  ])('%i balls of %i-ball overs are %s overs', (balls, perOver, figure, text) => {
    expect(ballsToOvers(balls, perOver)).toBe(figure);
    expect(formatOvers(balls, perOver)).toBe(text);
    expect(oversToBalls(figure, perOver)).toBe(balls);
    expect(oversToBalls(text, perOver)).toBe(balls);
  });

  it('refuses a ball count that is a whole over or more', () => {
    expect(() => oversToBalls(12.6)).toThrow("'12.6' is not an overs figure: the balls after the point must be 0 to 5");
    expect(() => oversToBalls('2.7', 8)).not.toThrow();
    expect(() => oversToBalls('abc')).toThrow(RangeError);
  });

  it('run rate is runs per over, 0 before a ball', () => {
    expect(runRate(75, 75)).toBe(6);
    expect(runRate(100, 75)).toBe(8);
    expect(runRate(38, 24)).toBe(9.5);
    expect(runRate(26, 18)).toBe(8.67);
    expect(runRate(10, 0)).toBe(0);
    expect(runRate(10, 8, 8)).toBe(10);
  });
});
