import type { MatchState, ScoringStateResponse } from '@cricket/contracts';
import { Card, Progress, Typography } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';

/** The chasing side's chance, from the engine's model; shown during a limited-overs chase and after it. */
export function WinProbability({ state, probability }: { state: MatchState; probability: NonNullable<ScoringStateResponse['summary']>['winProbability'] }) {
  if (!probability) return null;
  const team = state.teams[probability.team].name;
  const percent = Math.round(probability.probability * 100);
  return (
    <Card size="small" data-testid="win-probability">
      <Typography.Text>{TEXTS.winProbability(team)}</Typography.Text>
      <Progress percent={percent} format={() => `${percent}%`} />
    </Card>
  );
}
