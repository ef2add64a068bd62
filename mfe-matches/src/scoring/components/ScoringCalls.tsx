import type { MatchSetup, MatchState, ScoringEvent } from '@cricket/contracts';
import { UndoOutlined } from '@ant-design/icons';
import { Button, Modal, Popconfirm } from 'antd';
import { memo, useMemo, useState } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { refusal } from '../utils/refusal';
import { AbsentHurtDialog } from './AbsentHurtDialog';
import { BowlerButtons } from './BowlerButtons';
import { CorrectBallDialog } from './CorrectBallDialog';
import { MoreDialog } from './MoreDialog';
import { SubstituteDialog } from './SubstituteDialog';

type Dialog = 'bowler' | 'substitute' | 'more' | 'absent_hurt' | 'correct' | null;

export interface ScoringCallsProps {
  setup: MatchSetup;
  state: MatchState;
  events: readonly ScoringEvent[];
  disabled: boolean;
  record: (event: ScoringEvent) => boolean;
  /** Why the engine would refuse `event` next (null = it accepts it). */
  refused: (event: ScoringEvent) => string | null;
  correct: (seq: number, event: ScoringEvent) => boolean;
  undo: () => void;
}

const bar = { display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 } as const;
const call = { height: 48, whiteSpace: 'normal', lineHeight: 1.1, paddingInline: 4 } as const;

/**
 * What the scorer may need at any moment, under the pad within thumb reach: undo, the umpires'
 * calls (a bowler replaced mid-over, a substitute, the over ended early), the rarer events of an
 * innings, and the correction of any earlier ball. Each shows only while the engine allows it.
 */
export const ScoringCalls = memo(function ScoringCalls({ setup, state, events, disabled, record, refused, correct, undo }: ScoringCallsProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const recordAndClose = (event: ScoringEvent) => {
    const recorded = record(event);
    if (recorded) close();
    return recorded;
  };
  const endOverAllowed = useMemo(() => refusal(setup, events, { type: 'end_over' }) === null, [setup, events]);
  const innings = state.current;
  const balls = state.innings.some((one) => one.deliveries.length > 0);
  return (
    <section aria-label={TEXTS.calls}>
      <div style={bar}>
        <Button style={call} icon={<UndoOutlined />} disabled={events.length === 0 || disabled} onClick={undo}>
          {TEXTS.undo}
        </Button>
        {innings && state.next === 'delivery' && (
          <Button style={call} disabled={disabled} onClick={() => setDialog('bowler')}>
            {TEXTS.changeBowler}
          </Button>
        )}
        {endOverAllowed && innings && (
          <Popconfirm title={TEXTS.endOverConfirm(innings.ballsInOver)} okText={TEXTS.endOver} cancelText={TEXTS.cancel} onConfirm={() => record({ type: 'end_over' })}>
            <Button style={call} disabled={disabled}>
              {TEXTS.endOverNow}
            </Button>
          </Popconfirm>
        )}
        {!state.completed && (
          <Button style={call} disabled={disabled} onClick={() => setDialog('substitute')}>
            {TEXTS.substitute}
          </Button>
        )}
        {innings && (
          <Button style={call} disabled={disabled} onClick={() => setDialog('more')}>
            {TEXTS.more}
          </Button>
        )}
        {balls && (
          <Button style={call} disabled={disabled} onClick={() => setDialog('correct')}>
            {TEXTS.correctBall}
          </Button>
        )}
      </div>
      {dialog === 'bowler' && (
        <Modal open title={TEXTS.changeBowlerTitle} onCancel={close} footer={null} width={420}>
          <BowlerButtons setup={setup} state={state} events={events} title={TEXTS.changeBowlerHelp} record={recordAndClose} />
        </Modal>
      )}
      {dialog === 'substitute' && <SubstituteDialog state={state} refused={refused} onRecord={recordAndClose} onClose={close} />}
      {dialog === 'more' && <MoreDialog state={state} onRecord={recordAndClose} onOpenAbsentHurt={() => setDialog('absent_hurt')} onClose={close} />}
      {dialog === 'absent_hurt' && <AbsentHurtDialog state={state} refused={refused} onRecord={recordAndClose} onClose={close} />}
      {dialog === 'correct' && <CorrectBallDialog setup={setup} state={state} events={events} disabled={disabled} correct={correct} onClose={close} />}
    </section>
  );
});
