import type { ScoringEvent } from '@cricket/contracts';
import { Button } from 'antd';
import { memo, useMemo } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { nextBattingSide, tossBattingSide } from '../utils/battingOrder';
import { refusal } from '../utils/refusal';
import { BatterPrompt } from './BatterPrompt';
import { BowlerPrompt } from './BowlerPrompt';
import { InningsStartPrompt } from './InningsStartPrompt';
import { OutcomePad } from './OutcomePad';
import type { PromptProps } from './promptProps';
import { ResultPrompt } from './ResultPrompt';

/** Right after the ball that ended the over or the innings, the umpire may let play go on for one more. */
export const AnotherBallButton = memo(function AnotherBallButton({ setup, events, disabled, record }: Pick<PromptProps, 'setup' | 'events' | 'disabled' | 'record'>) {
  const allowed = useMemo(() => refusal(setup, events, { type: 'another_ball' }) === null, [setup, events]);
  if (!allowed) return null;
  return (
    <Button size="large" block disabled={disabled} onClick={() => record({ type: 'another_ball' })}>
      {TEXTS.anotherBall}
    </Button>
  );
});

/** What the engine needs next (summary.next): openers and bowler, a bowler, a batter, a ball, or a result. */
export const NextInputPrompt = memo(function NextInputPrompt(props: PromptProps & { refused: (event: ScoringEvent) => string | null }) {
  const { match, state, disabled, record, refused } = props;
  switch (state.next) {
    case 'innings_start':
      return <InningsStartPrompt key={state.innings.length} state={state} battingTeam={nextBattingSide(state, tossBattingSide(match))} onStart={record} />;
    case 'bowler':
      return <BowlerPrompt {...props} />;
    case 'batter':
      return <BatterPrompt {...props} />;
    case 'delivery':
      return <OutcomePad state={state} disabled={disabled} refused={refused} onRecord={record} />;
    case 'result':
      return <ResultPrompt {...props} />;
    default:
      return null;
  }
});
