import { Card } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { BowlerButtons } from './BowlerButtons';
import type { PromptProps } from './promptProps';

/** The bowler of the next over (summary.next = bowler). */
export function BowlerPrompt(props: PromptProps) {
  return (
    <Card size="small">
      <BowlerButtons {...props} title={TEXTS.nextBowlerTitle} />
    </Card>
  );
}
