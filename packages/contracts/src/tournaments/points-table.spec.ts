import { TOURNAMENT_MESSAGES } from './messages';
import { emptyPenaltyProblem, isPenaltyNetRunRate, isPenaltyPoints } from './penalties';
import { handKeptNetRunRate, netRunRate, nrrBalls, pointsTable, type PointsTableMatch } from './points-table';

const team = (teamId: number, teamName: string) => ({ teamId, teamName, teamShortName: teamName.slice(0, 3).toUpperCase() });

/** A result kept by hand: each side's [runs, wickets, overs] and the overs quota (50 unless given). */
function played(
  team1Id: number, team2Id: number, one: [number, number, string], two: [number, number, string],
  { oversQuota = 50, ...over }: Partial<PointsTableMatch> & { oversQuota?: number } = {},
): PointsTableMatch {
  const winnerTeamId = one[0] > two[0] ? team1Id : team2Id;
  return {
    team1Id, team2Id, outcome: 'win', winnerTeamId,
    team1: handKeptNetRunRate(...one, oversQuota), team2: handKeptNetRunRate(...two, oversQuota), ...over,
  };
}

describe('net run rate (ICC rule)', () => {
  /*
   * Published table: 1999 Cricket World Cup, Group A, South Africa after three matches
   * (Wikipedia, "Net run rate", section "Net run rate within a tournament"):
   *   P 3 W 3 L 0 NR 0 T 0 Pts 6 Net-RR +1.495 For 678/147.2 Against 466/150
   * vs India 254/6 (47.2) v 253/5 (50); vs Sri Lanka 199/9 (50) v 110 all out (35.2);
   * vs England 225/7 (50) v 103 all out (41), scores as on the ESPNcricinfo scorecards (the article's
   * prose misprints India's and England's totals; its 466 against needs 253 and 103).
   * Sri Lanka and England count 50 overs each because they were bowled out.
   */
  it('reproduces South Africa in the 1999 World Cup Group A table', () => {
    const [sa, ind, sl, eng] = [team(1, 'South Africa'), team(2, 'India'), team(3, 'Sri Lanka'), team(4, 'England')];
    const rows = pointsTable([sa, ind, sl, eng], [
      played(2, 1, [253, 5, '50'], [254, 6, '47.2']),
      played(1, 3, [199, 9, '50'], [110, 10, '35.2']),
      played(4, 1, [103, 10, '41'], [225, 7, '50']),
    ]);
    expect(rows[0]).toEqual({
      ...sa, played: 3, won: 3, lost: 0, tied: 0, noResult: 0, points: 6,
      netRunRate: 1.495, pointsDeducted: 0, netRunRateDeducted: 0, runsFor: 678, oversFor: '147.2', runsAgainst: 466, oversAgainst: '150',
    });
  });

  it('counts a side bowled out as having faced its full quota, for and against', () => {
    expect(nrrBalls('35.2', 10, 50)).toBe(300);
    expect(nrrBalls('35.2', 9, 50)).toBe(212);
    expect(nrrBalls('35.2', 10, null)).toBe(212);
    const [a, b] = [team(1, 'A'), team(2, 'B')];
    const [rowA, rowB] = pointsTable([a, b], [played(1, 2, [200, 6, '20'], [100, 10, '10'], { oversQuota: 20 })]);
    expect(rowA).toMatchObject({ netRunRate: 5, oversAgainst: '20' });
    expect(rowB).toMatchObject({ netRunRate: -5, oversFor: '20' });
  });

  it('is zero before any overs', () => {
    expect(netRunRate(0, 0, 0, 0)).toBe(0);
  });
});

