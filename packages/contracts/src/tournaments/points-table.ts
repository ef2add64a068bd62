import { ballsFromOversFigure, oversFigureFromBalls, type ResultOutcome } from '../matches';

/** Points of issue #5: 2 for a win, 1 for a tie or no result. */
export const POINTS = { win: 2, tie: 1, noResult: 1, loss: 0 } as const;
/** A side with this many wickets down is all out. */
export const ALL_OUT_WICKETS = 10;

export interface PointsTableTeam {
  teamId: number;
  teamName: string;
  teamShortName: string;
}

/** A completed (or abandoned: no result) match between two teams of the table. */
export interface PointsTableMatch {
  team1Id: number;
  team2Id: number;
  outcome: ResultOutcome;
  winnerTeamId: number | null;
  team1Score: number;
  team1Wickets: number;
  team1Overs: string | number;
  team2Score: number;
  team2Wickets: number;
  team2Overs: string | number;
  /** Overs each side was entitled to; null when unlimited (then all-out sides count the overs they faced). */
  oversQuota: number | null;
}

export interface PointsTableRow extends PointsTableTeam {
  played: number;
  won: number;
  lost: number;
  tied: number;
  noResult: number;
  points: number;
  /** Rounded to 3 decimals. */
  netRunRate: number;
  runsFor: number;
  /** Overs figure faced, such as '147.2'. */
  oversFor: string;
  runsAgainst: number;
  oversAgainst: string;
}

interface Tally {
  row: PointsTableRow;
  ballsFor: number;
  ballsAgainst: number;
}

/**
 * Balls an innings counts for in net run rate: a side bowled out is counted as
 * having faced its full quota (ICC playing conditions), otherwise the balls it faced.
 */
export function nrrBalls(overs: string | number, wickets: number, oversQuota: number | null): number {
  const faced = ballsFromOversFigure(overs);
  return wickets >= ALL_OUT_WICKETS && oversQuota !== null ? oversQuota * 6 : faced;
}

/** Runs per over scored minus runs per over conceded; 0 while either side has no overs. */
export function netRunRate(runsFor: number, ballsFor: number, runsAgainst: number, ballsAgainst: number): number {
  if (ballsFor === 0 || ballsAgainst === 0) return 0;
  const nrr = (runsFor * 6) / ballsFor - (runsAgainst * 6) / ballsAgainst;
  return Math.round(nrr * 1000) / 1000;
}

/**
 * The points table: played, won, lost, tied, no result, points and NRR.
 * Matches with no result count in points but not in NRR, as the ICC rule says.
 * Order: points, then NRR, then wins, then name.
 */
export function pointsTable(teams: readonly PointsTableTeam[], matches: readonly PointsTableMatch[]): PointsTableRow[] {
  const tallies = new Map<number, Tally>();
  for (const team of teams) {
    tallies.set(team.teamId, {
      row: { ...team, played: 0, won: 0, lost: 0, tied: 0, noResult: 0, points: 0, netRunRate: 0, runsFor: 0, oversFor: '0', runsAgainst: 0, oversAgainst: '0' },
      ballsFor: 0,
      ballsAgainst: 0,
    });
  }
  for (const m of matches) {
    const one = tallies.get(m.team1Id);
    const two = tallies.get(m.team2Id);
    if (!one || !two) continue;
    for (const t of [one, two]) t.row.played += 1;
    if (m.outcome === 'no_result') {
      for (const t of [one, two]) {
        t.row.noResult += 1;
        t.row.points += POINTS.noResult;
      }
      continue;
    }
    if (m.outcome === 'tie') {
      for (const t of [one, two]) {
        t.row.tied += 1;
        t.row.points += POINTS.tie;
      }
    } else {
      const [winner, loser] = m.winnerTeamId === m.team1Id ? [one, two] : [two, one];
      winner.row.won += 1;
      winner.row.points += POINTS.win;
      loser.row.lost += 1;
    }
    const balls1 = nrrBalls(m.team1Overs, m.team1Wickets, m.oversQuota);
    const balls2 = nrrBalls(m.team2Overs, m.team2Wickets, m.oversQuota);
    one.row.runsFor += m.team1Score;
    one.ballsFor += balls1;
    one.row.runsAgainst += m.team2Score;
    one.ballsAgainst += balls2;
    two.row.runsFor += m.team2Score;
    two.ballsFor += balls2;
    two.row.runsAgainst += m.team1Score;
    two.ballsAgainst += balls1;
  }
  const rows = [...tallies.values()].map(({ row, ballsFor, ballsAgainst }) => ({
    ...row,
    netRunRate: netRunRate(row.runsFor, ballsFor, row.runsAgainst, ballsAgainst),
    oversFor: oversFigureFromBalls(ballsFor),
    oversAgainst: oversFigureFromBalls(ballsAgainst),
  }));
  return rows.sort(
    (a, b) => b.points - a.points || b.netRunRate - a.netRunRate || b.won - a.won || a.teamName.localeCompare(b.teamName),
  );
}
