import { ball, balls, batterIn, bowler, four, newSetup, noBall, out, roster, six, start, wide } from '../scoring/test-factories';
import type { ScoringEvent } from '../scoring';
import { TEST_MATCH, TEST_SETUP, figuresOf, recordOf } from './test-matches';

const t2 = newSetup({ format: 't2' });

/**
 * A tied t2 match and its super over. Lions 22/4: over 1 of T11, over 2 of T10. Tigers 22/0:
 * T1 22 off over 1 of L11, T2 a maiden from L10. Super over: Tigers 4/2, Lions 6/0.
 */
const TIED: ScoringEvent[] = [
  start(), // L1, L2 v T11
  wide(), // a wide: T11's run, no ball faced by L1
  noBall(2), // L1 2 off a no-ball: a ball faced; T11 charged 3
  ball(1, { runsKind: 'bye' }), // L1 faces; the bye is not T11's
  ball(2, { runsKind: 'leg_bye' }), // L2 faces; nor are leg-byes
  four(), // L2 4
  { type: 'retire', batter: 'L2', kind: 'retired_hurt' },
  batterIn('L3'),
  out('stumped', { fielders: ['T1'] }), // L3 st T1 b T11 0 (1)
  batterIn('L4'),
  ...balls(2), // L4; end of over 1, L1 faces
  bowler('T10'),
  noBall(0, { wicket: { kind: 'run_out', batter: 'L1', fielders: ['T2', 'T3'] } }), // L1 run out off a no-ball: T10 charged 1, no wicket
  batterIn('L5'),
  four(), // L4 4
  out('caught_and_bowled'), // L4 c & b T10
  batterIn('L6'),
  six(), // L6 6
  out('caught', { fielders: ['T5'] }), // L6 c T5 b T10
  batterIn('L7'),
  { type: 'absent_hurt', batter: 'L8' },
  ...balls(2), // L7
  start('team2', 'L11'), // T1, T2 v L11
  six(),
  six(),
  six(),
  four(),
  ...balls(2), // T1 22 (6)
  bowler('L10'),
  ...balls(6), // T2 0 (6): a maiden for L10; 22 each
  start('team2', 'L11'), // super over
  four(), // T1 4
  out('caught', { fielders: ['L5'] }),
  batterIn('T3'),
  out('bowled'),
  start('team1', 'T11'),
  six(), // L1 6: Lions win the super over
];

