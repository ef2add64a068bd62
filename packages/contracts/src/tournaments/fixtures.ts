import type { TournamentFixtureType } from './types';

/** A match to create: its round and the two teams. */
export interface FixtureDraft {
  round: number;
  team1Id: number;
  team2Id: number;
}

/**
 * Single round robin by the circle method: every pair meets once, in n − 1 rounds
 * (n rounds when n is odd, each team sitting out one).
 */
export function roundRobinFixtures(teamIds: readonly number[]): FixtureDraft[] {
  const slots: (number | null)[] = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, null];
  const fixtures: FixtureDraft[] = [];
  for (let round = 1; round < slots.length; round++) {
    for (let i = 0; i < slots.length / 2; i++) {
      const a = slots[i];
      const b = slots[slots.length - 1 - i];
      if (a !== null && b !== null) fixtures.push({ round, team1Id: a, team2Id: b });
    }
    // Keep the first slot fixed and rotate the rest one step.
    slots.splice(1, 0, slots.pop() as number | null);
  }
  return fixtures;
}

export interface KnockoutDraw {
  /** First-round matches. */
  matches: FixtureDraft[];
  /** Teams that go straight to round 2. */
  byes: number[];
  /** Rounds to a winner: log2 of the bracket size. */
  rounds: number;
  /** Matches over the whole knockout: one fewer than the teams. */
  totalMatches: number;
}

/**
 * Knockout first round. The bracket is the next power of two; the difference are byes,
 * given to the first teams in the order given (the seeds); the rest meet outside-in
 * (first against last), so 5 teams play 1 match with 3 byes, 6 play 2 with 2, 8 play 4 with none.
 */
export function knockoutFirstRound(teamIds: readonly number[]): KnockoutDraw {
  const n = teamIds.length;
  if (n < 2) return { matches: [], byes: [...teamIds], rounds: 0, totalMatches: 0 };
  let size = 1;
  while (size < n) size *= 2;
  const byeCount = size - n;
  const byes = teamIds.slice(0, byeCount);
  const playing = teamIds.slice(byeCount);
  const matches: FixtureDraft[] = [];
  for (let i = 0; i < playing.length / 2; i++) {
    matches.push({ round: 1, team1Id: playing[i], team2Id: playing[playing.length - 1 - i] });
  }
  return { matches, byes, rounds: Math.log2(size), totalMatches: n - 1 };
}

/** How many matches generating fixtures of `type` creates for `teams` registered teams (the round robin, or a knockout's first round). */
export function generatedFixturesCount(type: TournamentFixtureType, teams: number): number {
  const teamIds = Array.from({ length: teams }, (_, i) => i + 1);
  return (type === 'round_robin' ? roundRobinFixtures(teamIds) : knockoutFirstRound(teamIds).matches).length;
}
