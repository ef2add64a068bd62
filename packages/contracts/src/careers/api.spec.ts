import { parseWith } from '../validation/schema';
import { CAREER_MESSAGES, CAREER_PATHS, careerQuery, leaderboardsQuery, matchSeason, playerOfTheMatchBody, seasonOf } from './api';

describe('careers API rules', () => {
  it('a season is the year a tournament starts, or outside one the calendar year of the match date', () => {
    expect([seasonOf('2019-12-17'), seasonOf('2020-01-26')]).toEqual([2019, 2020]);
    // BBL|09 started on 17 December 2019 and its last league match was on 2 February 2020.
    expect([matchSeason('2019-12-17', '2019-12-17'), matchSeason('2020-02-02', '2019-12-17')]).toEqual([2019, 2019]);
    expect(matchSeason('2020-02-02', null)).toBe(2020);
  });

  it('a career is filtered by neither, either or both of tournament and season, from query text', () => {
    expect(parseWith(careerQuery, {})).toEqual({ ok: true, value: { tournamentId: null, season: null, squad: null } });
    expect(parseWith(careerQuery, { tournamentId: '7', season: '2024', squad: '12' })).toEqual({ ok: true, value: { tournamentId: 7, season: 2024, squad: 12 } });
    expect(parseWith(careerQuery, { tournamentId: '', season: ' ' })).toEqual({ ok: true, value: { tournamentId: null, season: null, squad: null } });
    expect(parseWith(careerQuery, { squad: 'lions' })).toEqual({ ok: false, message: CAREER_MESSAGES.squad });
    expect(parseWith(careerQuery, { tournamentId: '0' })).toEqual({ ok: false, message: CAREER_MESSAGES.tournamentId });
    expect(parseWith(careerQuery, { season: '24' })).toEqual({ ok: false, message: CAREER_MESSAGES.season });
  });

  it('a workspace board names its season and format group', () => {
    expect(parseWith(leaderboardsQuery, { season: '2019', format: 'odi' })).toEqual({ ok: true, value: { season: 2019, format: 'odi' } });
    expect(parseWith(leaderboardsQuery, { format: 't20' })).toEqual({ ok: false, message: CAREER_MESSAGES.season });
    expect(parseWith(leaderboardsQuery, { season: '2019', format: 't10' })).toEqual({ ok: false, message: CAREER_MESSAGES.format });
    expect(parseWith(leaderboardsQuery, { season: '2019.5', format: 't20' })).toEqual({ ok: false, message: CAREER_MESSAGES.season });
  });

  it('the player of the match is named by a squad player id', () => {
    expect(parseWith(playerOfTheMatchBody, { playerId: 12 })).toEqual({ ok: true, value: { playerId: 12 } });
    for (const playerId of [undefined, 0, -1, 1.5, 'Tiger 1', 2 ** 31]) expect(parseWith(playerOfTheMatchBody, { playerId })).toEqual({ ok: false, message: CAREER_MESSAGES.playerId });
  });

  it('paths leave out the filters not given', () => {
    expect(CAREER_PATHS.career(3)).toBe('/api/players/3/career');
    expect(CAREER_PATHS.career(3, { tournamentId: 9, season: null })).toBe('/api/players/3/career?tournamentId=9');
    expect(CAREER_PATHS.leaderboards(2020, 't20')).toBe('/api/leaderboards?season=2020&format=t20');
  });
});
