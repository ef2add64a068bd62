import { MATCH_MESSAGES } from '../matches';
import { FIELD_MESSAGES } from '../matches/request-rules';
import { parseWith } from '../validation/schema';
import { TOURNAMENT_MESSAGES } from './messages';
import {
  createTournamentBody,
  generateFixturesBody,
  registerTeamBody,
  tournamentListQuery,
  tournamentPenaltyBody,
  tournamentStatusBody,
  updateTournamentBody,
} from './requests';

const cup = { name: 'Summer Cup', startDate: '2026-06-01', maxTeams: 8 };
const refused = (message: string) => ({ ok: false, message });

describe('tournament requests', () => {
  it('create: name, start date and maxTeams, then the optional fields in order', () => {
    expect(parseWith(createTournamentBody, {})).toEqual(refused(TOURNAMENT_MESSAGES.nameRequired));
    expect(parseWith(createTournamentBody, { name: 'Cup' })).toEqual(refused(TOURNAMENT_MESSAGES.startDate));
    expect(parseWith(createTournamentBody, { name: 'Cup', startDate: '01/06/2026' })).toEqual(refused(TOURNAMENT_MESSAGES.dateFormat));
    expect(parseWith(createTournamentBody, { ...cup, maxTeams: 65 })).toEqual(refused(TOURNAMENT_MESSAGES.maxTeams));
    expect(parseWith(createTournamentBody, { ...cup, playersPerSide: '7' })).toEqual(refused(MATCH_MESSAGES.playersPerSide));
    expect(parseWith(createTournamentBody, { ...cup, format: 'x' })).toEqual(refused(TOURNAMENT_MESSAGES.format));
    expect(parseWith(createTournamentBody, { ...cup, endDate: '2026-06-31' })).toEqual(refused(TOURNAMENT_MESSAGES.dateFormat));
    expect(parseWith(createTournamentBody, { ...cup, venueNames: ['x'.repeat(151)] })).toEqual(refused(TOURNAMENT_MESSAGES.venueNames));
    expect(parseWith(createTournamentBody, { ...cup, coverImage: 'ftp://x' })).toEqual(refused(TOURNAMENT_MESSAGES.coverImage));
    expect(parseWith(createTournamentBody, { ...cup, description: 'x'.repeat(5001) })).toEqual(refused(FIELD_MESSAGES.tooLong('description', 5000)));
    expect(parseWith(createTournamentBody, { ...cup, tieBreakers: ['wins', 'wins'] })).toEqual(refused(TOURNAMENT_MESSAGES.tieBreakers));
  });

  it('create: normalised (trimmed, venue names without blanks, blank dates as null)', () => {
    expect(parseWith(createTournamentBody, { ...cup, maxTeams: '8', endDate: ' ', venueNames: [' Eden ', ' '], coverImage: '' })).toEqual({
      ok: true,
      value: { ...cup, endDate: null, venueNames: ['Eden'], coverImage: null },
    });
  });

  it('update: any subset; a left-out field stays left out', () => {
    expect(parseWith(updateTournamentBody, { maxTeams: 4 })).toEqual({ ok: true, value: { maxTeams: 4 } });
    expect(parseWith(updateTournamentBody, { startDate: '' })).toEqual(refused(TOURNAMENT_MESSAGES.dateFormat));
    expect(parseWith(updateTournamentBody, { registrationDeadline: '' })).toEqual({ ok: true, value: { registrationDeadline: null } });
  });

  it('list, status, registration and fixtures', () => {
    expect(parseWith(tournamentListQuery, { status: '', search: ' cup ' })).toEqual({ ok: true, value: { status: null, search: 'cup' } });
    expect(parseWith(tournamentListQuery, { status: 'open' })).toEqual(refused(TOURNAMENT_MESSAGES.status));
    expect(parseWith(tournamentListQuery, { search: 'x'.repeat(151) })).toEqual(refused(FIELD_MESSAGES.tooLong('search', 150)));
    expect(parseWith(tournamentStatusBody, {})).toEqual(refused(TOURNAMENT_MESSAGES.status));
    expect(parseWith(registerTeamBody, { teamId: 'x' })).toEqual(refused(TOURNAMENT_MESSAGES.teamRequired));
    expect(parseWith(registerTeamBody, { teamId: '3' })).toEqual({ ok: true, value: { teamId: 3 } });
    expect(parseWith(generateFixturesBody, { type: 'league' })).toEqual(refused(TOURNAMENT_MESSAGES.fixtureType));
  });

  it('penalty: a team, points and net run rate in range, something deducted, a reason', () => {
    const penalty = { teamId: 3, points: 2, reason: 'Slow over rate' };
    expect(parseWith(tournamentPenaltyBody, { ...penalty, teamId: '3' })).toEqual(refused(TOURNAMENT_MESSAGES.penaltyTeam));
    expect(parseWith(tournamentPenaltyBody, { ...penalty, points: 101 })).toEqual(refused(TOURNAMENT_MESSAGES.penaltyPoints));
    expect(parseWith(tournamentPenaltyBody, { ...penalty, netRunRate: 0.1234 })).toEqual(refused(TOURNAMENT_MESSAGES.penaltyNetRunRate));
    expect(parseWith(tournamentPenaltyBody, { ...penalty, reason: ' ' })).toEqual(refused(TOURNAMENT_MESSAGES.penaltyReason));
    expect(parseWith(tournamentPenaltyBody, { ...penalty, reason: 'x'.repeat(201) })).toEqual(refused(TOURNAMENT_MESSAGES.penaltyReasonTooLong));
    expect(parseWith(tournamentPenaltyBody, { ...penalty, points: 0 })).toEqual(refused(TOURNAMENT_MESSAGES.penaltyNothing));
    expect(parseWith(tournamentPenaltyBody, { ...penalty, points: null, netRunRate: 0.125, reason: ' Late ' })).toEqual({
      ok: true,
      value: { teamId: 3, points: null, netRunRate: 0.125, reason: 'Late' },
    });
  });
});
