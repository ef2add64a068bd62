import { formatDate } from '../dates/format';
import { ballsFromOversFigure, headlineTotalBalls } from './overs';
import type { ScoreResponse } from './types';

export interface HeadlineMatch {
  format: string;
  /** The match's own overs; the format's when null. */
  overs: number | null;
  status: string;
  date: string | null;
  result: string | null;
  team1Id: number;
  team2Id: number;
  team1Name: string;
  team2Name: string;
}

/**
 * What a chase still needs as ball-by-ball scoring counts it (the scoring engine's chaseView): it
 * knows revised overs and targets, the balls per over and every innings of a two-innings match.
 */
export interface HeadlineChase {
  runsNeeded: number;
  /** Null where overs are unlimited. */
  ballsRemaining: number | null;
}

function needs(team: string, runs: number, balls: number | null): string {
  return balls === null ? `${team} needs ${runs} runs` : `${team} needs ${runs} runs in ${balls} balls`;
}

/**
 * The match headline of core §4. The batting team is the team's id. Balls left count down from the
 * match's own overs (the spec's 120 and 300 are the t20 and odi defaults) and never go below zero;
 * where overs are unlimited the headline gives the runs alone. A chase passed is won, never a need.
 */
export function matchHeadline(match: HeadlineMatch, score: ScoreResponse | null, chase: HeadlineChase | null = null): string {
  if (match.status === 'upcoming') {
    return `${match.format.toUpperCase()} • ${formatDate(match.date)}`;
  }
  if (match.status === 'completed') return match.result || 'Match completed';
  if (match.status === 'abandoned') return match.result || 'Match abandoned';
  const batting = score?.battingTeam === match.team1Id ? 1 : score?.battingTeam === match.team2Id ? 2 : null;
  if (!score || batting === null || score.currentInnings < 1) return `${match.format} Match • Live`;
  const team = batting === 1 ? match.team1Name : match.team2Name;
  if (chase) return chase.runsNeeded > 0 ? needs(team, chase.runsNeeded, chase.ballsRemaining) : `${team} won the match`;
  if (score.currentInnings === 1) return `${team} batting first`;
  const own = batting === 1 ? score.team1Score : score.team2Score;
  const opponent = batting === 1 ? score.team2Score : score.team1Score;
  const needed = opponent + 1 - own;
  if (needed <= 0) return `${team} won the match`;
  const total = headlineTotalBalls(match.format, match.overs);
  const bowled = ballsFromOversFigure(batting === 1 ? score.team1Overs : score.team2Overs);
  return needs(team, needed, total === null ? null : Math.max(0, total - bowled));
}
