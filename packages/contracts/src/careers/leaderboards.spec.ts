import type { DeliveryEvent, ScoringEvent, TeamSide } from '../scoring';
import { balls, batterIn, bowler, four, newSetup, out, six, start } from '../scoring/test-factories';
import { careersOf } from './career';
import { LEADERBOARD_SIZE, MIN_BALLS_BOWLED_FOR_ECONOMY, MIN_BALLS_FACED_FOR_STRIKE_RATE, leaderboard, type LeaderboardKind } from './leaderboards';
import { figuresOf } from './test-matches';

const test = newSetup({ format: 'test' });

/**
 * A declared Test innings of whole overs, the fielding side's 11 and 10 bowling by turns. With
 * even runs off every ball the openers face alternate overs: the first (L1 / T1) those of the 11.
 */
function innings(side: TeamSide, overs: DeliveryEvent[][]): ScoringEvent[] {
  const [first, second] = side === 'team1' ? ['T11', 'T10'] : ['L11', 'L10'];
  const bowled = overs.flatMap((deliveries, index) => (index === 0 ? deliveries : [bowler(index % 2 === 0 ? first : second), ...deliveries]));
  return [start(side, first), ...bowled, { type: 'declare' }];
}

/** `count` overs, the even ones (from the first) `even`, the odd ones `odd`. */
const alternating = (count: number, even: DeliveryEvent[], odd: DeliveryEvent[]) => Array.from({ length: count }, (_, index) => (index % 2 === 0 ? even : odd));

const board = (kind: LeaderboardKind, events: ScoringEvent[], setup = test) => leaderboard(kind, careersOf(figuresOf(setup, events)));
const order = (kind: LeaderboardKind, events: ScoringEvent[], setup = test) => board(kind, events, setup).map((row) => `${row.player} ${row.value}`);

/**
 * L1 240 off 120 (40 sixes) and L2 160 off 120 against T11 and T10, 120 balls each; T1 240 off
 * 42 (40 sixes) against L11, T2 0 off 36 against L10.
 */
const MATCH = [
  ...innings('team1', alternating(40, [six(), six(), ...balls(4)], [four(), four(), ...balls(4)])),
  ...innings('team2', [...alternating(12, Array.from({ length: 6 }, six), balls(6)), [six(), six(), six(), six(), ...balls(2)]]),
];

describe('leaderboards', () => {
  it('the qualifying minimums and the length of a board', () => {
    expect([MIN_BALLS_FACED_FOR_STRIKE_RATE, MIN_BALLS_BOWLED_FOR_ECONOMY, LEADERBOARD_SIZE]).toEqual([100, 120, 10]);
  });

  it('most runs: equal runs go to fewer balls faced; no runs, no place', () => {
    expect(order('most_runs', MATCH)).toEqual(['T1 240', 'L1 240', 'L2 160']);
    expect(board('most_runs', MATCH)[0]).toMatchObject({ rank: 1, player: 'T1', name: 'Tiger 1', career: { batting: { ballsFaced: 42 } } });
  });

  it('most sixes: equal sixes go to fewer balls faced', () => {
    expect(order('most_sixes', MATCH)).toEqual(['T1 40', 'L1 40']);
  });

  it('best strike rate, from 100 balls faced', () => {
    expect(order('best_strike_rate', MATCH)).toEqual(['L1 200', 'L2 133.33']);
  });

  it('best economy, from 120 balls bowled', () => {
    expect(order('best_economy', MATCH)).toEqual(['T10 8', 'T11 12']);
  });

  it('a board as long as asked', () => {
    expect(leaderboard('most_runs', careersOf(figuresOf(test, MATCH)), 1).map((row) => row.player)).toEqual(['T1']);
  });

  describe('equal rates', () => {
    // Everyone scores at 200 and concedes 12 an over: L1 and L2 240 off 120 against T11 and T10,
    // T1 and T2 252 off 126 against L11 and L10.
    const level = [
      ...innings('team1', alternating(40, [six(), six(), ...balls(4)], [four(), four(), four(), ...balls(3)])),
      ...innings('team2', alternating(42, [six(), six(), ...balls(4)], [four(), four(), four(), ...balls(3)])),
    ];

    it('strike rate: more runs first, then the player id', () => {
      expect(order('best_strike_rate', level)).toEqual(['T1 200', 'T2 200', 'L1 200', 'L2 200']);
    });

    it('economy: more balls bowled first, then the player id', () => {
      expect(order('best_economy', level)).toEqual(['L10 12', 'L11 12', 'T10 12', 'T11 12']);
    });
  });

  it('most wickets: equal wickets go to fewer runs conceded, then the player id', () => {
    const wickets = [
      start(), // T11 2/4
      out('bowled'),
      batterIn('L3'),
      out('bowled'),
      batterIn('L4'),
      four(),
      ...balls(3),
      bowler('T10'), // T10 2/4
      out('bowled'),
      batterIn('L5'),
      out('bowled'),
      batterIn('L6'),
      four(),
      ...balls(3),
      bowler('T8'), // T8 2/6
      out('bowled'),
      batterIn('L7'),
      out('bowled'),
      batterIn('L8'),
      six(),
      ...balls(3),
      bowler('T9'), // T9 1/0
      out('bowled'),
      batterIn('L9'),
      ...balls(5),
    ];
    expect(order('most_wickets', wickets, newSetup())).toEqual(['T10 2', 'T11 2', 'T8 2', 'T9 1']);
  });
});
