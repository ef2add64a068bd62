import { canMoveTournament, sortTournamentsForList, tournamentStatusByDates, tournamentStatusOn, tournamentTakesEntries } from './status';

const today = '2026-11-21';
const cup = (startDate: string, endDate: string | null = null) => ({ status: 'registration_open' as const, startDate, endDate });

describe('tournament status by its dates (UTC days)', () => {
  it('is open for registration until the start date, ongoing from it through the end date, completed after', () => {
    expect(tournamentStatusByDates(cup('2026-11-22', '2026-11-30'), today)).toBe('registration_open');
    expect(tournamentStatusByDates(cup('2026-11-21', '2026-11-30'), today)).toBe('ongoing');
    expect(tournamentStatusByDates(cup('2026-11-10', '2026-11-21'), today)).toBe('ongoing');
    expect(tournamentStatusByDates(cup('2026-11-10', '2026-11-20'), today)).toBe('completed');
    // Without an end date only the organiser completes it.
    expect(tournamentStatusByDates(cup('2025-01-01'), today)).toBe('ongoing');
  });
});

describe('tournament status as shown', () => {
  it('follows the dates while the organiser has not moved it', () => {
    expect(tournamentStatusOn(cup('2026-11-25'), today)).toBe('registration_open');
    expect(tournamentStatusOn(cup('2026-11-01'), today)).toBe('ongoing');
    expect(tournamentStatusOn(cup('2026-11-01', '2026-11-15'), today)).toBe('completed');
  });

  it("keeps the organiser's Start or Complete ahead of the dates", () => {
    expect(tournamentStatusOn({ ...cup('2026-12-01', '2026-12-10'), status: 'ongoing' }, today)).toBe('ongoing');
    expect(tournamentStatusOn({ ...cup('2026-12-01', '2026-12-10'), status: 'completed' }, today)).toBe('completed');
    expect(tournamentStatusOn({ ...cup('2026-11-01', '2026-11-30'), status: 'completed' }, today)).toBe('completed');
  });

  it('moves a started tournament on to completed once its end date has passed', () => {
    expect(tournamentStatusOn({ ...cup('2026-11-01', '2026-11-15'), status: 'ongoing' }, today)).toBe('completed');
  });

  it('gives the same answer when applied again, so front and back can both apply it', () => {
    const shown = { ...cup('2026-11-01', '2026-11-30') };
    const once = { ...shown, status: tournamentStatusOn(shown, today) };
    expect(tournamentStatusOn(once, today)).toBe(once.status);
  });

  it('lets the organiser move only forward from the status shown', () => {
    const started = tournamentStatusOn(cup('2026-11-01'), today);
    expect(canMoveTournament(started, 'completed')).toBe(true);
    expect(canMoveTournament(started, 'ongoing')).toBe(false);
  });
});

describe('tournament list order', () => {
  const t = (id: number, startDate: string, endDate: string | null = null, status: 'registration_open' | 'ongoing' | 'completed' = 'registration_open') => ({
    id, startDate, endDate, status,
  });

  it('puts ongoing first (latest start), then open (soonest start), then completed (latest finish)', () => {
    const oldFinal = t(1, '2025-03-01', '2025-03-20');
    const lastMonth = t(2, '2026-10-01', '2026-10-20');
    const finishedEarly = t(3, '2026-11-01', null, 'completed');
    const longLeague = t(4, '2026-09-01', '2026-12-31');
    const weekendCup = t(5, '2026-11-20', '2026-11-22');
    const nextMonth = t(6, '2026-12-20');
    const nextWeek = t(7, '2026-11-28');
    const startedEarly = t(8, '2026-12-05', null, 'ongoing');
    expect(sortTournamentsForList([oldFinal, lastMonth, finishedEarly, longLeague, weekendCup, nextMonth, nextWeek, startedEarly], today).map((one) => one.id)).toEqual([
      8, 5, 4, 7, 6, 3, 2, 1,
    ]);
  });

  it('shows a newly created tournament above old completed ones, the newest first on the same day', () => {
    const old = [t(1, '2024-05-01', '2024-05-10'), t(2, '2025-05-01', '2025-05-10')];
    const created = [t(3, '2026-12-01'), t(4, '2026-12-01')];
    expect(sortTournamentsForList([...old, ...created], today).map((one) => one.id)).toEqual([4, 3, 2, 1]);
  });
});

describe('tournamentTakesEntries', () => {
  it('takes entries on and after the start date until the organiser starts it, and none once its dates completed it', () => {
    expect(tournamentTakesEntries(cup('2026-12-01'), today)).toBe(true);
    expect(tournamentTakesEntries(cup(today), today)).toBe(true);
    expect(tournamentTakesEntries(cup('2026-11-01'), today)).toBe(true);
    expect(tournamentTakesEntries(cup('2026-11-01', today), today)).toBe(true);
    expect(tournamentTakesEntries(cup('2026-11-01', '2026-11-20'), today)).toBe(false);
    expect(tournamentTakesEntries({ ...cup('2026-12-01'), status: 'ongoing' }, today)).toBe(false);
    expect(tournamentTakesEntries({ ...cup('2026-12-01'), status: 'completed' }, today)).toBe(false);
  });
});

