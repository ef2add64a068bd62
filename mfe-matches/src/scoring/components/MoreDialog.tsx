import { playerName, RETIREMENT_KINDS, type MatchState, type ScoringEvent } from '@cricket/contracts';
import { Button, Divider, Flex, Modal, Popconfirm, Typography } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';

/** The rarer events: penalty runs, retirements, a change of ends, closing or declaring the innings. */
export function MoreDialog({ state, onRecord, onClose }: { state: MatchState; onRecord: (event: ScoringEvent) => void; onClose: () => void }) {
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
        <Button onClick={() => onRecord({ type: 'swap_strike' })}>{TEXTS.swapStrike}</Button>
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
