import { dataPointsProcessedDaily, formatOneDecimal, formatTwoDecimals, ratio } from './derived';
import { normalizeStatistics, ZERO_STATISTICS } from './model';

describe('statistics derived figures', () => {
  it('counts 250 data points per match and rounds as the About page shows', () => {
    expect(dataPointsProcessedDaily(12)).toBe(3000);
    expect(formatOneDecimal(4.26)).toBe('4.3');
    expect(formatTwoDecimals(6.5)).toBe('6.50');
    expect(ratio(10, 3)).toBe(3.33);
    expect(ratio(5, 0)).toBe(0);
  });

  it('fills a partial or failed answer with zeros', () => {
    expect(normalizeStatistics(null)).toEqual(ZERO_STATISTICS);
    expect(normalizeStatistics({ teamCount: 3, matchStats: { live: 'x' } })).toMatchObject({ teamCount: 3, matchStats: { total: 0, live: 0 } });
  });
});
