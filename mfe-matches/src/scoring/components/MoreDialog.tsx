import { playerName, RETIREMENT_KINDS } from '@cricket/contracts';
import { Button, Divider, Flex, Modal, Popconfirm, Typography } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import type { ScoringDialogProps } from './scoringDialogProps';

interface MoreDialogProps extends Omit<ScoringDialogProps, 'refused'> {
  /** Opens the dialog of a batter absent hurt in place of this one. */
  onOpenAbsentHurt: () => void;
}

/**
 * The rarer events of an innings: penalty runs, retirements, a batter absent hurt, a change of
 * ends, closing or declaring the innings. (The umpires' calls of any moment are on the calls bar.)
 */
export function MoreDialog({ state, onRecord, onOpenAbsentHurt, onClose }: MoreDialogProps) {
  const innings = state.current!;
  const atCrease = [innings.striker, innings.nonStriker].filter((player): player is string => player !== null);
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
        <Button onClick={onOpenAbsentHurt}>{TEXTS.absentHurt}</Button>
        <Button onClick={() => onRecord({ type: 'swap_strike' })}>{TEXTS.swapStrike}</Button>
      </Flex>
      <Divider size="small" />
      <Flex wrap gap={8}>
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
