import type { MatchResponse } from '@cricket/contracts';

/** Fixtures grouped by round, in round order (a match without a round is in the first). */
export function byRound(matches: MatchResponse[]): [number, MatchResponse[]][] {
  const rounds = new Map<number, MatchResponse[]>();
  for (const match of matches) {
    const round = match.round ?? 1;
    rounds.set(round, [...(rounds.get(round) ?? []), match]);
  }
  return [...rounds.entries()].sort(([a], [b]) => a - b);
}
