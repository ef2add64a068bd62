import type { TournamentPenaltyResponse } from '@cricket/contracts';
import { PENALTY_MARK, TOURNAMENT_SCREEN_TEXTS } from '../../texts';

/** What a penalty takes off: points, net run rate, or both. */
export const deducted = (penalty: TournamentPenaltyResponse) =>
  [penalty.points > 0 && TOURNAMENT_SCREEN_TEXTS.pointsOff(penalty.points), penalty.netRunRate > 0 && TOURNAMENT_SCREEN_TEXTS.netRunRateOff(penalty.netRunRate)]
    .filter(Boolean)
    .join(', ');

/** A figure a penalty changed carries the mark its note under the table explains. */
export function withMark(figure: string, penalised: boolean) {
  return penalised ? `${figure}${PENALTY_MARK}` : figure;
}
