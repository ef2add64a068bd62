import { matchHeadline, type HeadlineMatch } from './headline';
import { ballsFromOversFigure, headlineTotalBalls, oversFigureFromBalls, oversQuota } from './overs';
import type { ScoreResponse } from './types';

const match = (over: Partial<HeadlineMatch> = {}): HeadlineMatch => ({
  format: 't20', overs: null, status: 'live', date: '2026-11-21', result: null,
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

  it("the match's own overs decide the balls left: a 2-over t20 chase starts at 12 balls, not 120", () => {
    const s = score({ currentInnings: 2, battingTeam: 2, team1Score: 10, team2Score: 0, team2Overs: '0' });
    expect(matchHeadline(match({ overs: 2 }), s)).toBe('Tigers needs 11 runs in 12 balls');
    expect(matchHeadline(match({ overs: 2 }), { ...s, team2Score: 4, team2Overs: '1.4' })).toBe('Tigers needs 7 runs in 2 balls');
    expect(matchHeadline(match({ format: 'odi', overs: 40 }), { ...s, team2Overs: '30' })).toBe('Tigers needs 11 runs in 60 balls');
  });

  it("formats without the spec's figure count their own overs (t10: 60 balls); unlimited overs give the runs alone", () => {
    const s = score({ currentInnings: 2, battingTeam: 2, team1Score: 80, team2Score: 70, team2Overs: '1' });
    expect(matchHeadline(match({ format: 't10' }), s)).toBe('Tigers needs 11 runs in 54 balls');
    expect(matchHeadline(match({ format: 'custom' }), s)).toBe('Tigers needs 11 runs');
    expect(matchHeadline(match({ format: 'test' }), s)).toBe('Tigers needs 11 runs');
  });

  it("ball-by-ball scoring's chase wins over the score: revised overs and target, unlimited overs, a target passed", () => {
    const s = score({ currentInnings: 2, battingTeam: 2, team1Score: 150, team2Score: 100, team2Overs: '12.3' });
    expect(matchHeadline(match(), s, { runsNeeded: 30, ballsRemaining: 15 })).toBe('Tigers needs 30 runs in 15 balls');
    expect(matchHeadline(match({ format: 'test' }), s, { runsNeeded: 51, ballsRemaining: null })).toBe('Tigers needs 51 runs');
    expect(matchHeadline(match(), s, { runsNeeded: 0, ballsRemaining: 3 })).toBe('Tigers won the match');
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

  it("total balls: the spec's 120 for t20 and 300 for odi when the match has no overs of its own, else its overs; null when unlimited", () => {
    expect([headlineTotalBalls('t20'), headlineTotalBalls('odi'), headlineTotalBalls('t10'), headlineTotalBalls('test'), headlineTotalBalls('custom')]).toEqual([120, 300, 60, null, null]);
    expect([headlineTotalBalls('t20', 2), headlineTotalBalls('odi', 40), headlineTotalBalls('custom', 12)]).toEqual([12, 240, 72]);
  });

  it('overs quota: the match overs, else the format', () => {
    expect(oversQuota('t20')).toBe(20);
    expect(oversQuota('odi')).toBe(50);
    expect(oversQuota('t6')).toBe(6);
    expect(oversQuota('custom', 12)).toBe(12);
    expect(oversQuota('test')).toBeNull();
  });
});
