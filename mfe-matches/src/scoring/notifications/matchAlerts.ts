import { howOut, inningsScorecard, playerName, type InningsState, type MatchState } from '@cricket/contracts';
import { MATCH_ALERT_TEXTS as TEXTS } from './texts';

export type MatchAlertKind = 'wicket' | 'milestone' | 'innings_end' | 'target' | 'result';

export interface MatchAlert {
  kind: MatchAlertKind;
  title: string;
  body: string;
  /** Names the moment (kind, innings, player), so a notification shown twice replaces itself. */
  tag: string;
}

/** Fifty, hundred, 150… */
const MILESTONE_RUNS = 50;

function inningsAlerts(next: MatchState, innings: InningsState, before: InningsState | undefined, matchEnded: boolean): MatchAlert[] {
  const alerts: MatchAlert[] = [];
  const team = next.teams[innings.battingTeam].name;
  const score = inningsScorecard(next, innings).score;
  const name = (player: string) => playerName(next, player);

  for (const fall of innings.fallOfWickets.slice(before?.fallOfWickets.length ?? 0)) {
    const line = innings.batters.find((batter) => batter.player === fall.player);
    const batter = name(fall.player);
    alerts.push({
      kind: 'wicket',
      title: TEXTS.wicketTitle(batter),
      body: TEXTS.wicketBody(batter, howOut(line?.dismissal ?? null, name, line?.status), line?.runs ?? 0, line?.balls ?? 0, team, score),
      tag: `wicket-${innings.number}-${fall.wicket}`,
    });
  }

  for (const line of innings.batters) {
    const runsBefore = before?.batters.find((batter) => batter.player === line.player)?.runs ?? 0;
    const milestone = Math.floor(line.runs / MILESTONE_RUNS) * MILESTONE_RUNS;
    if (milestone === 0 || runsBefore >= milestone) continue;
    const batter = name(line.player);
    alerts.push({
      kind: 'milestone',
      title: TEXTS.milestoneTitle(batter, milestone),
      body: TEXTS.milestoneBody(batter, line.runs, line.balls, team, score),
      tag: `milestone-${innings.number}-${line.player}-${milestone}`,
    });
  }

  const targetReached = innings.target !== null && innings.runs >= innings.target;
  if (targetReached && !(before && before.target !== null && before.runs >= before.target)) {
    alerts.push({ kind: 'target', title: TEXTS.targetTitle(team), body: TEXTS.targetBody(team, score, innings.target as number), tag: `target-${innings.number}` });
  }

  // An innings that ended the match (the chase won, the last side all out) is told by the result.
  if (innings.completed && !before?.completed && !targetReached && !matchEnded) {
    const chasing = next.teams[innings.bowlingTeam].name;
    const firstOfTwo = innings.number === 1 && next.rules.inningsPerSide === 1;
    const target = firstOfTwo ? (next.pendingRevision?.target ?? innings.runs + 1) : null;
    alerts.push({
      kind: 'innings_end',
      title: TEXTS.inningsEndTitle(team),
      body: target === null ? TEXTS.inningsEndBody(team, score) : TEXTS.inningsEndTarget(team, score, chasing, target),
      tag: `innings-end-${innings.number}`,
    });
  }
  return alerts;
}

/**
 * What a watcher is told when the score moves from `previous` to `next`: each new wicket, a batter
 * passing fifty or a hundred (every 50), an innings ending, the target reached and the result.
 * An undo or a correction that takes the score back tells nothing.
 */
export function matchAlerts(previous: MatchState, next: MatchState): MatchAlert[] {
  if (next.eventCount <= previous.eventCount) return [];
  const matchEnded = next.result !== null && previous.result === null;
  const alerts = next.innings.flatMap((innings) =>
    inningsAlerts(next, innings, previous.innings.find((one) => one.number === innings.number), matchEnded),
  );
  if (matchEnded && next.result) {
    alerts.push({ kind: 'result', title: TEXTS.resultTitle(next.teams.team1.name, next.teams.team2.name), body: next.result.text, tag: 'result' });
  }
  return alerts;
}
