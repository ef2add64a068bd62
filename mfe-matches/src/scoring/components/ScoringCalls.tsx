import { foldMatch, type CommentaryLine, type MatchSetup, type MatchState, type ScoringEvent } from '@cricket/contracts';
import { UndoOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Popconfirm, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { correctionRefusal, refusal } from '../refusal';
import { AbsentHurtDialog } from './AbsentHurtDialog';
import { CommentaryList, CommentaryText } from './Commentary';
import { MoreDialog } from './MoreDialog';
import { BowlerButtons } from './NextInputPrompt';
import { OutcomePad } from './OutcomePad';
import { SubstituteDialog } from './SubstituteDialog';

type Dialog = 'bowler' | 'substitute' | 'more' | 'absent_hurt' | 'correct' | null;

interface CallsProps {
  setup: MatchSetup;
  state: MatchState;
  events: readonly ScoringEvent[];
  disabled: boolean;
  record: (event: ScoringEvent) => boolean;
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
export function ScoringCalls({ setup, state, events, disabled, record, correct, undo }: CallsProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const recordAndClose = (event: ScoringEvent) => {
    const recorded = record(event);
    if (recorded) close();
    return recorded;
  };
  const refused = (event: ScoringEvent) => refusal(setup, events, event);
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
}

/**
 * Any earlier ball, picked from the commentary, is entered again on the pad as it was bowled (the
 * batters, bowler and free hit of then). The whole match is refolded from it: a correction the
 * match no longer allows is refused with the engine's message before it is sent.
 */
function CorrectBallDialog({
  setup,
  state,
  events,
  disabled,
  correct,
  onClose,
}: Pick<CallsProps, 'setup' | 'state' | 'events' | 'disabled' | 'correct'> & { onClose: () => void }) {
  const [picked, setPicked] = useState<CommentaryLine | null>(null);
  const correctAndClose = (seq: number, event: ScoringEvent) => {
    const corrected = correct(seq, event);
    if (corrected) onClose();
    return corrected;
  };
  const before = useMemo(() => (picked ? foldMatch(setup, events.slice(0, picked.eventIndex)) : null), [setup, events, picked]);
  return (
    <Modal open title={picked ? TEXTS.correctingTitle(picked.ball, picked.innings) : TEXTS.correctBallTitle} onCancel={onClose} footer={null} width={420}>
      {picked && before ? (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{TEXTS.correctingNow(picked.text)}</Typography.Text>
          <Typography.Text>{TEXTS.correctingHelp}</Typography.Text>
          <OutcomePad
            state={before}
            disabled={disabled}
            initialComment={picked.comment ?? ''}
            refused={(event) => correctionRefusal(setup, events, picked.eventIndex, event)}
            onRecord={(event) => correctAndClose(picked.eventIndex, event)}
          />
        </Flex>
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{TEXTS.correctBallHelp}</Typography.Text>
          <div style={{ maxHeight: '60vh', overflowY: 'auto' }}>
            <CommentaryList
              state={state}
              action={(line) => (
                <Button block style={{ height: 'auto', paddingBlock: 6, textAlign: 'start' }} onClick={() => setPicked(line)} aria-label={`${line.ball} ${line.text}`}>
                  <CommentaryText line={line} />
                </Button>
              )}
            />
          </div>
        </Flex>
      )}
    </Modal>
  );
}
