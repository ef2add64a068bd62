import type { MatchResponse, MatchState, TeamSide } from '@cricket/contracts';

/** The side the toss sends in first, when the toss is recorded. */
export function tossBattingSide(match: Pick<MatchResponse, 'tossComplete' | 'tossWinner' | 'tossDecision' | 'team1Id'>): TeamSide | null {
  if (!match.tossComplete || match.tossWinner === null || match.tossDecision === null) return null;
  const winner: TeamSide = match.tossWinner === match.team1Id ? 'team1' : 'team2';
  const loser: TeamSide = winner === 'team1' ? 'team2' : 'team1';
  return match.tossDecision === 'bat' ? winner : loser;
}

/**
 * The side expected to bat in the next innings: the toss's first, then the sides alternate,
 * except that the side that batted second opens a super over (the engine's order, fold.ts).
 * The scorer may still pick the other side (a follow-on); the engine judges.
 */
export function nextBattingSide(state: MatchState, tossFirst: TeamSide | null): TeamSide {
  const last = state.innings[state.innings.length - 1];
  if (!last) return tossFirst ?? 'team1';
  const main = state.innings.filter((innings) => !innings.superOver).length;
  const superOvers = state.innings.length - main;
  const superOverOpens = main === state.rules.inningsPerSide * 2 && superOvers % 2 === 0;
  return superOverOpens ? last.battingTeam : last.bowlingTeam;
}
