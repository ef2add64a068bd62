import { DISPLAY_DEFAULTS } from '../errors';
import { formatMatchDate } from './dates';
import { ballsFromOversFigure, headlineTotalBalls } from './overs';
import type { ScoreResponse } from './types';

export interface HeadlineMatch {
  format: string;
  status: string;
  date: string | null;
  result: string | null;
  team1Id: number;
  team2Id: number;
  team1Name: string;
  team2Name: string;
}

/**
 * The match headline of core §4. The batting team is the team's id; balls left never
 * go below zero (formats other than t20 and odi count 0 total balls).
 */
export function matchHeadline(match: HeadlineMatch, score: ScoreResponse | null): string {
  if (match.status === 'upcoming') {
    return `${match.format.toUpperCase()} • ${match.date ? formatMatchDate(match.date) : DISPLAY_DEFAULTS.dateNotSet}`;
  }
  if (match.status === 'completed') return match.result || 'Match completed';
  if (match.status === 'abandoned') return match.result || 'Match abandoned';
  const batting = score?.battingTeam === match.team1Id ? 1 : score?.battingTeam === match.team2Id ? 2 : null;
  if (!score || batting === null || score.currentInnings < 1) return `${match.format} Match • Live`;
  const team = batting === 1 ? match.team1Name : match.team2Name;
  if (score.currentInnings === 1) return `${team} batting first`;
  const own = batting === 1 ? score.team1Score : score.team2Score;
  const opponent = batting === 1 ? score.team2Score : score.team1Score;
  const needed = opponent + 1 - own;
  if (needed <= 0) return `${team} won the match`;
  const bowled = ballsFromOversFigure(batting === 1 ? score.team1Overs : score.team2Overs);
  const ballsLeft = Math.max(0, headlineTotalBalls(match.format) - bowled);
  return `${team} needs ${needed} runs in ${ballsLeft} balls`;
}
