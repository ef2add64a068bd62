import { matchHeadline } from '../matches';
import { foldMatch } from './fold';
import { chaseView, lastOvers, matchTotals, pointsOutcome, scoreResponse, thisOver, winProbability } from './live';
import { inningsScorecard, matchScorecard } from './scorecard';
import { ball, balls, batterIn, bowler, four, newSetup, noBall, out, overs, six, start, wide } from './test-factories';
import type { ScoringEvent } from './types';

const t2 = newSetup({ format: 't2' });
/** Lions' t2 innings, 21/2: a wide, a no-ball, leg-byes, a catch, a run out on a completed run. */
const lionsInnings: ScoringEvent[] = [
  start(),
  four(), // L1 4
  wide(),
  ball(1), // L1 1, L2 to face
  noBall(1), // L2 1 off a no-ball, L1 to face
  ball(2, { runsKind: 'leg_bye' }),
  out('caught', { fielders: ['T3'] }), // L1 c T3 b T11, 1-10 at 0.4
  batterIn('L3'), // faces (Law 18.11)
  ...balls(2), // end of over 1: L2 faces over 2
  bowler('T10'),
  six(), // L2 6
  out('run_out', { batter: 'L3', fielders: ['T1'] }, { runs: 1 }), // L2 1, L3 out going for a second: 2-17 at 1.2
  batterIn('L4'),
  four(), // L2 4
  ...balls(3),
];

describe('scorecard of a constructed innings', () => {
  const state = foldMatch(t2, lionsInnings);
  const card = inningsScorecard(state, state.innings[0]);

  it('team score and extras', () => {
    expect(card).toMatchObject({ team: 'Lions', runs: 21, wickets: 2, overs: '2', score: '21/2 (2 ov)', completed: true, endReason: 'overs' });
    expect(card.extras).toEqual({ wides: 1, noBalls: 1, byes: 0, legByes: 2, penalty: 0, total: 4 });
    expect(card.extrasText).toBe('Extras 4 (b 0, lb 2, w 1, nb 1, p 0)');
    expect(card.runRate).toBe(10.5);
  });

  it('batting card: runs, balls, 4s, 6s, strike rate, how out; did not bat', () => {
    expect(card.batting.map((row) => [row.name, row.howOut, row.runs, row.balls, row.fours, row.sixes, row.strikeRate])).toEqual([
      ['Lion 1', 'c Tiger 3 b Tiger 11', 5, 4, 1, 0, 125],
      ['Lion 2', 'not out', 12, 7, 1, 1, 171.43],
      ['Lion 3', 'run out (Tiger 1)', 0, 2, 0, 0, 0],
      ['Lion 4', 'not out', 0, 0, 0, 0, null],
    ]);
    expect(card.didNotBat).toEqual(['Lion 5', 'Lion 6', 'Lion 7', 'Lion 8', 'Lion 9', 'Lion 10', 'Lion 11']);
  });

  it('bowling card: overs, maidens, runs, wickets, economy, wides, no-balls; leg-byes not charged', () => {
    expect(card.bowling.map((row) => [row.name, row.overs, row.maidens, row.runs, row.wickets, row.economy, row.wides, row.noBalls])).toEqual([
      ['Tiger 11', '1', 0, 8, 1, 8, 1, 1],
      ['Tiger 10', '1', 0, 11, 0, 11, 0, 0],
    ]);
  });

  it('fall of wickets with score and over', () => {
    expect(card.fallOfWickets.map((fall) => fall.text)).toEqual(['1-10 (Lion 1, 0.4 ov)', '2-17 (Lion 3, 1.2 ov)']);
  });

  it('partnerships with each batter’s share', () => {
    expect(card.partnerships.map((one) => [one.wicket, one.runs, one.legalBalls, one.batters.map((batter) => `${batter.name} ${batter.runs}(${batter.balls})`), one.unbroken])).toEqual([
      [1, 10, 4, ['Lion 1 5(4)', 'Lion 2 1(1)'], false],
      [2, 7, 4, ['Lion 3 0(2)', 'Lion 2 7(2)'], false],
      [3, 4, 4, ['Lion 2 4(4)', 'Lion 4 0(0)'], true],
    ]);
  });

  it('over-by-over summary for the worm and manhattan charts; this over; last five overs', () => {
    expect(card.overSummaries.map((over) => [over.number, over.runs, over.wickets, over.cumulativeRuns, over.balls])).toEqual([
      [1, 10, 1, 10, ['4', '1wd', '1', '1+nb', '2lb', 'W', '0', '0']],
      [2, 11, 1, 21, ['6', '1W', '4', '0', '0', '0']],
    ]);
    expect(thisOver(state.innings[0])).toEqual(['6', '1W', '4', '0', '0', '0']);
    expect(lastOvers(state.innings[0])).toEqual({ runs: 21, wickets: 2, overs: 2 });
  });

  it('the match scorecard lists innings and the result', () => {
    expect(matchScorecard(state)).toMatchObject({ innings: [{ team: 'Lions', runs: 21, superOver: false }], result: null });
  });
});

