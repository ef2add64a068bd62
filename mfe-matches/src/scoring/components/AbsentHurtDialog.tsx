import type { ScoringEvent } from '@cricket/contracts';
import { Modal } from 'antd';
import { SCORING_SCREEN_TEXTS as TEXTS } from '../../texts';
import type { ScoringDialogProps } from './scoringDialogProps';
import { PlayerButtons } from './PlayerButtons';
import { playingSquad } from '../utils/playingSquad';

const absentHurt = (batter: string): ScoringEvent => ({ type: 'absent_hurt', batter });

/** A batter of the batting side who has not batted and cannot (absent hurt): one tap records it. */
export function AbsentHurtDialog({
  state,
  refused,
  onRecord,
  onClose,
}: ScoringDialogProps) {
  const innings = state.current!;
  const yetToBat = playingSquad(state, innings.battingTeam)?.filter((player) => !innings.batters.some((line) => line.player === player.id));
  const options = yetToBat?.map((player) => ({ player, refused: refused(absentHurt(player.id)) })) ?? null;
  return (
    <Modal open title={TEXTS.absentHurt} onCancel={onClose} footer={null} width={420}>
      <PlayerButtons title={TEXTS.absentHurtTitle} options={options} onChoose={(batter) => onRecord(absentHurt(batter))} />
    </Modal>
  );
}