describe('points table', () => {
  it('gives 2 for a win, 1 for a tie or no result, and keeps no-result matches out of NRR', () => {
    const [a, b, c] = [team(1, 'Alpha'), team(2, 'Bravo'), team(3, 'Charlie')];
    const rows = pointsTable([a, b, c], [
      played(1, 2, [150, 5, '20'], [120, 9, '20'], { oversQuota: 20 }),
      played(2, 3, [140, 8, '20'], [140, 7, '20'], { oversQuota: 20, outcome: 'tie', winnerTeamId: null }),
      { ...played(1, 3, [0, 0, '0'], [0, 0, '0'], { oversQuota: 20 }), outcome: 'no_result', winnerTeamId: null },
    ]);
    expect(rows.map((r) => [r.teamName, r.played, r.won, r.lost, r.tied, r.noResult, r.points])).toEqual([
      ['Alpha', 2, 1, 0, 0, 1, 3],
      ['Charlie', 2, 0, 0, 1, 1, 2],
      ['Bravo', 2, 0, 1, 1, 0, 1],
    ]);
    expect(rows[0]).toMatchObject({ runsFor: 150, oversFor: '20', netRunRate: 1.5 });
    expect(rows[1]).toMatchObject({ runsFor: 140, netRunRate: 0 });
  });

  it('orders equal points by net run rate', () => {
    const [a, b, c, d] = [team(1, 'A'), team(2, 'B'), team(3, 'C'), team(4, 'D')];
    const rows = pointsTable([a, b, c, d], [
      played(1, 2, [160, 5, '20'], [150, 9, '20'], { oversQuota: 20 }),
      played(3, 4, [200, 5, '20'], [100, 9, '20'], { oversQuota: 20 }),
    ]);
    expect(rows.map((r) => r.teamName)).toEqual(['C', 'A', 'B', 'D']);
  });

  it('orders teams level on points by the tournament’s tie-breakers in turn', () => {
    const [a, b, c, d] = [team(1, 'A'), team(2, 'B'), team(3, 'C'), team(4, 'D')];
    const quota = { oversQuota: 20 };
    const matches = [
      played(1, 2, [150, 5, '20'], [149, 5, '20'], quota),
      played(2, 4, [200, 2, '20'], [100, 9, '20'], quota),
      played(3, 1, [200, 2, '20'], [100, 9, '20'], quota),
      played(3, 4, [150, 5, '20'], [140, 5, '20'], quota),
    ];
    // A and B: 2 points and 1 win each; B has the better net run rate, A beat B.
    const order = (tieBreakers: Parameters<typeof pointsTable>[2]) => pointsTable([a, b, c, d], matches, tieBreakers).map((r) => r.teamName);
    expect(order(['wins', 'net_run_rate', 'head_to_head'])).toEqual(['C', 'B', 'A', 'D']);
    expect(order(['head_to_head', 'net_run_rate'])).toEqual(['C', 'A', 'B', 'D']);
    expect(order([])).toEqual(['C', 'A', 'B', 'D']);
  });
});

describe('deductions the competition imposed', () => {
  const [a, b, c] = [team(1, 'A'), team(2, 'B'), team(3, 'C')];
  const quota = { oversQuota: 20 };
  const matches = [played(1, 2, [160, 5, '20'], [150, 9, '20'], quota), played(3, 2, [150, 5, '20'], [149, 9, '20'], quota)];

  it('takes net run rate off the rounded figure, adding each deduction, and reorders the table', () => {
    const before = pointsTable([a, b, c], matches);
    expect(before.map((r) => [r.teamName, r.netRunRate])).toEqual([['A', 0.5], ['C', 0.05], ['B', -0.275]]);
    // The CPL's sanction: 0.05 for one over down, once per offence (two offences: 0.1).
    const after = pointsTable([a, b, c], matches, undefined, [
      { teamId: 1, points: 0, netRunRate: 0.05 },
      { teamId: 1, points: 0, netRunRate: 0.05 },
      { teamId: 2, points: 0, netRunRate: 0.025 },
    ]);
    expect(after.map((r) => [r.teamName, r.points, r.netRunRate, r.netRunRateDeducted])).toEqual([
      ['A', 2, 0.4, 0.1],
      ['C', 2, 0.05, 0],
      ['B', 0, -0.3, 0.025],
    ]);
  });

  it('takes points off, which can send a team below one with fewer wins', () => {
    const rows = pointsTable([a, b, c], matches, undefined, [{ teamId: 1, points: 3, netRunRate: 0 }]);
    expect(rows.map((r) => [r.teamName, r.points, r.pointsDeducted])).toEqual([
      ['C', 2, 0],
      ['B', 0, 0],
      ['A', -1, 3],
    ]);
  });

  it('ignores a deduction for a team not in the table', () => {
    expect(pointsTable([a, b, c], matches, undefined, [{ teamId: 9, points: 2, netRunRate: 1 }])).toEqual(pointsTable([a, b, c], matches));
  });
});

describe('a penalty’s figures', () => {
  it('takes whole points and net run rate in thousandths, within bounds, and must deduct something', () => {
    expect([0, 2, 100].every(isPenaltyPoints)).toBe(true);
    expect([-1, 1.5, 101, '2', NaN].some(isPenaltyPoints)).toBe(false);
    expect([0, 0.05, 0.1, 0.125, 10].every(isPenaltyNetRunRate)).toBe(true);
    expect([-0.05, 0.0505, 10.001, Infinity, '0.05'].some(isPenaltyNetRunRate)).toBe(false);
    expect(emptyPenaltyProblem({ points: 0, netRunRate: 0 })).toBe(TOURNAMENT_MESSAGES.penaltyNothing);
    expect(emptyPenaltyProblem({})).toBe(TOURNAMENT_MESSAGES.penaltyNothing);
    expect(emptyPenaltyProblem({ netRunRate: 0.05 })).toBeNull();
    expect(emptyPenaltyProblem({ points: 1 })).toBeNull();
  });
});