describe('a player’s figures in one match', () => {
  const records = figuresOf(t2, TIED);
  const batting = (player: string) => recordOf(records, player).batting;
  const bowling = (player: string) => recordOf(records, player).bowling;
  const fielding = (player: string) => recordOf(records, player).fielding;

  it('one record for each player of both rosters, with the side’s result', () => {
    expect(records.map((one) => one.player)).toEqual([...roster('L'), ...roster('T')].map((one) => one.id));
    expect(recordOf(records, 'L9')).toMatchObject({ name: 'Lion 9', side: 'team1', format: 't2', ballsPerOver: 6, played: true, result: 'won', batting: [], bowling: [] });
    expect(recordOf(records, 'T9')).toMatchObject({ side: 'team2', result: 'lost' });
    expect(JSON.parse(JSON.stringify(records))).toEqual(records);
  });

  it('balls faced count no-balls and not wides; byes and leg-byes are no batter’s runs', () => {
    expect(batting('L1')).toEqual([{ innings: 1, runs: 2, balls: 3, fours: 0, sixes: 0, notOut: false, howOut: 'run_out' }]);
    expect(batting('L2')).toEqual([{ innings: 1, runs: 4, balls: 2, fours: 1, sixes: 0, notOut: true, howOut: null }]);
  });

  it('retired hurt is not out; absent hurt is no innings; a batter who faced no ball batted', () => {
    expect(batting('L2')[0].notOut).toBe(true);
    expect(batting('L8')).toEqual([]);
    expect(recordOf(records, 'L8').played).toBe(true);
    expect(batting('L5')).toEqual([{ innings: 1, runs: 0, balls: 0, fours: 0, sixes: 0, notOut: true, howOut: null }]);
    expect(batting('L3')).toEqual([{ innings: 1, runs: 0, balls: 1, fours: 0, sixes: 0, notOut: false, howOut: 'stumped' }]);
  });

  it('the bowler is charged wides and no-balls, not byes or leg-byes', () => {
    // T11: wide 1 + no-ball 1 + 2 off it + a four; the bye and two leg-byes are extras.
    expect(bowling('T11')).toEqual([{ innings: 1, balls: 6, maidens: 0, runs: 8, wickets: 1, wicketKinds: { stumped: 1 } }]);
  });

  it('a run out off a no-ball: the batter is out, the fielders credited, no wicket to the bowler', () => {
    expect(batting('L1')[0].notOut).toBe(false);
    expect(bowling('T10')).toEqual([{ innings: 1, balls: 6, maidens: 0, runs: 11, wickets: 2, wicketKinds: { caught_and_bowled: 1, caught: 1 } }]);
    expect([fielding('T2'), fielding('T3')]).toEqual([
      { catches: 0, stumpings: 0, runOuts: 1 },
      { catches: 0, stumpings: 0, runOuts: 1 },
    ]);
  });

  it('catches, caught and bowled as the bowler’s catch, and stumpings', () => {
    expect(fielding('T5')).toEqual({ catches: 1, stumpings: 0, runOuts: 0 });
    expect(fielding('T10')).toEqual({ catches: 1, stumpings: 0, runOuts: 0 });
    expect(fielding('T1')).toEqual({ catches: 0, stumpings: 1, runOuts: 0 });
  });

  it('the super over is in no figure', () => {
    expect(batting('T1')).toEqual([{ innings: 2, runs: 22, balls: 6, fours: 1, sixes: 3, notOut: true, howOut: null }]);
    expect(batting('T3')).toEqual([]);
    expect(batting('L1')).toHaveLength(1);
    expect(bowling('L11')).toEqual([{ innings: 2, balls: 6, maidens: 0, runs: 22, wickets: 0, wicketKinds: {} }]);
    expect(bowling('L10')).toEqual([{ innings: 2, balls: 6, maidens: 1, runs: 0, wickets: 0, wicketKinds: {} }]);
    expect(bowling('T11')).toHaveLength(1);
    expect(fielding('L5')).toEqual({ catches: 0, stumpings: 0, runOuts: 0 });
  });

  it('retired out is out; retired not out is not out', () => {
    const retired = figuresOf(t2, [start(), ball(), { type: 'retire', batter: 'L1', kind: 'retired_out' }, batterIn('L3'), { type: 'retire', batter: 'L2', kind: 'retired_not_out' }]);
    expect(recordOf(retired, 'L1').batting[0]).toMatchObject({ notOut: false, howOut: 'retired_out' });
    expect(recordOf(retired, 'L2').batting[0]).toMatchObject({ notOut: true, howOut: null });
    expect(recordOf(retired, 'L1').result).toBeNull();
  });

  it('a Test: a line for each innings batted and bowled', () => {
    const test = figuresOf(TEST_SETUP, TEST_MATCH);
    expect(recordOf(test, 'L1')).toMatchObject({
      format: 'test',
      result: 'lost',
      batting: [
        { innings: 1, runs: 4, balls: 2, fours: 1, notOut: false },
        { innings: 3, runs: 2, balls: 1, fours: 0, notOut: true },
      ],
    });
    expect(recordOf(test, 'L11').bowling).toEqual([
      { innings: 2, balls: 1, maidens: 0, runs: 6, wickets: 0, wicketKinds: {} },
      { innings: 4, balls: 1, maidens: 0, runs: 4, wickets: 0, wicketKinds: {} },
    ]);
    expect(recordOf(test, 'T1').batting.map((one) => [one.innings, one.runs, one.notOut])).toEqual([
      [2, 6, true],
      [4, 4, true],
    ]);
  });

  describe('a named XI', () => {
    const squad = [...roster('T'), { id: 'T12', name: 'Tiger 12' }, { id: 'T13', name: 'Tiger 13' }];
    const xi = newSetup({ teams: { ...t2.teams, team2: { name: 'Tigers', players: squad, playingXI: roster('T').map((one) => one.id) } }, format: 't2' });
    const records = figuresOf(xi, [
      { type: 'substitute', side: 'team2', out: 'T4', in: 'T13', reason: 'concussion' },
      start(),
      out('caught', { fielders: ['T12'] }),
    ]);

    it('a replacement who came in played, and so did the player replaced', () => {
      expect(recordOf(records, 'T13')).toMatchObject({ played: true, side: 'team2' });
      expect(recordOf(records, 'T4').played).toBe(true);
    });

    it('a substitute fielder’s catch is theirs, but no match played', () => {
      expect(recordOf(records, 'T12')).toMatchObject({ played: false, side: 'team2', fielding: { catches: 1, stumpings: 0, runOuts: 0 } });
    });
  });

  it('without rosters, everyone who batted, bowled or fielded took part', () => {
    const bare = figuresOf({ format: 't2', teams: { team1: { name: 'Lions' }, team2: { name: 'Tigers' } } }, [start(), out('caught', { fielders: ['T3'] })]);
    expect(bare.map((one) => [one.player, one.side, one.played])).toEqual([
      ['L1', 'team1', true],
      ['T3', 'team2', true],
      ['L2', 'team1', true],
      ['T11', 'team2', true],
    ]);
  });
});
