import { ball, balls, batterIn, bowler, newSetup, out, roster, six, start } from '../scoring/test-factories';
import { playerOfTheMatchPoints, playerOfTheMatchRanking, suggestPlayerOfTheMatch } from './player-of-the-match';
import { figuresOf, knock, recordOf, wicketsInARow } from './test-matches';

const t2 = newSetup({ format: 't2' });
const pointsOf = (records: ReturnType<typeof figuresOf>, player: string) => playerOfTheMatchPoints(recordOf(records, player));

describe('player of the match', () => {
  // Lions 50/0: L1 50* off 10. Tigers 4/6: L11 5 for 4 in the first over, L10 1 for 0 and a maiden. Lions won.
  const won = figuresOf(t2, [
    ...knock(50),
    ...balls(2),
    start('team2', 'L11'),
    ...wicketsInARow(5),
    ball(4),
    bowler('L10'),
    out('bowled'),
    batterIn('T8'),
    ...balls(5),
  ]);

  it('batting, bowling and the winning side’s bonus', () => {
    // 50 + ½ × (50 − 10), and 20 for the win.
    expect(pointsOf(won, 'L1')).toEqual({ player: 'L1', name: 'Lion 1', side: 'team1', batting: 70, bowling: 0, fielding: 0, winningSide: 20, total: 90 });
    // 5 × 25; six balls are too few for the economy term.
    expect(pointsOf(won, 'L11')).toMatchObject({ bowling: 125, total: 145 });
    // 25 and 5 for the maiden.
    expect(pointsOf(won, 'L10')).toMatchObject({ bowling: 30, total: 50 });
    expect(pointsOf(won, 'T7')).toMatchObject({ batting: 4, winningSide: 0, total: 4 });
    expect(suggestPlayerOfTheMatch(won)).toMatchObject({ player: 'L11', total: 145 });
    expect(playerOfTheMatchRanking(won).slice(0, 3).map((one) => one.player)).toEqual(['L11', 'L1', 'L10']);
  });

  it('the tempo terms count from enough balls, and not in a Test', () => {
    // L1 101 off 20; T11 bowled overs 1 and 3: 12 balls for 62; T10 8 balls.
    const t20 = figuresOf(newSetup(), knock(101));
    expect(pointsOf(t20, 'L1').batting).toBe(141.5);
    expect(pointsOf(t20, 'T11').bowling).toBe(-25);
    expect(pointsOf(t20, 'T10').bowling).toBe(0);
    const test = figuresOf(newSetup({ format: 'test' }), knock(101));
    expect(pointsOf(test, 'L1').batting).toBe(101);
    expect(pointsOf(test, 'T11').bowling).toBe(0);
  });

  it('ten points a catch, stumping and run out', () => {
    const fielded = figuresOf(t2, [start(), out('caught', { fielders: ['T3'] }), batterIn('L3'), out('stumped', { fielders: ['T3'] }), batterIn('L4'), out('run_out', { fielders: ['T3', 'T4'] })]);
    expect([pointsOf(fielded, 'T3').fielding, pointsOf(fielded, 'T4').fielding, pointsOf(fielded, 'T11').bowling]).toEqual([30, 10, 50]);
  });

  it('equal points go to more runs', () => {
    // L1 25 off 5; L10 bowls T1 with the first ball of the chase, and no side has won yet: 25 points each.
    const level = figuresOf(t2, [start(), six(), six(), six(), six(), ball(1), { type: 'end_innings', reason: 'closed' }, start('team2', 'L10'), out('bowled'), batterIn('T3')]);
    expect(recordOf(level, 'L1').result).toBeNull();
    expect(playerOfTheMatchRanking(level).slice(0, 2).map((one) => [one.player, one.total])).toEqual([
      ['L1', 25],
      ['L10', 25],
    ]);
  });

  it('a substitute fielder is never suggested; no one played, no suggestion', () => {
    const squad = [...roster('T'), { id: 'T12', name: 'Tiger 12' }];
    const xi = newSetup({ format: 't2', teams: { ...t2.teams, team2: { name: 'Tigers', players: squad, playingXI: roster('T').map((one) => one.id) } } });
    const records = figuresOf(xi, [start(), out('run_out', { fielders: ['T12'] })]);
    expect(pointsOf(records, 'T12').total).toBe(10);
    expect(playerOfTheMatchRanking(records).map((one) => one.player)).not.toContain('T12');
    expect(suggestPlayerOfTheMatch(records)).toMatchObject({ player: 'L1', total: 0 });
    expect(suggestPlayerOfTheMatch([])).toBeNull();
  });
});
