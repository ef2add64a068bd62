import { isTournamentMatchesCountEstimated, tournamentCountdown, tournamentMatchesCount, tournamentVenuesCount } from './cards';

describe('tournament cards (core §2, §9)', () => {
  it('counts down to a future start, else Started', () => {
    expect(tournamentCountdown('2026-12-01', '2026-11-21')).toBe('Starts in 10 days');
    expect(tournamentCountdown('2026-11-22', '2026-11-21')).toBe('Starts in 1 days');
    expect(tournamentCountdown('2026-11-21', '2026-11-21')).toBe('Started');
    expect(tournamentCountdown('2026-10-01', '2026-11-21')).toBe('Started');
  });

  it('falls back to 2 × maxTeams − 1 matches and ceil(maxTeams / 8) venues', () => {
    expect(tournamentMatchesCount({ matchesCount: null, maxTeams: 8 })).toBe(15);
    expect(tournamentMatchesCount({ matchesCount: 28, maxTeams: 8 })).toBe(28);
    expect(tournamentVenuesCount({ venues: null, maxTeams: 8 })).toBe(1);
    expect(tournamentVenuesCount({ venues: null, maxTeams: 9 })).toBe(2);
    expect(tournamentVenuesCount({ venues: 3, maxTeams: 9 })).toBe(3);
  });

  it('marks only the fallback as an estimate: a real count, even 0 once fixtures exist, is not', () => {
    expect(isTournamentMatchesCountEstimated({ matchesCount: null })).toBe(true);
    expect(isTournamentMatchesCountEstimated({})).toBe(true);
    expect([tournamentMatchesCount({ matchesCount: 6, maxTeams: 4 }), isTournamentMatchesCountEstimated({ matchesCount: 6 })]).toEqual([6, false]);
    expect([tournamentMatchesCount({ matchesCount: 0, maxTeams: 4 }), isTournamentMatchesCountEstimated({ matchesCount: 0 })]).toEqual([0, false]);
  });
});
