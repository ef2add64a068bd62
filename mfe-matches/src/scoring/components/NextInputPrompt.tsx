import { Button } from 'antd';
import { useMemo } from 'react';
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
function AnotherBallButton({ setup, events, disabled, record }: PromptProps) {
  const allowed = useMemo(() => refusal(setup, events, { type: 'another_ball' }) === null, [setup, events]);
  if (!allowed) return null;
  return (
    <Button size="large" block disabled={disabled} onClick={() => record({ type: 'another_ball' })}>
      {TEXTS.anotherBall}
    </Button>
  );
}

/** What the engine needs next (summary.next): openers and bowler, a bowler, a batter, a ball, or a result. */
export function NextInputPrompt(props: PromptProps) {
  return (
    <>
      <AnotherBallButton {...props} />
      <PromptForNext {...props} />
    </>
  );
}

function PromptForNext(props: PromptProps) {
  const { match, setup, state, events, disabled, record } = props;
  switch (state.next) {
    case 'innings_start':
      return <InningsStartPrompt key={state.innings.length} state={state} battingTeam={nextBattingSide(state, tossBattingSide(match))} onStart={record} />;
    case 'bowler':
      return <BowlerPrompt {...props} />;
    case 'batter':
      return <BatterPrompt {...props} />;
    case 'delivery':
      return <OutcomePad state={state} disabled={disabled} refused={(event) => refusal(setup, events, event)} onRecord={record} />;
    case 'result':
      return <ResultPrompt {...props} />;
    default:
      return null;
  }
}
