import { MATCH_FORMATS } from '../matches';
import type { ScoringEvent } from '../scoring';
import { ball, balls, batterIn, bowler, four, newSetup, out, six, start } from '../scoring/test-factories';
import { FORMAT_GROUPS, asOnePlayer, careerByFormat, careerFigures, careersOf, formatGroup, rate } from './career';
import { TEST_MATCH, TEST_SETUP, figuresOf, knock, recordOf, wicketsInARow } from './test-matches';

const t20 = newSetup();
const odi = newSetup({ format: 'odi' });

describe('format groups', () => {
  it('T20, ODI and Test are their own; every other format is other', () => {
    const other = { t15: 'other', t10: 'other', t9: 'other', t8: 'other', t7: 'other', t6: 'other', t5: 'other', t4: 'other', t3: 'other', t2: 'other', t1: 'other', custom: 'other' };
    expect(Object.fromEntries(MATCH_FORMATS.map((format) => [format, formatGroup(format)]))).toEqual({ t20: 't20', odi: 'odi', test: 'test', ...other });
    expect(FORMAT_GROUPS).toEqual(['t20', 'odi', 'test', 'other']);
  });
});

describe('batting career', () => {
  // L1's knocks (balls by knock(): sixes, a single off each over's last ball).
  const hundred = figuresOf(t20, [...knock(101), out('bowled')]); // 101 off 20 + 1 balls, 16 sixes, out
  const retiredHurt = figuresOf(t20, [...knock(87), { type: 'retire', batter: 'L1', kind: 'retired_hurt' }]); // 87* off 17, 14 sixes
  const duck = figuresOf(t20, [start(), out('bowled')]); // 0 off 1, out
  const absentHurt = figuresOf(t20, [{ type: 'innings_start', battingTeam: 'team1', striker: 'L2', nonStriker: 'L3', bowler: 'T11' }, { type: 'absent_hurt', batter: 'L1' }]);
  const fiftyInAnOdi = figuresOf(odi, knock(50)); // 50* off 10, 8 sixes
  const all = [hundred, retiredHurt, duck, absentHurt, fiftyInAnOdi].flat();

  it('matches, innings, not outs, runs, average, balls, strike rate, 100s, 50s, ducks, 4s and 6s', () => {
    expect(careerFigures('L1', all).batting).toEqual({
      matches: 5,
      innings: 4,
      notOuts: 2,
      runs: 238,
      highest: '101',
      average: 119, // 238 runs, 2 dismissals
      ballsFaced: 49,
      strikeRate: 485.71, // 23 800 / 49
      hundreds: 1,
      fifties: 2,
      ducks: 1,
      fours: 0,
      sixes: 38,
    });
  });

  it('split by format group', () => {
    const byFormat = careerByFormat('L1', all);
    expect(Object.keys(byFormat)).toEqual(['t20', 'odi']);
    expect(byFormat.t20!.batting).toMatchObject({ matches: 4, innings: 3, notOuts: 1, runs: 188, average: 94, ballsFaced: 39, strikeRate: 482.05, highest: '101' });
    expect(byFormat.odi!.batting).toMatchObject({ matches: 1, innings: 1, notOuts: 1, runs: 50, highest: '50*', strikeRate: 500 });
  });

  it('the average is null when never out, and nothing is a rate before a ball', () => {
    expect(careerFigures('L1', fiftyInAnOdi).batting.average).toBeNull();
    expect(careerFigures('L1', absentHurt).batting).toMatchObject({ matches: 1, innings: 0, highest: null, average: null, strikeRate: null });
    expect(careerFigures('L1', []).batting.matches).toBe(0);
  });

  it('of equal highest scores the not out one is higher, whichever came first', () => {
    const out87 = figuresOf(t20, [...knock(87), out('run_out', { batter: 'L1' })]); // run out backing up
    expect(careerFigures('L1', [...out87, ...retiredHurt]).batting.highest).toBe('87*');
    expect(careerFigures('L1', [...retiredHurt, ...out87]).batting.highest).toBe('87*');
  });

  it('a Test is one match of two innings', () => {
    expect(careerFigures('L1', figuresOf(TEST_SETUP, TEST_MATCH)).batting).toMatchObject({ matches: 1, innings: 2, notOuts: 1, runs: 6, average: 6, highest: '4' });
  });
});

