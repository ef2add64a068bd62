import { parseWith } from '../validation/schema';
import { MATCH_MESSAGES } from './messages';
import { FIELD_MESSAGES } from './request-rules';
import { matchBody, matchListQuery, matchStatusBody, resultBody, scoreBody, tossBody } from './requests';

const match = {
  team1Id: 1, team2Id: 2, team1Name: 'Lions', team1ShortName: 'LIO', team2Name: 'Tigers', team2ShortName: 'TIG',
  venue: 'Wankhede', date: '2026-12-01', time: '14:00',
};
const figures = { team1Score: 120, team1Wickets: 4, team1Overs: '20', team2Score: 98, team2Wickets: 10, team2Overs: 18.3 };
const refused = (message: string) => ({ ok: false, message });

describe('request wording of the matches service', () => {
  it('keeps the wording of fields without a message of their own', () => {
    expect(FIELD_MESSAGES.tooLong('result', 200)).toBe('result must be shorter than or equal to 200 characters');
    expect(FIELD_MESSAGES.text('search')).toBe('search must be a string');
    expect(FIELD_MESSAGES.flag('isCaptain')).toBe('isCaptain must be a boolean value');
  });
});

describe('match requests', () => {
  it('match body: the first broken rule in form order, then the same-team rule', () => {
    expect(parseWith(matchBody, {})).toEqual(refused(MATCH_MESSAGES.team1Id));
    expect(parseWith(matchBody, { ...match, team1Name: ' ' })).toEqual(refused(MATCH_MESSAGES.team1Name));
    expect(parseWith(matchBody, { ...match, team2ShortName: 'x'.repeat(11) })).toEqual(refused(MATCH_MESSAGES.shortNameTooLong));
    expect(parseWith(matchBody, { ...match, venue: 'x'.repeat(151) })).toEqual(refused(MATCH_MESSAGES.venueTooLong));
    expect(parseWith(matchBody, { ...match, date: '' })).toEqual(refused(MATCH_MESSAGES.date));
    expect(parseWith(matchBody, { ...match, date: '2026-02-30' })).toEqual(refused(MATCH_MESSAGES.dateFormat));
    expect(parseWith(matchBody, { ...match, time: undefined })).toEqual(refused(MATCH_MESSAGES.time));
    expect(parseWith(matchBody, { ...match, time: '9:00' })).toEqual(refused(MATCH_MESSAGES.timeFormat));
    expect(parseWith(matchBody, { ...match, overs: 0.5 })).toEqual(refused(MATCH_MESSAGES.overs));
    expect(parseWith(matchBody, { ...match, tournamentId: 'x' })).toEqual(refused(MATCH_MESSAGES.tournamentId));
    expect(parseWith(matchBody, { ...match, team2Id: '1' })).toEqual(refused(MATCH_MESSAGES.sameTeam));
  });

  it('match body: normalised as stored (ids from text, trimmed names, t20 and a friendly by default, whole overs)', () => {
    expect(parseWith(matchBody, { ...match, team1Id: '1', team1Name: ' Lions ', format: '', overs: '20.7', tournamentId: 'none', status: 'upcoming' })).toEqual({
      ok: true,
      value: { ...match, format: 't20', overs: 20, playersPerSide: null, tournamentId: null },
    });
    expect(parseWith(matchBody, { ...match, overs: 19.9, tournamentId: '4', playersPerSide: 7 })).toMatchObject({ ok: true, value: { overs: 19, tournamentId: 4, playersPerSide: 7 } });
  });

  it('list query, status and toss', () => {
    expect(parseWith(matchListQuery, { status: ' ' })).toEqual({ ok: true, value: { status: null } });
    expect(parseWith(matchListQuery, { status: 'done' })).toEqual(refused(MATCH_MESSAGES.statusFilter));
    expect(parseWith(matchStatusBody, {})).toEqual(refused(MATCH_MESSAGES.status));
    expect(parseWith(tossBody, { tossDecision: 'bat' })).toEqual(refused(MATCH_MESSAGES.tossWinner));
    expect(parseWith(tossBody, { tossWinner: '3', tossDecision: 'field' })).toEqual(refused(MATCH_MESSAGES.tossDecision));
    expect(parseWith(tossBody, { tossWinner: '3', tossDecision: 'bowl' })).toEqual({ ok: true, value: { tossWinner: 3, tossDecision: 'bowl' } });
  });

  it('score: a batting team (or null), the innings, then the figures; overs kept as the figure', () => {
    expect(parseWith(scoreBody, { ...figures, currentInnings: 1 })).toEqual(refused(MATCH_MESSAGES.battingTeam));
    expect(parseWith(scoreBody, { ...figures, battingTeam: null, currentInnings: 5 })).toEqual(refused(MATCH_MESSAGES.innings));
    expect(parseWith(scoreBody, { ...figures, battingTeam: 1, currentInnings: 1, team1Wickets: 11 })).toEqual(refused(MATCH_MESSAGES.resultScore));
    expect(parseWith(scoreBody, { ...figures, battingTeam: 1, currentInnings: 1, team1Overs: '19.6' })).toEqual(refused(MATCH_MESSAGES.resultOvers));
    expect(parseWith(scoreBody, { ...figures, battingTeam: '1', currentInnings: '2' })).toEqual({
      ok: true,
      value: { ...figures, battingTeam: 1, currentInnings: 2, team2Overs: '18.3' },
    });
  });

  it('result: outcome, winner and an optional text', () => {
    expect(parseWith(resultBody, { ...figures, outcome: 'draw' })).toEqual(refused(MATCH_MESSAGES.resultOutcome));
    expect(parseWith(resultBody, { ...figures, outcome: 'win', winnerTeamId: 'Lions' })).toEqual(refused(MATCH_MESSAGES.resultWinner));
    expect(parseWith(resultBody, { ...figures, outcome: 'win', result: 'x'.repeat(201) })).toEqual(refused(FIELD_MESSAGES.tooLong('result', 200)));
    expect(parseWith(resultBody, { ...figures, outcome: 'tie', result: '  ' })).toMatchObject({ ok: true, value: { outcome: 'tie', result: null } });
  });
});
