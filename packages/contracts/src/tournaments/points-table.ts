import { ballsFromOversFigure, oversFigureFromBalls, type ResultOutcome } from '../matches';

/** Points of issue #5: 2 for a win, 1 for a tie or no result. */
export const POINTS = { win: 2, tie: 1, noResult: 1, loss: 0 } as const;
/** A side with this many wickets down is all out. */
export const ALL_OUT_WICKETS = 10;

/** What separates teams level on points, in the order a tournament applies them. */
export const TIE_BREAKERS = ['wins', 'net_run_rate', 'head_to_head'] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];

/**
 * BBL and CPL practice (their playing conditions for 2019/20 and 2019): more wins, then the
 * higher net run rate, then the results between the teams level.
 */
export const DEFAULT_TIE_BREAKERS: readonly TieBreaker[] = ['wins', 'net_run_rate', 'head_to_head'];

export const TIE_BREAKER_LABELS: Record<TieBreaker, string> = { wins: 'Wins', net_run_rate: 'Net run rate', head_to_head: 'Head to head' };

export interface PointsTableTeam {
  teamId: number;
  teamName: string;
  teamShortName: string;
}

/** Runs a side is credited with in net run rate, and the legal balls they count over. */
export interface NetRunRateInnings {
  runs: number;
  balls: number;
}

/** A completed (or abandoned: no result) match between two teams of the table. */
export interface PointsTableMatch {
  team1Id: number;
  team2Id: number;
  outcome: ResultOutcome;
  winnerTeamId: number | null;
  /** Each side's batting as net run rate counts it (netRunRateFigures, or handKeptNetRunRate). */
  team1: NetRunRateInnings;
  team2: NetRunRateInnings;
}

/**
 * A deduction the competition's authority imposed on a team's standing, outside any one result:
 * points (a points deduction for fielding an ineligible player, say) or net run rate (the CPL's
 * over-rate sanction: Hero CPL Code of Conduct, Appendix 2, Section 4.2, 0.05 for one over down).
 */
export interface StandingsDeduction {
  teamId: number;
  points: number;
  netRunRate: number;
}

export interface PointsTableRow extends PointsTableTeam {
  played: number;
  won: number;
  lost: number;
  tied: number;
  noResult: number;
  /** After deductions. */
  points: number;
  /** Rounded to 3 decimals, after deductions. */
  netRunRate: number;
  /** What the competition deducted from this team (StandingsDeduction), 0 when nothing. */
  pointsDeducted: number;
  netRunRateDeducted: number;
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

/** A side's net run rate figures from a result kept by hand: its score, and its overs as nrrBalls counts them. */
export function handKeptNetRunRate(score: number, wickets: number, overs: string | number, oversQuota: number | null): NetRunRateInnings {
  return { runs: score, balls: nrrBalls(overs, wickets, oversQuota) };
}

/** Net run rates are published to three decimals. */
const thousandths = (value: number) => Math.round(value * 1000) / 1000;

/** Runs per over scored minus runs per over conceded; 0 while either side has no overs. */
export function netRunRate(runsFor: number, ballsFor: number, runsAgainst: number, ballsAgainst: number): number {
  if (ballsFor === 0 || ballsAgainst === 0) return 0;
  return thousandths((runsFor * 6) / ballsFor - (runsAgainst * 6) / ballsAgainst);
}


/**
 * The points table: played, won, lost, tied, no result, points and NRR.
 * Matches with no result count in points but not in NRR, as the ICC rule says.
 * Deductions come off the totals a team's results give (points, and the NRR after rounding, as
 * the CPL publishes it), before the table is ordered.
 * Order: points, then the tournament's tie-breakers in turn, then name.
 */
export function pointsTable(
  teams: readonly PointsTableTeam[],
  matches: readonly PointsTableMatch[],
  tieBreakers: readonly TieBreaker[] = DEFAULT_TIE_BREAKERS,
  deductions: readonly StandingsDeduction[] = [],
): PointsTableRow[] {
  const tallies = new Map<number, Tally>();
  for (const team of teams) {
    tallies.set(team.teamId, {
      row: {
        ...team,
        played: 0,
        won: 0,
        lost: 0,
        tied: 0,
        noResult: 0,
        points: 0,
        netRunRate: 0,
        pointsDeducted: 0,
        netRunRateDeducted: 0,
        runsFor: 0,
        oversFor: '0',
        runsAgainst: 0,
        oversAgainst: '0',
      },
      ballsFor: 0,
      ballsAgainst: 0,
    });
  }
  const counted = matches.filter((m) => tallies.has(m.team1Id) && tallies.has(m.team2Id));
  for (const m of counted) {
    const one = tallies.get(m.team1Id)!;
    const two = tallies.get(m.team2Id)!;
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
    addNetRunRate(one, m.team1, m.team2);
    addNetRunRate(two, m.team2, m.team1);
  }
  for (const deduction of deductions) {
    const tally = tallies.get(deduction.teamId);
    if (!tally) continue;
    tally.row.pointsDeducted += deduction.points;
    tally.row.netRunRateDeducted = thousandths(tally.row.netRunRateDeducted + deduction.netRunRate);
  }
  const rows = [...tallies.values()].map(({ row, ballsFor, ballsAgainst }) => ({
    ...row,
    points: row.points - row.pointsDeducted,
    netRunRate: thousandths(netRunRate(row.runsFor, ballsFor, row.runsAgainst, ballsAgainst) - row.netRunRateDeducted),
    oversFor: oversFigureFromBalls(ballsFor),
    oversAgainst: oversFigureFromBalls(ballsAgainst),
  }));
  const compare: Record<TieBreaker, (a: PointsTableRow, b: PointsTableRow) => number> = {
    wins: (a, b) => b.won - a.won,
    net_run_rate: (a, b) => b.netRunRate - a.netRunRate,
    head_to_head: (a, b) => headToHeadPoints(counted, b.teamId, a.teamId) - headToHeadPoints(counted, a.teamId, b.teamId),
  };
  return rows.sort((a, b) => b.points - a.points || tieBreakers.reduce((order, by) => order || compare[by](a, b), 0) || a.teamName.localeCompare(b.teamName));
}

function addNetRunRate(tally: Tally, batting: NetRunRateInnings, bowling: NetRunRateInnings): void {
  tally.row.runsFor += batting.runs;
  tally.ballsFor += batting.balls;
  tally.row.runsAgainst += bowling.runs;
  tally.ballsAgainst += bowling.balls;
}

/** Points a team took from its matches against one other team (compared pairwise between teams level so far). */
function headToHeadPoints(matches: readonly PointsTableMatch[], teamId: number, otherId: number): number {
  let points = 0;
  for (const m of matches) {
    const between = (m.team1Id === teamId && m.team2Id === otherId) || (m.team1Id === otherId && m.team2Id === teamId);
    if (!between) continue;
    if (m.outcome === 'no_result') points += POINTS.noResult;
    else if (m.outcome === 'tie') points += POINTS.tie;
    else if (m.winnerTeamId === teamId) points += POINTS.win;
  }
  return points;
}

export function isTieBreakers(value: unknown): value is TieBreaker[] {
  return (
    Array.isArray(value) &&
    value.every((one) => (TIE_BREAKERS as readonly unknown[]).includes(one)) &&
    new Set(value).size === value.length
  );
}
