import { generatedFixturesCount, knockoutFirstRound, roundRobinFixtures } from './fixtures';

const pairKey = (a: number, b: number) => [a, b].sort((x, y) => x - y).join('-');

describe('round robin', () => {
  it.each([2, 3, 4, 5, 6, 7, 8])('%i teams: every pair exactly once, nobody twice in a round', (n) => {
    const teams = Array.from({ length: n }, (_, i) => i + 1);
    const fixtures = roundRobinFixtures(teams);
    const pairs = fixtures.map((f) => pairKey(f.team1Id, f.team2Id));
    expect(fixtures).toHaveLength((n * (n - 1)) / 2);
    expect(new Set(pairs).size).toBe(pairs.length);
    for (let a = 1; a <= n; a++) for (let b = a + 1; b <= n; b++) expect(pairs).toContain(pairKey(a, b));
    const rounds = new Set(fixtures.map((f) => f.round));
    expect(rounds.size).toBe(n % 2 === 0 ? n - 1 : n);
    for (const round of rounds) {
      const playing = fixtures.filter((f) => f.round === round).flatMap((f) => [f.team1Id, f.team2Id]);
      expect(new Set(playing).size).toBe(playing.length);
    }
  });
});

describe('knockout with byes', () => {
  it('5 teams: 3 byes and 1 first-round match, 3 rounds, 4 matches in all', () => {
    expect(knockoutFirstRound([1, 2, 3, 4, 5])).toEqual({
      matches: [{ round: 1, team1Id: 4, team2Id: 5 }], byes: [1, 2, 3], rounds: 3, totalMatches: 4,
    });
  });

  it('6 teams: 2 byes and 2 first-round matches', () => {
    expect(knockoutFirstRound([1, 2, 3, 4, 5, 6])).toEqual({
      matches: [{ round: 1, team1Id: 3, team2Id: 6 }, { round: 1, team1Id: 4, team2Id: 5 }], byes: [1, 2], rounds: 3, totalMatches: 5,
    });
  });

  it('8 teams: no byes and 4 first-round matches', () => {
    const draw = knockoutFirstRound([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(draw.byes).toEqual([]);
    expect(draw.matches).toEqual([
      { round: 1, team1Id: 1, team2Id: 8 }, { round: 1, team1Id: 2, team2Id: 7 },
      { round: 1, team1Id: 3, team2Id: 6 }, { round: 1, team1Id: 4, team2Id: 5 },
    ]);
    expect([draw.rounds, draw.totalMatches]).toEqual([3, 7]);
  });

  it('every team either plays once or has a bye, and round 2 is a power of two', () => {
    for (const n of [5, 6, 8]) {
      const teams = Array.from({ length: n }, (_, i) => i + 1);
      const draw = knockoutFirstRound(teams);
      const seen = [...draw.byes, ...draw.matches.flatMap((m) => [m.team1Id, m.team2Id])].sort((a, b) => a - b);
      expect(seen).toEqual(teams);
      const roundTwo = draw.byes.length + draw.matches.length;
      expect(Math.log2(roundTwo) % 1).toBe(0);
    }
  });
});

describe('generated fixtures count', () => {
  it('is every pair for a round robin and the first round for a knockout', () => {
    expect([4, 5, 8].map((n) => generatedFixturesCount('round_robin', n))).toEqual([6, 10, 28]);
    expect([4, 5, 6, 8].map((n) => generatedFixturesCount('knockout', n))).toEqual([2, 1, 2, 4]);
  });
});