describe('bowling and fielding career', () => {
  /** Tigers' innings with L11 on first. */
  const tigers = (events: ScoringEvent[], setup = t20) => figuresOf(setup, [start('team2', 'L11'), ...events]);
  const fiveFor4 = tigers([...wicketsInARow(5), four()]);
  const fourFor12 = tigers([out('caught', { fielders: ['L1'] }), batterIn('T3'), ...wicketsInARow(3, 4), six(), six()]);
  const fourFor8 = tigers([out('stumped', { fielders: ['L1'] }), batterIn('T3'), ...wicketsInARow(3, 4), four(), four()]);
  // Three bowled, T5 run out by L1 and two dots: a maiden.
  const threeFor0 = tigers([...wicketsInARow(3), out('run_out', { fielders: ['L1'] }), batterIn('T6'), ...balls(2)]);
  const eightBallOvers = tigers(balls(8), newSetup({ rules: { ballsPerOver: 8 } }));

  it('innings, balls, overs, maidens, runs, wickets, best, average, economy, strike rate, 4- and 5-wicket innings', () => {
    expect(careerFigures('L11', [fiveFor4, fourFor12, fourFor8, threeFor0].flat()).bowling).toEqual({
      innings: 4,
      balls: 24,
      overs: '4',
      maidens: 1,
      runs: 24,
      wickets: 16,
      best: '5/4',
      average: 1.5,
      economy: 6,
      strikeRate: 1.5,
      fourWickets: 2,
      fiveWickets: 1,
    });
  });

  it('best figures: most wickets, then fewest runs', () => {
    expect(careerFigures('L11', [...fourFor12, ...fourFor8]).bowling.best).toBe('4/8');
    expect(careerFigures('L11', [...fourFor8, ...fourFor12]).bowling.best).toBe('4/8');
    expect(careerFigures('L11', [...threeFor0, ...fourFor12]).bowling.best).toBe('4/12');
  });

  it('overs are counted in each match’s balls per over; economy is per six balls', () => {
    expect(careerFigures('L11', eightBallOvers).bowling).toMatchObject({ balls: 8, overs: '1', maidens: 1, economy: 0 });
    expect(careerFigures('L11', [...fiveFor4, ...eightBallOvers]).bowling).toMatchObject({ balls: 14, overs: '1 (6-ball) + 1 (8-ball)', economy: 1.71 });
  });

  it('without a wicket there is no average or strike rate; without a ball, no figures at all', () => {
    expect(careerFigures('L11', eightBallOvers).bowling).toMatchObject({ wickets: 0, average: null, strikeRate: null, best: '0/0' });
    expect(careerFigures('L9', fiveFor4).bowling).toMatchObject({ innings: 0, balls: 0, overs: '0', best: null, economy: null });
  });

  it('a fielder’s catch, stumping and run out', () => {
    expect(careerFigures('L1', [fourFor12, fourFor8, threeFor0].flat()).fielding).toEqual({ catches: 1, stumpings: 1, runOuts: 1 });
  });

  it('every player’s career, in order of first appearance', () => {
    const careers = careersOf([...fiveFor4, ...fourFor12]);
    expect(careers).toHaveLength(22);
    expect(careers.find((one) => one.player === 'L11')).toEqual(careerFigures('L11', [...fiveFor4, ...fourFor12]));
    expect(careers.find((one) => one.player === 'T7')).toMatchObject({ name: 'Tiger 7', batting: { matches: 2, innings: 1, runs: 4 } });
  });
});

describe('a super over is in no career figure', () => {
  const level = [start(), ...balls(6, 1), bowler('T10'), ...balls(6, 1), start('team2', 'L11'), ...balls(6, 1), bowler('L10'), ...balls(6, 1)];
  const superOver = [start('team2', 'L11'), six(), out('bowled'), batterIn('T3'), out('bowled'), start('team1', 'T11'), six(), ball(1)];
  const tied = figuresOf(newSetup({ format: 't2' }), [...level, ...superOver]);

  it('runs, sixes and bowling of the super over are left out', () => {
    expect(careerFigures('T1', tied).batting).toMatchObject({ innings: 1, runs: 6, sixes: 0 });
    expect(careerFigures('L11', tied).bowling).toMatchObject({ innings: 1, balls: 6, runs: 6, wickets: 0 });
    expect(careerFigures('L1', tied).batting).toMatchObject({ innings: 1, runs: 6, sixes: 0, highest: '6*' });
  });
});

describe('one person in several squads', () => {
  it('their records under each squad id are one career; other players’ records stay theirs', () => {
    // L1 scores 30 for a club and, as player S7 of a school's squad, 12 not out.
    const club = figuresOf(t20, [...knock(30), out('bowled')]);
    const school = { ...recordOf(figuresOf(t20, knock(12)), 'L1'), player: 'S7' };
    expect(careerByFormat('L1', [...club, school]).t20?.batting).toMatchObject({ matches: 1, runs: 30 });
    const person = asOnePlayer('L1', [recordOf(club, 'L1'), school]);
    expect(careerByFormat('L1', person).t20?.batting).toMatchObject({ matches: 2, innings: 2, notOuts: 1, runs: 42, highest: '30' });
    expect(asOnePlayer('L1', [recordOf(club, 'L1')])[0]).toBe(recordOf(club, 'L1'));
  });
});

describe('rates', () => {
  it('are cut to two decimals, as published records print them, never rounded up', () => {
    // cricket.com.au's 28.92 for Josh Inglis' 405 runs in 14 dismissals (BBL|09, services/matches season test).
    expect(rate(405, 14)).toBe(28.92);
    // Economy too: Muralitharan's Test career is 800 wickets at 22.72, 44,039 balls at 2.47 an over
    // (ANI, latestly.com/agency-news/sports-news-on-this-day-in-1972-sri-lanka-spin-great-muthiah-muralidaran-was-born-5064294.html).
    // An average of 22.72 or more is at least 18,176 runs, which is 2.4763 an over: 2.48 rounded.
    expect(rate(18180, 800)).toBe(22.72);
    expect(rate(18180 * 6, 44039)).toBe(2.47);
    expect(rate(453, 8)).toBe(56.62);
    expect(rate(321, 8)).toBe(40.12);
    expect(rate(2 * 100, 3)).toBe(66.66);
    expect([rate(378, 9), rate(600, 6), rate(0, 5), rate(7, 0)]).toEqual([42, 100, 0, null]);
  });
});
