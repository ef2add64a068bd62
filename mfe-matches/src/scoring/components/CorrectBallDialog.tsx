import { foldMatch, type CommentaryLine, type MatchSetup, type MatchState, type ScoringEvent } from '@cricket/contracts';
import { Button, Flex, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import { correctionRefusal } from '../utils/refusal';
import { CommentaryList } from './CommentaryList';
import { CommentaryText } from './CommentaryText';
import { OutcomePad } from './OutcomePad';

interface CorrectBallDialogProps {
  setup: MatchSetup;
  state: MatchState;
  events: readonly ScoringEvent[];
  disabled: boolean;
  correct: (seq: number, event: ScoringEvent) => boolean;
  onClose: () => void;
}

/**
 * Any earlier ball, picked from the commentary, is entered again on the pad as it was bowled (the
 * batters, bowler and free hit of then). The whole match is refolded from it: a correction the
 * match no longer allows is refused with the engine's message before it is sent.
 */
export function CorrectBallDialog({ setup, state, events, disabled, correct, onClose }: CorrectBallDialogProps) {
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
