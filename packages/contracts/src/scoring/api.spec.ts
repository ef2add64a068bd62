import { SCORING_API_MESSAGES, liveInnings, parseExpectedSequence, parseScoringEvent, parseScoringRules, scoringSummary } from './api';
import { foldMatch } from './fold';
import { scoreResponse } from './live';
import { SCORING_MESSAGES } from './messages';
import { ball, four, newSetup, noBall, start } from './test-factories';

describe('scoring API request checks', () => {
  it('keeps only the known fields of an event and reads numeric player ids as text', () => {
    expect(parseScoringEvent({ type: 'delivery', runs: 1, note: 'x', wicket: { kind: 'run_out', batter: 7, fielders: [3, 'L4'], end: 'striker', extra: 1 } })).toEqual({
      value: { type: 'delivery', runs: 1, wicket: { kind: 'run_out', batter: '7', fielders: ['3', 'L4'], end: 'striker' } },
    });
    expect(parseScoringEvent({ type: 'innings_start', battingTeam: 'team2', striker: ' T1 ', nonStriker: 2, bowler: 'L11' })).toEqual({
      value: { type: 'innings_start', battingTeam: 'team2', striker: 'T1', nonStriker: '2', bowler: 'L11' },
    });
    expect(parseScoringEvent({ type: 'swap_strike', striker: 'L1' })).toEqual({ value: { type: 'swap_strike' } });
    expect(parseScoringEvent({ type: 'result', outcome: 'conceded', winner: 'team1' })).toEqual({ value: { type: 'result', outcome: 'conceded', winner: 'team1' } });
  });

  it('answers the first shape problem with its message', () => {
    const cases: [unknown, string][] = [
      [null, SCORING_API_MESSAGES.eventRequired],
      [{ type: 'walk' }, SCORING_API_MESSAGES.eventType],
      [{ type: 'delivery' }, SCORING_MESSAGES.invalidRuns],
      [{ type: 'delivery', runs: 1, extra: 'bye' }, SCORING_API_MESSAGES.extra],
      [{ type: 'delivery', runs: 5, boundary: 5 }, SCORING_MESSAGES.invalidBoundary],
      [{ type: 'delivery', runs: 0, wicket: { kind: 'timed_out' } }, SCORING_API_MESSAGES.dismissalKind],
      [{ type: 'delivery', runs: 0, penalty: { to: 'umpire' } }, SCORING_API_MESSAGES.penaltyTo],
      [{ type: 'innings_start', battingTeam: 'team3', striker: 'a', nonStriker: 'b', bowler: 'c' }, SCORING_API_MESSAGES.battingTeam],
      [{ type: 'bowler', bowler: '' }, SCORING_API_MESSAGES.player('bowler')],
      [{ type: 'retire', batter: 'L1', kind: 'tired' }, SCORING_API_MESSAGES.retirementKind],
      [{ type: 'end_innings', reason: 'rain' }, SCORING_API_MESSAGES.endReason],
      [{ type: 'revise', target: '150' }, SCORING_API_MESSAGES.revision],
      [{ type: 'result', outcome: 'won' }, SCORING_API_MESSAGES.resultOutcome],
    ];
    for (const [value, error] of cases) expect(parseScoringEvent(value)).toEqual({ error });
  });

  it('expected sequence is a whole number from 0', () => {
    expect(parseExpectedSequence({ expectedSequence: 0 })).toEqual({ value: 0 });
    for (const body of [{}, { expectedSequence: -1 }, { expectedSequence: '3' }, null]) {
      expect(parseExpectedSequence(body)).toEqual({ error: SCORING_API_MESSAGES.expectedSequence });
    }
  });

  it('match settings: only the listed rules, each in range', () => {
    expect(parseScoringRules(undefined)).toEqual({ value: {} });
    expect(parseScoringRules({ ballsPerOver: 8, lastManStands: true, maxOversPerBowler: null })).toEqual({ value: { ballsPerOver: 8, lastManStands: true, maxOversPerBowler: null } });
    expect(parseScoringRules({ ballsPerOver: 11 })).toEqual({ error: SCORING_API_MESSAGES.ballsPerOver });
    expect(parseScoringRules({ maxOversPerBowler: 0 })).toEqual({ error: SCORING_API_MESSAGES.maxOversPerBowler });
    expect(parseScoringRules({ superOverOnTie: 1 })).toEqual({ error: SCORING_API_MESSAGES.ruleFlag('superOverOnTie') });
    expect(parseScoringRules({ format: 'odi' })).toEqual({ error: SCORING_API_MESSAGES.rules });
  });
});

describe('scoring summary', () => {
  it('is the core §3 score plus the innings in play: ends, free hit, this over', () => {
    const setup = newSetup();
    const state = foldMatch(setup, [start(), ball(1), noBall(), four()]);
    expect(liveInnings(foldMatch(setup, []))).toBeNull();
    expect(scoringSummary(9, state, scoreResponse(state, { team1: 1, team2: 2 }))).toEqual({
      battingTeam: 1, currentInnings: 1, team1Score: 6, team1Wickets: 0, team1Overs: '0.2', team2Score: 0, team2Wickets: 0, team2Overs: '0',
      matchId: 9, eventCount: 4, next: 'delivery', completed: false, result: null, winProbability: null,
      live: {
        number: 1, battingTeam: 'team1', superOver: false, runs: 6, wickets: 0, legalBalls: 2, overs: '0.2', runRate: 18, target: null,
        striker: 'L2', nonStriker: 'L1', bowler: 'T11', vacancy: null, freeHit: false, thisOver: ['1', 'nb', '4'], chase: null, completed: false,
      },
    });
  });
});
