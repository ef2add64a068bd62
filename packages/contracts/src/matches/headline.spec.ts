import { matchHeadline, type HeadlineMatch } from './headline';
import { ballsFromOversFigure, headlineTotalBalls, oversFigureFromBalls, oversQuota } from './overs';
import type { ScoreResponse } from './types';

const match = (over: Partial<HeadlineMatch> = {}): HeadlineMatch => ({
  format: 't20', status: 'live', date: '2026-11-21', result: null,
  team1Id: 1, team2Id: 2, team1Name: 'Lions', team2Name: 'Tigers', ...over,
});
const score = (over: Partial<ScoreResponse> = {}): ScoreResponse => ({
  battingTeam: 1, currentInnings: 1, team1Score: 0, team1Wickets: 0, team1Overs: '0',
  team2Score: 0, team2Wickets: 0, team2Overs: '0', ...over,
});

describe('matchHeadline (core §4)', () => {
  it('upcoming: the format in upper case plus the date', () => {
    expect(matchHeadline(match({ status: 'upcoming', format: 'odi' }), null)).toBe('ODI • Nov 21, 2026');
  });

  it('completed: the result, or Match completed', () => {
    expect(matchHeadline(match({ status: 'completed', result: 'Lions won by 5 runs' }), null)).toBe('Lions won by 5 runs');
    expect(matchHeadline(match({ status: 'completed' }), null)).toBe('Match completed');
  });

  it('live with no score', () => {
    expect(matchHeadline(match(), null)).toBe('t20 Match • Live');
    expect(matchHeadline(match({ format: 'odi' }), score({ battingTeam: null }))).toBe('odi Match • Live');
  });

  it('first innings: the batting team batting first', () => {
    expect(matchHeadline(match(), score({ battingTeam: 2, team2Score: 40 }))).toBe('Tigers batting first');
  });

  it('second innings: runs needed in the balls left (t20 120 balls; 12.3 overs = 75 balls)', () => {
    const s = score({ currentInnings: 2, battingTeam: 2, team1Score: 150, team2Score: 100, team2Overs: '12.3' });
    expect(matchHeadline(match(), s)).toBe('Tigers needs 51 runs in 45 balls');
  });

  it('second innings in an odi counts 300 balls', () => {
    const s = score({ currentInnings: 2, battingTeam: 1, team2Score: 250, team1Score: 200, team1Overs: '40' });
    expect(matchHeadline(match({ format: 'odi' }), s)).toBe('Lions needs 51 runs in 60 balls');
  });

  it('other formats count 0 total balls', () => {
    const s = score({ currentInnings: 2, battingTeam: 2, team1Score: 80, team2Score: 70, team2Overs: '0' });
    expect(matchHeadline(match({ format: 't10' }), s)).toBe('Tigers needs 11 runs in 0 balls');
  });

  it('second innings at zero or below: the team won the match', () => {
    const level = score({ currentInnings: 2, battingTeam: 2, team1Score: 150, team2Score: 151, team2Overs: '18.2' });
    expect(matchHeadline(match(), level)).toBe('Tigers won the match');
    expect(matchHeadline(match(), { ...level, team2Score: 160 })).toBe('Tigers won the match');
  });
});

describe('overs figures', () => {
  it('12.3 overs are 75 balls and back', () => {
    expect(ballsFromOversFigure('12.3')).toBe(75);
    expect(ballsFromOversFigure(12.3)).toBe(75);
    expect(ballsFromOversFigure(20)).toBe(120);
    expect(ballsFromOversFigure(null)).toBe(0);
    expect(oversFigureFromBalls(75)).toBe('12.3');
    expect(oversFigureFromBalls(120)).toBe('20');
  });

  it('total balls: 120 for t20, 300 for odi, 0 otherwise', () => {
    expect([headlineTotalBalls('t20'), headlineTotalBalls('odi'), headlineTotalBalls('test'), headlineTotalBalls('t10')]).toEqual([120, 300, 0, 0]);
  });

  it('overs quota: the match overs, else the format', () => {
    expect(oversQuota('t20')).toBe(20);
    expect(oversQuota('odi')).toBe(50);
    expect(oversQuota('t6')).toBe(6);
    expect(oversQuota('custom', 12)).toBe(12);
    expect(oversQuota('test')).toBeNull();
  });
});
