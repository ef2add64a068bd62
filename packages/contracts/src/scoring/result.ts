import type { InningsState, ScoringResult, MatchRules, ResultEvent, TeamSetup, TeamSide } from './types';

/** Where a match stands once no innings is being played. */
export type MatchProgress = { result: ScoringResult } | { next: 'innings' | 'super_over' | 'result' };

type Teams = Record<TeamSide, TeamSetup>;

export const otherSide = (side: TeamSide): TeamSide => (side === 'team1' ? 'team2' : 'team1');

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function winByRuns(teams: Teams, winner: TeamSide, runs: number, dls: boolean): ScoringResult {
  return { outcome: 'win', winner, by: { runs }, superOver: false, method: dls ? 'DLS' : null, text: `${teams[winner].name} won by ${plural(runs, 'run')}${dls ? ' (DLS method)' : ''}` };
}

export function winByWickets(teams: Teams, winner: TeamSide, wickets: number, dls: boolean): ScoringResult {
  return { outcome: 'win', winner, by: { wickets }, superOver: false, method: dls ? 'DLS' : null, text: `${teams[winner].name} won by ${plural(wickets, 'wicket')}${dls ? ' (DLS method)' : ''}` };
}

const draw = (): ScoringResult => ({ outcome: 'drawn', winner: null, text: 'Match drawn' });
const tie = (): ScoringResult => ({ outcome: 'tie', winner: null, text: 'Match tied' });

/** The result of a chase that is over: won by wickets, by runs, or tied (null). */
function chaseResult(chase: InningsState, teams: Teams): ScoringResult | null {
  const target = chase.target!;
  if (chase.runs >= target) return winByWickets(teams, chase.battingTeam, chase.allOutWickets - chase.wickets, chase.revised);
  const margin = target - 1 - chase.runs;
  return margin > 0 ? winByRuns(teams, chase.bowlingTeam, margin, chase.revised) : null;
}

/** DLS par (playing conditions, Appendix: a match ended in a revised chase): ahead of target − 1 wins by the runs ahead. */
export function parResult(chase: InningsState, teams: Teams): ScoringResult {
  const par = chase.target! - 1;
  if (chase.runs > par) return winByRuns(teams, chase.battingTeam, chase.runs - par, true);
  if (chase.runs < par) return winByRuns(teams, chase.bowlingTeam, par - chase.runs, true);
  return { outcome: 'tie', winner: null, text: 'Match tied (DLS method)' };
}

function limitedOversProgress(innings: readonly InningsState[], rules: MatchRules, teams: Teams): MatchProgress {
  const main = innings.filter((one) => !one.superOver);
  const chase = main[1];
  if (!chase?.completed) return { next: 'innings' };
  if (chase.endReason === 'closed' && chase.runs < chase.target!) return { next: 'result' };
  const decided = chaseResult(chase, teams);
  if (decided) return { result: decided };
  if (!rules.superOverOnTie) return { result: tie() };
  const superOvers = innings.filter((one) => one.superOver);
  for (let pair = 0; pair < superOvers.length; pair += 2) {
    const second = superOvers[pair + 1];
    if (!second?.completed) return { next: 'innings' };
    const winner = second.runs >= second.target! ? second.battingTeam : second.runs < second.target! - 1 ? second.bowlingTeam : null;
    if (winner) {
      return { result: { outcome: 'win', winner, by: null, superOver: true, method: null, text: `Match tied (${teams[winner].name} won the super over)` } };
    }
  }
  return { next: 'super_over' };
}

function totalOf(innings: readonly InningsState[], side: TeamSide): number {
  return innings.filter((one) => one.battingTeam === side).reduce((sum, one) => sum + one.runs, 0);
}

function testProgress(innings: readonly InningsState[], teams: Teams): MatchProgress {
  const last = innings[innings.length - 1];
  if (!last?.completed) return { next: 'innings' };
  if (innings.length === 4) {
    if (last.runs >= last.target!) return { result: chaseResult(last, teams)! };
    if (last.endReason === 'closed') return { result: draw() };
    return { result: chaseResult(last, teams) ?? tie() };
  }
  if (last.endReason === 'closed') return { result: draw() };
  if (innings.length === 3) {
    // The side that batted twice is still behind: beaten by an innings.
    const twice = last.battingTeam;
    const once = otherSide(twice);
    const margin = totalOf(innings, once) - totalOf(innings, twice);
    if (margin > 0) {
      return { result: { outcome: 'win', winner: once, by: { innings: true, runs: margin }, superOver: false, method: null, text: `${teams[once].name} won by an innings and ${plural(margin, 'run')}` } };
    }
  }
  return { next: 'innings' };
}

/** Decided result, or what the match waits for, from its innings so far. */
export function matchProgress(innings: readonly InningsState[], rules: MatchRules, teams: Teams): MatchProgress {
  return rules.inningsPerSide === 1 ? limitedOversProgress(innings, rules, teams) : testProgress(innings, teams);
}

/** The result the scorer records when the score cannot decide it. */
export function recordedResult(event: ResultEvent, teams: Teams, chase: InningsState | undefined): ScoringResult {
  switch (event.outcome) {
    case 'par':
      return parResult(chase!, teams);
    case 'drawn':
      return draw();
    case 'no_result':
      return { outcome: 'no_result', winner: null, text: 'No result' };
    case 'abandoned':
      return { outcome: 'abandoned', winner: null, text: 'Match abandoned' };
    case 'conceded': {
      const winner = event.winner!;
      return { outcome: 'win', winner, by: null, superOver: false, method: null, text: `${teams[winner].name} won (${teams[otherSide(winner)].name} conceded)` };
    }
  }
}

/** The target of an innings, from the innings before it: the last innings of the match (or of a super over) chases. */
export function targetFor(previous: readonly InningsState[], rules: MatchRules, current: { battingTeam: TeamSide; superOver: boolean }): number | null {
  const sameKind = previous.filter((one) => one.superOver === current.superOver);
  if (current.superOver) return sameKind.length % 2 === 1 ? sameKind[sameKind.length - 1].runs + 1 : null;
  if (sameKind.length !== rules.inningsPerSide * 2 - 1) return null;
  return totalOf(sameKind, otherSide(current.battingTeam)) - totalOf(sameKind, current.battingTeam) + 1;
}