describe('the chase: required rate, win probability, score as read, headline', () => {
  const chaseStart = [...lionsInnings, start('team2', 'L11')];

  it('runs needed, balls left and the required rate', () => {
    const state = foldMatch(t2, [...chaseStart, four(), ball(1)]);
    expect(chaseView(state, state.current!)).toEqual({ runsNeeded: 17, ballsRemaining: 10, requiredRunRate: 10.2 });
  });

  it('win probability: about even at the start, falls with wickets and dots, rises with boundaries, 1 once won', () => {
    const at = (events: ScoringEvent[]) => winProbability(foldMatch(t2, [...chaseStart, ...events]))!;
    const even = at([]);
    expect(even.team).toBe('team2');
    expect(even.probability).toBeGreaterThan(0.4);
    expect(even.probability).toBeLessThan(0.6);
    expect(at([out('bowled'), batterIn('T3')]).probability).toBeLessThan(even.probability);
    expect(at([ball(0), ball(0)]).probability).toBeLessThan(even.probability);
    expect(at([six(), six()]).probability).toBeGreaterThan(even.probability);
    expect(at([six(), six(), six(), six()]).probability).toBe(1);
    expect(winProbability(foldMatch(t2, lionsInnings))).toBeNull();
  });

  it("score as read (core §3) drives the core §4 headline, counting the match's own overs", () => {
    const match = { format: 't2', overs: null, status: 'live', date: null, result: null, team1Id: 7, team2Id: 9, team1Name: 'Lions', team2Name: 'Tigers' };
    const state = foldMatch(t2, [...chaseStart, four(), ball(1)]);
    const score = scoreResponse(state, { team1: 7, team2: 9 });
    expect(score).toEqual({ battingTeam: 9, currentInnings: 2, team1Score: 21, team1Wickets: 2, team1Overs: '2', team2Score: 5, team2Wickets: 0, team2Overs: '0.2' });
    expect(matchHeadline(match, score)).toBe('Tigers needs 17 runs in 10 balls');
    expect(matchHeadline(match, score, chaseView(state, state.current!))).toBe('Tigers needs 17 runs in 10 balls');
    // Two-over t20 with the overs revised to one and a half: the engine's chase knows it.
    const revised = foldMatch(newSetup({ format: 't20', overs: 2 }), [...chaseStart, { type: 'revise', overs: 1.3 }, four(), ball(1)]);
    expect(matchHeadline({ ...match, format: 't20', overs: 2 }, scoreResponse(revised, { team1: 7, team2: 9 }), chaseView(revised, revised.current!))).toBe('Tigers needs 17 runs in 7 balls');
    expect(matchHeadline(match, scoreResponse(foldMatch(t2, lionsInnings.slice(0, 3)), { team1: 7, team2: 9 }))).toBe('Lions batting first');
  });

  it('the points outcome and the match totals for statistics', () => {
    const won = foldMatch(t2, [...chaseStart, six(), six(), six(), six()]);
    expect(won.result?.text).toBe('Tigers won by 10 wickets');
    expect(pointsOutcome(won)).toBe('win');
    expect(pointsOutcome(foldMatch(t2, lionsInnings))).toBeNull();
    expect(matchTotals(won)).toEqual({ legalBalls: 16, dotBalls: 6, fours: 2, sixes: 5, wickets: 2, runs: 45 });
  });
});

describe('a longer innings adds up', () => {
  it('runs per over, maidens and cumulative runs over a full T20 innings', () => {
    const events: ScoringEvent[] = [start(), ...overs(20, 1, ['T11', 'T10']).map((event, index) => (index === 0 ? ball(0) : event))];
    const state = foldMatch(newSetup({ rules: { maxOversPerBowler: null } }), events);
    const innings = state.innings[0];
    expect(innings.runs).toBe(119);
    expect(innings.overs).toHaveLength(20);
    expect(innings.overs[19].cumulativeRuns).toBe(119);
    expect(lastOvers(innings)).toEqual({ runs: 30, wickets: 0, overs: 5 });
    const maidens = foldMatch(newSetup(), [start(), ...balls(6), bowler('T10'), ...balls(6)]).innings[0].bowlers.map((one) => one.maidens);
    expect(maidens).toEqual([1, 1]);
  });
});

describe("the umpires' calls on the scorecard", () => {
  // Over 1 called after five balls, a concussion substitute for the fielding side in over 2, Lion 11 absent hurt.
  const state = foldMatch(t2, [
    start(),
    ...balls(5, 1),
    { type: 'end_over' },
    bowler('T10'),
    ball(1),
    { type: 'substitute', side: 'team2', out: 'T11', in: 'T9', reason: 'concussion' },
    { type: 'absent_hurt', batter: 'L11' },
  ]);
  const card = inningsScorecard(state, state.innings[0]);

  it("lists an over called at other than the balls per over, each substitution, and the absent hurt batter", () => {
    expect(card.calledOvers).toEqual([{ over: 1, balls: 5, text: "Over 1: 5 balls (umpire's call)" }]);
    expect(card.substitutions.map((one) => one.text)).toEqual(['Concussion substitute: Tiger 9 for Tiger 11 (Tigers, after 1 ov)']);
    expect(card.batting.map((row) => [row.name, row.howOut])).toContainEqual(['Lion 11', 'absent hurt']);
    expect(card.didNotBat).not.toContain('Lion 11');
  });

  it('shows a replacement made before the first ball in the first innings', () => {
    const before = foldMatch(t2, [{ type: 'substitute', side: 'team1', out: 'L5', in: 'L11', reason: 'impact_player' }, start()]);
    expect(inningsScorecard(before, before.innings[0]).substitutions.map((one) => one.text)).toEqual(['Impact player: Lion 11 for Lion 5 (Lions)']);
  });
});
