import { foldMatch, type MatchSetup, type RosterPlayer, type ScoringEvent } from '@cricket/contracts';
import { matchAlerts } from './matchAlerts';

const squad = (first: number, name: string): RosterPlayer[] => Array.from({ length: 5 }, (_, i) => ({ id: String(first + i), name: `${name} ${i + 1}` }));
/** A two-over match of five a side: Lion 1 = '101' … Tiger 5 = '205'. */
const setup: MatchSetup = {
  format: 't2',
  overs: null,
  teams: { team1: { name: 'Lions', players: squad(101, 'Lion') }, team2: { name: 'Tigers', players: squad(201, 'Tiger') } },
};
const openers: ScoringEvent = { type: 'innings_start', battingTeam: 'team1', striker: '101', nonStriker: '102', bowler: '201' };
const chase: ScoringEvent = { type: 'innings_start', battingTeam: 'team2', striker: '201', nonStriker: '202', bowler: '101' };
const ball = (runs: number, more: Partial<Extract<ScoringEvent, { type: 'delivery' }>> = {}): ScoringEvent => ({ type: 'delivery', runs, ...more });
const six = ball(6, { boundary: 6 });
/** Lion 1 hits `count` sixes in a row off Tiger 1 and Tiger 2, keeping the strike over by over. */
const sixes = (count: number): ScoringEvent[] =>
  Array.from({ length: count }, (_, i): ScoringEvent[] =>
    i > 0 && i % 6 === 0 ? [{ type: 'bowler', bowler: (i / 6) % 2 ? '202' : '201' }, { type: 'swap_strike' }, six] : [six],
  ).flat();

/** The alerts of the last `added` events after `before`. */
function alertsOf(before: ScoringEvent[], ...added: ScoringEvent[]) {
  return matchAlerts(foldMatch(setup, before), foldMatch(setup, [...before, ...added]));
}

/** Lions 21/1 in two overs: Lion 2 bowled for 0, Lion 3 in. */
const lionsInnings: ScoringEvent[] = [
  openers,
  ball(1),
  ball(0, { wicket: { kind: 'bowled' } }),
  { type: 'batter_in', batter: '103' },
  ...Array.from({ length: 4 }, () => ball(1)),
  { type: 'bowler', bowler: '202' },
  ...Array.from({ length: 5 }, () => ball(2)),
  ball(6, { boundary: 6 }),
];

describe('match-day alerts', () => {
  it('tells a wicket with the batter, how out, their score and the team score', () => {
    expect(alertsOf([openers, ball(1)], ball(0, { wicket: { kind: 'bowled' } }))).toEqual([
      { kind: 'wicket', title: 'Wicket: Lion 2', body: 'Lion 2 b Tiger 1 0 (1). Lions 1/1 (0.2 ov)', tag: 'wicket-1-1' },
    ]);
    expect(alertsOf([openers], ball(1, { wicket: { kind: 'run_out', batter: '102', fielders: ['203'] } }))[0].body).toBe('Lion 2 run out (Tiger 3) 0 (0). Lions 1/1 (0.1 ov)');
  });

  it('tells a fifty and a hundred once, when the batter passes it', () => {
    const rules: MatchSetup = { ...setup, format: 't20' };
    const after = (count: number) => foldMatch(rules, [openers, ...sixes(count)]);
    expect(matchAlerts(after(8), after(9))).toEqual([
      { kind: 'milestone', title: 'Fifty for Lion 1', body: 'Lion 1 54 (9 balls). Lions 54/0 (1.3 ov)', tag: 'milestone-1-101-50' },
    ]);
    expect(matchAlerts(after(9), after(10))).toEqual([]);
    expect(matchAlerts(after(16), after(17)).map((alert) => alert.title)).toEqual(['Hundred for Lion 1']);
  });

  it('tells the end of the first innings with the target, and nothing for the balls before it', () => {
    const all = lionsInnings;
    expect(alertsOf(all.slice(0, -1), all[all.length - 1])).toEqual([
      { kind: 'innings_end', title: 'End of innings: Lions', body: 'Lions 21/1 (2 ov). Tigers need 22 to win', tag: 'innings-end-1' },
    ]);
    expect(alertsOf(all.slice(0, 5), all[5])).toEqual([]);
  });

  it('tells the target reached and the result, without a separate end of innings', () => {
    const chasing = [...lionsInnings, chase, six, six, six];
    const alerts = alertsOf(chasing, ball(4, { boundary: 4 }));
    expect(alerts).toEqual([
      { kind: 'target', title: 'Tigers reach the target', body: 'Tigers 22/0 (0.4 ov), chasing 22', tag: 'target-2' },
      { kind: 'result', title: 'Result: Lions v Tigers', body: 'Tigers won by 10 wickets', tag: 'result' },
    ]);
  });

  it('tells the result when the chase falls short, and never the end of that innings', () => {
    const allSingles = [...lionsInnings, chase, ...Array.from({ length: 6 }, () => ball(1)), { type: 'bowler', bowler: '102' } as ScoringEvent, ...Array.from({ length: 5 }, () => ball(1))];
    expect(alertsOf(allSingles, ball(1))).toEqual([{ kind: 'result', title: 'Result: Lions v Tigers', body: 'Lions won by 9 runs', tag: 'result' }]);
  });

  it('tells nothing for an undo', () => {
    const wicket = [openers, ball(1), ball(0, { wicket: { kind: 'bowled' } })];
    expect(matchAlerts(foldMatch(setup, wicket), foldMatch(setup, wicket.slice(0, -1)))).toEqual([]);
  });
});
