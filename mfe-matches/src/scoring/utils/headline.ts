import { chaseView, type MatchState } from '@cricket/contracts';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';

/** One line on where the match stands, from the engine's state: the chase, the innings, the result. */
export function liveHeadline(state: MatchState): string {
  if (state.result) return state.result.text;
  if (state.next === 'result') return TEXTS.awaitingResult;
  const innings = state.current;
  if (!innings) return state.innings.length > 0 ? TEXTS.inningsBreak : TEXTS.notStarted;
  const team = state.teams[innings.battingTeam].name;
  const chase = chaseView(state, innings);
  if (chase) return TEXTS.needToWin(team, chase.runsNeeded, chase.ballsRemaining);
  return innings.number === 1 ? TEXTS.battingFirst(team) : TEXTS.batting(team);
}
