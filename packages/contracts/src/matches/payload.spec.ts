import { MATCH_MESSAGES } from './messages';
import { matchPayloadError, matchPayloadErrors, normalizeMatchPayload, shortNameFallback } from './payload';

const valid = {
  team1Id: 1, team2Id: 2, team1Name: 'Lions', team1ShortName: 'LIO', team2Name: 'Tigers', team2ShortName: 'TIG',
  venue: 'Wankhede', date: '2026-12-01', time: '14:00',
};

describe('match payload rules (core §5)', () => {
  it('reports every required field with its message', () => {
    expect(matchPayloadErrors({})).toEqual({
      team1Id: 'Team 1 is required',
      team1Name: 'Team 1 name is required',
      team1ShortName: 'Team 1 short name is required',
      team2Id: 'Team 2 is required',
      team2Name: 'Team 2 name is required',
      team2ShortName: 'Team 2 short name is required',
      venue: 'Venue is required',
      date: 'Date is required',
      time: 'Time is required',
    });
    expect(matchPayloadError({})).toBe('Team 1 is required');
  });

  it('accepts a valid payload and defaults the format to t20, friendly for none', () => {
    expect(matchPayloadError({ ...valid, tournamentId: 'none', overs: '20' })).toBeNull();
    expect(normalizeMatchPayload({ ...valid, team1Id: '1', tournamentId: 'none', overs: '20.7' })).toMatchObject({
      team1Id: 1, format: 't20', tournamentId: null, overs: 20,
    });
  });

  it('refuses the same team twice, an unknown format, bad dates, times and overs', () => {
    expect(matchPayloadError({ ...valid, team2Id: 1 })).toBe(MATCH_MESSAGES.sameTeam);
    expect(MATCH_MESSAGES.sameTeam).toBe('Team 1 and Team 2 cannot be the same');
    expect(matchPayloadError({ ...valid, format: 't99' })).toBe(MATCH_MESSAGES.format);
    expect(matchPayloadError({ ...valid, date: '2026-02-30' })).toBe(MATCH_MESSAGES.dateFormat);
    expect(matchPayloadError({ ...valid, time: '25:00' })).toBe(MATCH_MESSAGES.timeFormat);
    expect(matchPayloadError({ ...valid, overs: 'many' })).toBe(MATCH_MESSAGES.overs);
    expect(matchPayloadError({ ...valid, tournamentId: 'x' })).toBe(MATCH_MESSAGES.tournamentId);
  });

  it('players per side: optional (the tournament’s, else 11), else a whole number from 2 to 11', () => {
    expect(normalizeMatchPayload(valid).playersPerSide).toBeNull();
    expect(normalizeMatchPayload({ ...valid, playersPerSide: 7 }).playersPerSide).toBe(7);
    for (const wrong of [1, 12, 6.5, '7']) expect(matchPayloadError({ ...valid, playersPerSide: wrong })).toBe(MATCH_MESSAGES.playersPerSide);
  });

  it('short name falls back to the first 3 letters in upper case, else T1 or T2', () => {
    expect(shortNameFallback('Royal Strikers', 1)).toBe('ROY');
    expect(shortNameFallback('11 Stars', 2)).toBe('STA');
    expect(shortNameFallback('', 1)).toBe('T1');
    expect(shortNameFallback(undefined, 2)).toBe('T2');
  });
});
