import { playerName, RETIREMENT_KINDS } from '@cricket/contracts';
import { Button, Divider, Flex, Modal, Popconfirm, Typography } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import type { ScoringDialogProps } from './scoringDialogProps';

interface MoreDialogProps extends ScoringDialogProps {
  /** Opens the dialog of a substitution or of a batter absent hurt in place of this one. */
  onOpen: (dialog: 'substitute' | 'absent_hurt') => void;
}

/**
 * The rarer events: penalty runs, retirements, substitutes, a batter absent hurt, a change of
 * ends, the over ended as the umpire called it, closing or declaring the innings.
 */
export function MoreDialog({ state, refused, onRecord, onOpen, onClose }: MoreDialogProps) {
  const innings = state.current!;
  const atCrease = [innings.striker, innings.nonStriker].filter((player): player is string => player !== null);
  const endOverAllowed = refused({ type: 'end_over' }) === null;
  return (
    <Modal open title={TEXTS.more} onCancel={onClose} footer={null} width={420}>
      <Typography.Text strong>{TEXTS.penaltyTitle}</Typography.Text>
      <Flex wrap gap={8} style={{ marginTop: 8 }}>
        <Button onClick={() => onRecord({ type: 'penalty', to: 'batting' })}>{TEXTS.penaltyBatting}</Button>
        <Button onClick={() => onRecord({ type: 'penalty', to: 'fielding' })}>{TEXTS.penaltyFielding}</Button>
      </Flex>
      <Divider size="small" />
      <Typography.Text strong>{TEXTS.retireTitle}</Typography.Text>
      {atCrease.map((batter) => (
        <Flex key={batter} wrap gap={8} align="center" style={{ marginTop: 8 }} role="group" aria-label={playerName(state, batter)}>
          <Typography.Text style={{ minWidth: 96 }}>{playerName(state, batter)}</Typography.Text>
          {RETIREMENT_KINDS.map((kind) => (
            <Button key={kind} size="small" onClick={() => onRecord({ type: 'retire', batter, kind })}>
              {TEXTS.retirements[kind]}
            </Button>
          ))}
        </Flex>
      ))}
      <Divider size="small" />
      <Flex wrap gap={8}>
        <Button onClick={() => onOpen('substitute')}>{TEXTS.substitute}</Button>
        <Button onClick={() => onOpen('absent_hurt')}>{TEXTS.absentHurt}</Button>
      </Flex>
      <Divider size="small" />
      <Flex wrap gap={8}>
        <Button onClick={() => onRecord({ type: 'swap_strike' })}>{TEXTS.swapStrike}</Button>
        {endOverAllowed && (
          <Popconfirm title={TEXTS.endOverConfirm(innings.ballsInOver)} okText={TEXTS.endOver} cancelText={TEXTS.cancel} onConfirm={() => onRecord({ type: 'end_over' })}>
            <Button>{TEXTS.endOverNow}</Button>
          </Popconfirm>
        )}
        <Popconfirm title={TEXTS.endInningsConfirm} okText={TEXTS.endInnings} cancelText={TEXTS.cancel} onConfirm={() => onRecord({ type: 'end_innings', reason: 'closed' })}>
          <Button danger>{TEXTS.endInnings}</Button>
        </Popconfirm>
        {state.rules.declarationsAllowed && (
          <Popconfirm title={TEXTS.declareConfirm} okText={TEXTS.declare} cancelText={TEXTS.cancel} onConfirm={() => onRecord({ type: 'declare' })}>
            <Button danger>{TEXTS.declare}</Button>
          </Popconfirm>
        )}
      </Flex>
    </Modal>
  );
}
