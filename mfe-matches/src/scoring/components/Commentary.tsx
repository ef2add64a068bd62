import type { MatchState } from '@cricket/contracts';
import { Card } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { CommentaryList } from './CommentaryList';

/** The fans' commentary card. */
export function Commentary({ state }: { state: MatchState }) {
  return (
    <Card size="small" title={TEXTS.commentary}>
      <CommentaryList state={state} />
    </Card>
  );
}
