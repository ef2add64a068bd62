import { fromCricsheet } from './cricsheet';
import { toCricsheet } from './cricsheet-export';
import { foldMatch } from './fold';
import { SCORING_MESSAGES, ScoringError } from './messages';
import { inningsScorecard } from './scorecard';
import { ball, balls, batterIn, bowler, newSetup, noBall, out, overs, start } from './test-factories';
import type { ScoringEvent } from './types';

/** What the umpires call on the day, and the scorer records as called (Law 17.5, the scorer's confirmations). */

const t2 = newSetup({ format: 't2' });
const refusedAt = (events: ScoringEvent[]) => {
  try {
    foldMatch(t2, events);
    return null;
  } catch (error) {
    return error instanceof ScoringError ? error.message : String(error);
  }
};

describe('an over as the umpire called it', () => {
  it('ends after five balls: the ends change, a new bowler is asked, and it counts as a whole over', () => {
    const state = foldMatch(t2, [start(), ...balls(5), { type: 'end_over' }]);
    const innings = state.current!;
    expect(state.next).toBe('bowler');
    expect(innings).toMatchObject({ completedOvers: 1, ballsInOver: 0, legalBalls: 5, striker: 'L2', nonStriker: 'L1' });
    expect(inningsScorecard(state, innings)).toMatchObject({ overs: '1', bowling: [{ player: 'T11', overs: '1', legalBalls: 5, maidens: 1 }] });
  });

  it('goes on for a seventh ball when the umpire allows another, and then ends by itself', () => {
    const state = foldMatch(t2, [start(), ...balls(6), { type: 'another_ball' }, ball(1)]);
    const innings = state.current!;
    expect(innings).toMatchObject({ completedOvers: 1, legalBalls: 7, bowler: null });
    expect(innings.overs[0]).toMatchObject({ legalBalls: 7, runs: 1 });
    expect(inningsScorecard(state, innings).bowling[0]).toMatchObject({ overs: '1', legalBalls: 7 });
  });

  it('another ball after the last over reopens the innings, and only right after that ball', () => {
    const whole = [start(), ...overs(2)];
    expect(foldMatch(t2, whole).current).toBeNull();
    expect(foldMatch(t2, [...whole, { type: 'another_ball' }]).current).toMatchObject({ completedOvers: 1, ballsInOver: 6 });
    expect(refusedAt([start(), ...balls(6), bowler('T10'), { type: 'another_ball' }])).toBe(SCORING_MESSAGES.noOverToReopen);
    expect(refusedAt([start(), { type: 'end_over' }])).toBe(SCORING_MESSAGES.overNotStarted);
  });
});

describe("a Laws check the umpire's call overrides", () => {
  it('the same bowler in consecutive overs is refused, and recorded when the scorer confirms the umpire allowed it', () => {
    expect(refusedAt([start(), ...balls(6), bowler('T11')])).toBe(SCORING_MESSAGES.consecutiveOvers);
    expect(foldMatch(t2, [start(), ...balls(6), { type: 'bowler', bowler: 'T11', asCalled: true }]).current!.bowler).toBe('T11');
  });

  it('a bowled off a free hit stands only as called; who can be out still holds', () => {
    expect(refusedAt([start(), noBall(), out('bowled')])).toBe(SCORING_MESSAGES.dismissalOff('bowled', 'a free hit'));
    expect(foldMatch(t2, [start(), noBall(), out('bowled', {}, { asCalled: true })]).current!.wickets).toBe(1);
    expect(refusedAt([start(), out('bowled', { batter: 'L2' }, { asCalled: true })])).toBe(SCORING_MESSAGES.strikerOnly('bowled'));
  });
});

describe('substitutes, absent hurt and penalties of the playing conditions', () => {
  it('a concussion substitute takes the batter’s end and is listed with the over it came in', () => {
    const state = foldMatch(t2, [start(), ball(1), { type: 'substitute', side: 'team1', out: 'L1', in: 'L11', reason: 'concussion' }]);
    expect(state.substitutions).toEqual([{ side: 'team1', out: 'L1', in: 'L11', reason: 'concussion', innings: 1, over: 0 }]);
    expect(state.current).toMatchObject({ nonStriker: 'L11', wickets: 0 });
    expect(state.current!.batters.find((line) => line.player === 'L1')).toMatchObject({ status: 'retired_not_out', atCrease: false });
  });

  it('absent hurt: with no one else left the innings is all out one wicket short', () => {
    const setup = newSetup({ format: 't2', teams: { ...t2.teams, team1: { name: 'Lions', players: t2.teams.team1.players!.slice(0, 4) } } });
    const state = foldMatch(setup, [start(), out('bowled'), batterIn('L3'), out('bowled'), { type: 'absent_hurt', batter: 'L4' }]);
    expect(state.innings[0]).toMatchObject({ wickets: 2, completed: true, endReason: 'all_out' });
    expect(inningsScorecard(state, state.innings[0]).batting.find((line) => line.player === 'L4')?.howOut).toBe('absent hurt');
  });

  it('absent hurt in an innings that ends by its overs goes out in the file and comes back', () => {
    const events = [start(), { type: 'absent_hurt', batter: 'L9' } as ScoringEvent, ...overs(2)];
    const file = toCricsheet(t2, events, { date: '2020-01-01', venue: 'Ground', toss: null, created: '2020-01-01' });
    expect(file.innings[0].absent_hurt).toEqual(['Lion 9']);
    const again = fromCricsheet(file).state.innings[0];
    expect(again.batters.find((line) => line.status === 'absent_hurt')?.player).toBe('Lion 9');
  });

  it('a penalty of the playing conditions’ own size counts as given; a nonsense one is refused', () => {
    expect(foldMatch(t2, [start(), { type: 'penalty', to: 'batting', runs: 6 }]).current!.runs).toBe(6);
    expect(refusedAt([start(), { type: 'penalty', to: 'batting', runs: 1e9 }])).toBe(SCORING_MESSAGES.invalidPenalty);
  });
});

describe('a rain-ended chase decided on par (DLS)', () => {
  const firstInnings = [start('team1', 'T11'), ...overs(2, 1)];
  const chase = (runs: number) => [start('team2', 'L11'), ...balls(6, runs), { type: 'revise', overs: 1, target: 7 } as ScoringEvent];

  it('ahead of par when play ended: the chase wins by the runs ahead', () => {
    const state = foldMatch(t2, [...firstInnings, ...chase(2), { type: 'result', outcome: 'par' }]);
    expect(state.result?.text).toBe('Tigers won by 6 runs (DLS method)');
  });

  it('behind par at the end of the revised overs: the side batting first wins by the runs short', () => {
    expect(foldMatch(t2, [...firstInnings, ...chase(0)]).result?.text).toBe('Lions won by 6 runs (DLS method)');
  });

  it('a par result needs a revised chase', () => {
    expect(refusedAt([...firstInnings, start('team2', 'L11'), { type: 'result', outcome: 'par' }])).toBe(SCORING_MESSAGES.noPar);
  });
});
